import ZReaderDomain
import ZReaderHTML
import ZReaderModel

/// Carries out the effects that need no terminal, off the run loop's thread, and posts their
/// results to the mailbox.
///
/// Pictures are fetched, decoded and converted into cells here too, so that a key never waits
/// for any of it.
public struct EffectRunner: Sendable {
    public let loader: any StoryLoader
    public let marks: any ReadingMarks
    public let search: any StorySearch
    public let pictures: (any PictureSource)?
    /// Where the day/night key's choice is kept; nil keeps it for this run only.
    public let themeMemory: (any ThemeMemory)?
    public let mailbox: Mailbox
    private let conversions: PictureConversions

    /// - Parameter pictureFormat: what pictures are converted into: cells, and for a kitty
    ///   terminal its pixels too.
    public init(
        loader: any StoryLoader, marks: any ReadingMarks, search: any StorySearch,
        pictures: (any PictureSource)? = nil, themeMemory: (any ThemeMemory)? = nil, mailbox: Mailbox,
        pictureFormat: PictureFormat = .cells
    ) {
        conversions = PictureConversions(format: pictureFormat)
        self.loader = loader
        self.marks = marks
        self.search = search
        self.pictures = pictures
        self.themeMemory = themeMemory
        self.mailbox = mailbox
    }

    public func run(_ effect: BackgroundEffect) {
        let runner = self
        // Detached: a task inheriting the main actor would never start while the loop blocks.
        Task.detached {
            let post: @Sendable (Action) -> Void = { runner.mailbox.post($0) }
            if let action = await runner.perform(effect, progress: post) {
                runner.mailbox.post(action)
            }
        }
    }

    /// The action that answers `effect`, if any; `progress` takes what a long effect (a download)
    /// reports before its answer.
    func perform(_ effect: BackgroundEffect, progress: @escaping @Sendable (Action) -> Void = { _ in }) async
        -> Action?
    {
        switch effect {
        case .loadCachedHome(let stories):
            return .cachedHomeLoaded(await loader.cachedHome(stories: stories))
        case .loadLatest:
            return .latestLoaded(await loader.latest())
        case .loadOlderDay(let before):
            return .olderDayLoaded(before: before, await loader.day(before: before))
        case .loadStory(let id):
            let result = await loader.story(id).map { detail in
                LoadedStory(detail: detail, article: ArticleParser.parse(detail.body ?? ""))
            }
            return .storyLoaded(id, result)
        case .loadExtra(let id):
            return .extraLoaded(id, await loader.storyExtra(id))
        case .loadComments(let id, let kind, let before, let request):
            // The cache's copy is on screen while the network is asked, as the home list's days are.
            if let cached = await loader.cachedCommentPage(id, kind: kind, before: before) {
                progress(.cachedCommentsLoaded(id, kind, before: before, request: request, cached))
            }
            let page = await loader.commentPage(id, kind: kind, before: before)
            return .commentsLoaded(
                id, kind, before: before, page.map(\.comments), cachedAt: try? page.get().cachedAt, request: request)
        case .markRead(let id):
            await marks.markRead(id)
            return nil
        case .markUnread(let id):
            await marks.markUnread(id)
            return nil
        case .rememberPlace(let id, let place):
            await marks.rememberPlace(place, of: id)
            return nil
        case .setFavourite(let story, let isFavourite):
            let stored = await marks.setFavourite(story, isFavourite)
            return .favouriteSaved(story, isFavourite: isFavourite, stored: stored)
        case .loadFavourites:
            return .favouritesLoaded(await marks.favourites())
        case .search(let query, let request):
            return .searched(request: request, query, await search.search(query, limit: SearchState.limit))
        case .loadJumpDay(let date):
            return .jumpedDayLoaded(date, await loader.day(before: date.next))
        case .loadNewerDay(let after):
            return .newerDayLoaded(after: after, await loader.day(before: after.next.next))
        case .loadPicture(let key):
            guard let pictures else { return .pictureLoaded(key, .failure(.unavailable("没有图片来源"))) }
            switch await pictures.picture(at: key.url) {
            case .success(let data): return .pictureLoaded(key, await conversions.convert(data, for: key))
            case .failure(let failure): return .pictureLoaded(key, .failure(failure))
            }
        case .downloadDays(let days):
            guard let downloader = loader as? any OfflineDownloading else {
                return .downloadFinished(
                    SyncOutcome(progress: SyncProgress(dayCount: days.count), stoppedBecause: "演示数据无需下载"))
            }
            return .downloadFinished(await downloader.download(days) { progress(.downloadProgressed($0)) })
        case .loadColumns:
            guard let columns = loader as? any ColumnSource else {
                return .columnsLoaded(.failure(.unavailable("没有栏目")))
            }
            return .columnsLoaded(await columns.columns())
        case .loadColumnStories(let column, let cursor):
            guard let columns = loader as? any ColumnSource else {
                return .columnStoriesLoaded(column, after: cursor, .failure(.unavailable("没有栏目")))
            }
            return .columnStoriesLoaded(column, after: cursor, await columns.columnStories(column, after: cursor))
        case .rememberTheme(let theme):
            guard let themeMemory, !themeMemory.save(theme) else { return nil }
            return .message(StatusMessage("\(theme.announcement)没能记住：状态目录不可写，下次启动不会沿用", kind: .error))
        }
    }
}
