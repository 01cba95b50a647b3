import ZReaderHTML
import ZReaderModel

/// Carries out the effects that need no terminal, off the run loop's thread, and posts their
/// results to the mailbox.
public struct EffectRunner: Sendable {
    public let loader: any StoryLoader
    public let marks: any ReadingMarks
    public let mailbox: Mailbox

    public init(loader: any StoryLoader, marks: any ReadingMarks, mailbox: Mailbox) {
        self.loader = loader
        self.marks = marks
        self.mailbox = mailbox
    }

    public func run(_ effect: BackgroundEffect) {
        let loader = self.loader
        let marks = self.marks
        let mailbox = self.mailbox
        // Detached: a task inheriting the main actor would never start while the loop blocks.
        Task.detached {
            let post: @Sendable (Action) -> Void = { mailbox.post($0) }
            if let action = await EffectRunner.perform(effect, loader: loader, marks: marks, progress: post) {
                mailbox.post(action)
            }
        }
    }

    /// The action that answers `effect`, if any; `progress` takes what a long effect (a download)
    /// reports before its answer.
    static func perform(
        _ effect: BackgroundEffect, loader: any StoryLoader, marks: any ReadingMarks,
        progress: @escaping @Sendable (Action) -> Void = { _ in }
    ) async -> Action? {
        switch effect {
        case .loadCachedHome:
            return .cachedHomeLoaded(await loader.cachedHome())
        case .loadLatest:
            return .latestLoaded(await loader.latest())
        case .loadOlderDay(let before):
            return .olderDayLoaded(before: before, await loader.day(before: before))
        case .loadStory(let id):
            let result = await loader.story(id).map { detail in
                LoadedStory(detail: detail, article: ArticleParser.parse(detail.body ?? "", storyTitle: detail.title))
            }
            return .storyLoaded(id, result)
        case .loadExtra(let id):
            return .extraLoaded(id, await loader.storyExtra(id))
        case .loadComments(let id, let kind, let before):
            let page = await loader.comments(id, kind: kind, before: before)
            return .commentsLoaded(id, kind, before: before, page)
        case .markRead(let id):
            await marks.markRead(id)
            return nil
        case .setFavourite(let story, let isFavourite):
            let stored = await marks.setFavourite(story, isFavourite)
            return .favouriteSaved(story, isFavourite: isFavourite, stored: stored)
        case .loadFavourites:
            return .favouritesLoaded(await marks.favourites())
        case .downloadDays(let days):
            guard let downloader = loader as? any OfflineDownloading else {
                return .downloadFinished(
                    SyncOutcome(progress: SyncProgress(dayCount: days.count), stoppedBecause: "演示数据无需下载"))
            }
            return .downloadFinished(await downloader.download(days) { progress(.downloadProgressed($0)) })
        }
    }
}
