import Foundation
import Testing
import ZReaderDomain
import ZReaderHTML
import ZReaderModel
import ZReaderScreen
import ZReaderTestSupport
import ZReaderViews

@Suite("Reader, comments and favourites snapshots")
struct ReaderSnapshotTests {
    static let sizes = [Size(columns: 80, rows: 24), Size(columns: 120, rows: 40)]

    func reader(_ size: Size, scrolledTo offset: Int = 0) throws -> AppState {
        let file = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .appending(path: "Fixtures/bodies/rich-content.html")
        let body = try String(contentsOf: file, encoding: .utf8)
        let summary = StorySummary(
            id: StoryID(9_790_000), title: "为什么冬天的第一场雪总让人兴奋？", hint: "雪地里的猫 · 4 分钟阅读", imageHue: RGBColor(hex: 0x364460)
        )
        let detail = StoryDetail(
            id: summary.id, title: summary.title, body: body, imageSource: "Yestone.com 版权图片库",
            imageHue: summary.imageHue, shareURL: web("http://daily.zhihu.com/story/9790000"))
        var state = opened(summary, size: size)
        _ = AppReducer.reduce(&state, .cachedHomeLoaded(CachedHome(favouriteStories: [summary.id])), now: 0)
        let story = LoadedStory(detail: detail, article: ArticleParser.parse(body))
        _ = AppReducer.reduce(&state, .storyLoaded(summary.id, .success(story)), now: 0)
        let extra = StoryExtra(popularity: 64, longComments: 1, shortComments: 12, comments: 13)
        _ = AppReducer.reduce(&state, .extraLoaded(summary.id, .success(extra)), now: 0)
        for _ in 0..<offset { _ = AppReducer.reduce(&state, .command(.scrollDown), now: 0) }
        #expect(state.reader?.scrollOffset == offset)
        return state
    }

    /// The reader of `story`, opened from a home screen that lists only it.
    func opened(_ story: StorySummary, size: Size) -> AppState {
        var state = Fixtures.state(size: size, days: [DayFeed(date: Fixtures.today, stories: [story])], topStories: [])
        _ = AppReducer.reduce(&state, .command(.open), now: 0)
        return state
    }

    @Test(arguments: sizes)
    func readerAtTheTop(_ size: Size) throws {
        let frame = AppView.render(try reader(size), depth: .trueColor)
        // The header says the title; the status line only that it is saved.
        #expect(frame.lines.last?.hasPrefix(" ★ ") == true)
        #expect(frame.lines.last?.contains("为什么冬天") == false)
        #expect(frame.lines.last?.contains("赞 64 · 评论 13") == true)
        assertSnapshot(frame, named: "reader-top")
    }

    @Test(arguments: sizes)
    func readerFurtherDown(_ size: Size) throws {
        let state = try reader(size, scrolledTo: 30)
        let frame = AppView.render(state, depth: .trueColor)
        let measure = ArticleLayout.measure(forScreenWidth: size.columns)
        for line in frame.lines.dropLast() {
            #expect(TextWidth.width(of: line.trimmingCharacters(in: .whitespaces)) <= measure)
        }
        assertSnapshot(frame, named: "reader-scrolled")
    }

    @Test func commentsScreen() {
        let size = Size(columns: 80, rows: 24)
        let id = StoryID(1)
        var state = opened(StorySummary(id: id, title: "为什么冬天的第一场雪总让人兴奋？"), size: size)
        #expect(
            AppReducer.reduce(&state, .command(.openComments), now: 0) == [
                .background(.loadComments(id, .long, before: nil)), .background(.loadComments(id, .short, before: nil)),
            ])
        let counts = StoryExtra(popularity: 64, longComments: 1, shortComments: 3, comments: 4)
        _ = AppReducer.reduce(&state, .extraLoaded(id, .success(counts)), now: 0)
        let long = [
            Comment(
                id: 50, author: "读者甲", content: "小时候盼下雪，是盼着不用上学；长大了盼下雪，是盼着世界安静一会儿。", likes: 12, time: 1_795_968_000)
        ]
        #expect(AppReducer.reduce(&state, .commentsLoaded(id, .long, before: nil, .success(long)), now: 0) == [])
        let short = [
            Comment(
                id: 9, author: "读者乙", content: "南方人表示没见过", likes: 3, time: 1_795_970_000,
                replyTo: CommentReply(author: "读者甲", content: "小时候盼下雪")),
            Comment(
                id: 8, author: "读者丙", content: "同意楼上", likes: 0, time: 1_795_971_000,
                replyTo: CommentReply(author: nil, content: "", status: 1, errorMessage: "抱歉，原点评已经被删除")),
        ]
        _ = AppReducer.reduce(&state, .commentsLoaded(id, .short, before: nil, .success(short)), now: 0)
        assertSnapshot(AppView.render(state, depth: .trueColor), named: "comments")
    }

    @Test func favouritesScreen() {
        let size = Size(columns: 80, rows: 24)
        let stories = Fixtures.days(olderDays: 0)[0].stories
        var state = Fixtures.state(size: size, days: [])
        _ = AppReducer.reduce(&state, .cachedHomeLoaded(CachedHome(readStories: [stories[2].id])), now: 0)
        #expect(AppReducer.reduce(&state, .command(.show(.favourites)), now: 0) == [.background(.loadFavourites)])
        let entries = stories.prefix(3).enumerated().map { index, story in
            FavouriteEntry(story: story, savedAt: 1_795_968_000 - index * 3600)
        }
        _ = AppReducer.reduce(&state, .favouritesLoaded(entries), now: 0)
        _ = AppReducer.reduce(&state, .command(.moveDown), now: 0)
        let frame = AppView.render(state, depth: .trueColor)
        #expect(frame.lines[0].contains("收藏夹 · 3"))
        assertSnapshot(frame, named: "favourites")
    }
}
