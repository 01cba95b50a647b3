import Foundation
import ZReaderDomain
import ZReaderHTML
import ZReaderModel
import ZReaderScreen
import ZReaderTestSupport
import ZReaderViews

/// Every screen and overlay in one theme, each reached through actions as the user reaches it,
/// for tests that look at the colours of every cell: home (at rest with a read story selected,
/// with the top bar, under a day's header, with a failed footer, a prompt and an error), the
/// reader (the whole rich article page by page, a find, link labels, loading), comments,
/// favourites (and its empty notice), the columns and a column, search results (for two words
/// too), a day of another year jumped to, help on every screen, and the notice of a terminal too
/// small.
struct ThemedScreens {
    /// One screen: what it is, its state, and the rows at its top that show a story's own
    /// colours (the banner or the article's header) rather than the theme's.
    struct Screen {
        var name: String
        var state: AppState
        var pictureRows: Int
    }

    let theme: ThemeName
    let size: Size

    init(_ theme: ThemeName, size: Size = Size(columns: 80, rows: 24)) {
        self.theme = theme
        self.size = size
    }

    static let days = Fixtures.days(olderDays: 3)
    static let readStories: Set<StoryID> = [days[0].stories[1].id, days[1].stories[0].id]

    var all: [Screen] {
        let home = self.home
        let reader = self.reader
        let others = [comments, favourites, columns, column, search, wordsSearch, jumpedDay]
        return home + reader + others + [emptyFavourites, tooSmall] + help(over: [home[0], reader[0]] + others)
    }

    /// Every theme's screens at 80x24, made once for all the tests that look at them.
    static let screens: [ThemeName: [Screen]] = Dictionary(
        uniqueKeysWithValues: ThemeName.allCases.map { ($0, ThemedScreens($0).all) })

    static func cached(_ theme: ThemeName) -> [Screen] { screens[theme] ?? [] }

    // MARK: Home

    func homeState() -> AppState {
        var state = Fixtures.state(size: size, days: ThemedScreens.days, theme: theme)
        _ = AppReducer.reduce(&state, .cachedHomeLoaded(CachedHome(readStories: ThemedScreens.readStories)), now: 0)
        return state
    }

    func banner(_ state: AppState) -> Int {
        max(0, state.home.layout.bannerHeight - state.home.scrollOffset)
    }

    var home: [Screen] {
        var rest = homeState()
        // The second story, read, selected: the blend of the selection and read colours.
        press([.moveDown, .moveDown], &rest)
        var topBar = homeState()
        Fixtures.scroll(&topBar, to: topBar.home.layout.bannerHeight)
        var header = homeState()
        Fixtures.scroll(&header, to: header.home.layout.sections[1].top + 1)
        press([.moveDown], &header)
        var failed = homeState()
        Fixtures.answerOlderDay(&failed) { _ in .failure(.httpStatus(500)) }
        press([.bottom], &failed)
        var prompt = homeState()
        press([.search], &prompt)
        typed("雪", &prompt)
        var error = homeState()
        let story = ThemedScreens.days[0].stories[0]
        _ = AppReducer.reduce(&error, .favouriteSaved(story, isFavourite: true, stored: false), now: 0)
        return [
            Screen(name: "home", state: rest, pictureRows: banner(rest)),
            Screen(name: "home with the top bar", state: topBar, pictureRows: banner(topBar)),
            Screen(name: "home under a header", state: header, pictureRows: banner(header)),
            Screen(name: "home with a failed footer", state: failed, pictureRows: banner(failed)),
            Screen(name: "home with a prompt", state: prompt, pictureRows: banner(prompt)),
            Screen(name: "home with an error", state: error, pictureRows: banner(error)),
        ]
    }

    // MARK: Reader

    static let richBody: String = {
        let file = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .appending(path: "Fixtures/bodies/rich-content.html")
        return (try? String(contentsOf: file, encoding: .utf8)) ?? ""
    }()

    static let article = StorySummary(
        id: StoryID(9_790_000), title: "为什么冬天的第一场雪总让人兴奋？", hint: "雪地里的猫 · 4 分钟阅读",
        imageHue: RGBColor(hex: 0x364460))

    /// The rich article's reader, opened from a home screen listing only it; loading until
    /// `loaded`.
    func readerState(loaded: Bool = true) -> AppState {
        let summary = ThemedScreens.article
        var state = Fixtures.state(
            size: size, days: [DayFeed(date: Fixtures.today, stories: [summary])], topStories: [], theme: theme)
        press([.open], &state)
        guard loaded else { return state }
        let detail = StoryDetail(
            id: summary.id, title: summary.title, body: ThemedScreens.richBody, imageSource: "Yestone.com 版权图片库",
            imageHue: summary.imageHue, shareURL: web("https://daily.zhihu.com/story/9790000"))
        let story = LoadedStory(detail: detail, article: ArticleParser.parse(ThemedScreens.richBody))
        _ = AppReducer.reduce(&state, .storyLoaded(summary.id, .success(story)), now: 0)
        return state
    }

    func header(_ state: AppState) -> Int {
        guard let reader = state.reader else { return 0 }
        return max(0, reader.headerHeight - reader.scrollOffset)
    }

    var reader: [Screen] {
        var pages: [Screen] = []
        var state = readerState()
        while true {
            pages.append(
                Screen(
                    name: "reader at row \(state.reader?.scrollOffset ?? 0)", state: state, pictureRows: header(state)))
            let before = state.reader?.scrollOffset
            press([.pageDown], &state)
            if state.reader?.scrollOffset == before { break }
        }
        var find = readerState()
        press([.search], &find)
        typed("暖气", &find)
        _ = AppReducer.reduce(&find, .typed(.enter), now: 0)
        press([.moveDown], &find)
        var hints = readerState()
        press([.showLinks, .openLinkHints], &hints)
        let loading = readerState(loaded: false)
        return pages + [
            Screen(name: "reader finding", state: find, pictureRows: header(find)),
            Screen(name: "reader with link labels", state: hints, pictureRows: header(hints)),
            Screen(name: "reader loading", state: loading, pictureRows: header(loading)),
        ]
    }

    // MARK: The other screens

    var comments: Screen {
        var state = readerState()
        let id = ThemedScreens.article.id
        press([.openComments], &state)
        let counts = StoryExtra(popularity: 64, longComments: 1, shortComments: 30, comments: 31)
        _ = AppReducer.reduce(&state, .extraLoaded(id, .success(counts)), now: 0)
        let long = [
            Comment(id: 50, author: "读者甲", content: "小时候盼下雪，是盼着不用上学。", likes: 12, time: 1_795_968_000)
        ]
        _ = AppReducer.reduce(&state, .commentsLoaded(id, .long, before: nil, .success(long)), now: 0)
        let short = [
            Comment(
                id: 9, author: "读者乙", content: "南方人表示没见过", likes: 3, time: 1_795_970_000,
                replyTo: CommentReply(author: "读者甲", content: "小时候盼下雪"))
        ]
        _ = AppReducer.reduce(&state, .commentsLoaded(id, .short, before: nil, .success(short)), now: 0)
        return Screen(name: "comments", state: state, pictureRows: 0)
    }

    var favourites: Screen {
        var state = homeState()
        press([.show(.favourites)], &state)
        let entries = ThemedScreens.days[0].stories.prefix(3).enumerated().map { index, story in
            FavouriteEntry(story: story, savedAt: 1_795_968_000 - index * 3600)
        }
        _ = AppReducer.reduce(&state, .favouritesLoaded(entries), now: 0)
        press([.moveDown], &state)
        return Screen(name: "favourites", state: state, pictureRows: 0)
    }

    var emptyFavourites: Screen {
        var state = homeState()
        press([.show(.favourites)], &state)
        _ = AppReducer.reduce(&state, .favouritesLoaded([]), now: 0)
        return Screen(name: "favourites, empty", state: state, pictureRows: 0)
    }

    static let columnList = ColumnList(
        columns: [
            DailyColumn(id: 2, name: "瞎扯", description: "每天一期，收集那些让人会心一笑的回答"),
            DailyColumn(id: 35, name: "小事", description: "生活里那些不起眼、却一直记得的瞬间", storedCount: 3),
            DailyColumn(id: 1, name: "深夜惊奇", description: "睡不着的时候，听一个不那么可怕的故事"),
            DailyColumn(name: "大误", storedCount: 1),
        ], origin: .network)

    /// The list of columns, the second selected.
    var columns: Screen {
        var state = homeState()
        press([.show(.columns)], &state)
        _ = AppReducer.reduce(&state, .columnsLoaded(.success(ThemedScreens.columnList)), now: 0)
        press([.moveDown], &state)
        return Screen(name: "columns", state: state, pictureRows: 0)
    }

    /// A column opened from the list, from the cache (offline): two days of its stories, one
    /// read, one saved, one of several pictures, the second selected, the end reached.
    var column: Screen {
        var state = homeState()
        press([.show(.columns)], &state)
        _ = AppReducer.reduce(&state, .columnsLoaded(.success(ThemedScreens.columnList)), now: 0)
        press([.open], &state)
        let days = ThemedScreens.days.prefix(2)
        var stories = days.flatMap { day in day.stories.prefix(3).map { ColumnStory(story: $0, date: day.date) } }
        stories[2].story.isMultipic = true
        stories[3].story.title = "瞎扯 · 如何正确地吐槽"
        let column = ThemedScreens.columnList.columns[0]
        _ = AppReducer.reduce(
            &state,
            .columnStoriesLoaded(column, after: nil, .success(ColumnPage(stories: stories, next: nil, origin: .cache))),
            now: 0)
        _ = AppReducer.reduce(&state, .favouriteSaved(stories[0].story, isFavourite: true, stored: true), now: 0)
        press([.toggleFavourite, .moveDown], &state)
        return Screen(name: "column", state: state, pictureRows: 0)
    }

    var search: Screen {
        var state = homeState()
        press([.search], &state)
        typed("冬天", &state)
        _ = AppReducer.reduce(&state, .typed(.enter), now: 0)
        let hits = ThemedScreens.days[0].stories.map { story in
            SearchHit(story: story, date: Fixtures.today, column: "瞎扯", snippet: "…北方的冬天，屋里有暖气…")
        }
        if let search = state.search {
            _ = AppReducer.reduce(
                &state, .searched(request: search.request, search.query, .success(.hits(hits))), now: 0)
        }
        press([.moveDown], &state)
        return Screen(name: "search results", state: state, pictureRows: 0)
    }

    var tooSmall: Screen {
        var state = homeState()
        _ = AppReducer.reduce(&state, .resized(Size(columns: 19, rows: 6)), now: 0)
        return Screen(name: "too small", state: state, pictureRows: 0)
    }

    func help(over screens: [Screen]) -> [Screen] {
        screens.map { screen in
            var state = screen.state
            press([.toggleHelp], &state)
            return Screen(name: "help over \(screen.name)", state: state, pictureRows: screen.pictureRows)
        }
    }

    // MARK: Input

    func press(_ commands: [Command], _ state: inout AppState) {
        for command in commands { _ = AppReducer.reduce(&state, .command(command), now: 0) }
    }

    func typed(_ text: String, _ state: inout AppState) {
        for character in text { _ = AppReducer.reduce(&state, .typed(.character(character)), now: 0) }
    }
}
