import Foundation
import Testing
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
        var state = AppState(screenSize: size, isDemoEdition: true)
        var reader = ReaderState(summary: summary, screenSize: size)
        reader.setContent(
            .loaded(LoadedStory(detail: detail, article: ArticleParser.parse(body, storyTitle: detail.title))))
        reader.extra = StoryExtra(popularity: 64, longComments: 1, shortComments: 12, comments: 13)
        reader.setScrollOffset(offset)
        state.reader = reader
        state.favouriteStories = [summary.id]
        return state
    }

    @Test(arguments: sizes)
    func readerAtTheTop(_ size: Size) throws {
        let frame = AppView.render(try reader(size), depth: .trueColor)
        #expect(frame.lines.last?.contains("★ 为什么冬天") == true)
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
        var state = AppState(screenSize: size, isDemoEdition: true)
        var comments = CommentsState(
            storyID: StoryID(1), title: "为什么冬天的第一场雪总让人兴奋？",
            counts: StoryExtra(popularity: 64, longComments: 1, shortComments: 3, comments: 4), screenSize: size,
            currentYear: 2026)
        comments.setStatus(.loading, of: .long)
        comments.append(
            [
                Comment(
                    id: 50, author: "读者甲", content: "小时候盼下雪，是盼着不用上学；长大了盼下雪，是盼着世界安静一会儿。", likes: 12, time: 1_795_968_000)
            ],
            to: .long)
        comments.setStatus(.loading, of: .short)
        comments.append(
            [
                Comment(
                    id: 9, author: "读者乙", content: "南方人表示没见过", likes: 3, time: 1_795_970_000,
                    replyTo: CommentReply(author: "读者甲", content: "小时候盼下雪")),
                Comment(
                    id: 8, author: "读者丙", content: "同意楼上", likes: 0, time: 1_795_971_000,
                    replyTo: CommentReply(author: nil, content: "", status: 1, errorMessage: "抱歉，原点评已经被删除")),
            ],
            to: .short)
        state.comments = comments
        state.reader = ReaderState(summary: StorySummary(id: StoryID(1), title: comments.title), screenSize: size)
        assertSnapshot(AppView.render(state, depth: .trueColor), named: "comments")
    }

    @Test func favouritesScreen() {
        let size = Size(columns: 80, rows: 24)
        var state = AppState(screenSize: size, isDemoEdition: true)
        var favourites = FavouritesState(screenSize: size)
        favourites.setEntries(
            Fixtures.days(olderDays: 0)[0].stories.prefix(3).enumerated().map { index, story in
                FavouriteEntry(story: story, savedAt: 1_795_968_000 - index * 3600)
            })
        favourites.select(1)
        state.favourites = favourites
        state.home.readStories = [Fixtures.days(olderDays: 0)[0].stories[2].id]
        let frame = AppView.render(state, depth: .trueColor)
        #expect(frame.lines[0].contains("收藏夹 · 3"))
        assertSnapshot(frame, named: "favourites")
    }
}
