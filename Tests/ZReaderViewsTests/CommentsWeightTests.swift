import Testing
import ZReaderDomain
import ZReaderModel
import ZReaderScreen
import ZReaderTestSupport
import ZReaderViews

/// The comments' author line reads in three weights, and a story without comments says so once.
@Suite("The comments' author line and the empty lists")
struct CommentsWeightTests {
    func comments(_ long: [ZReaderDomain.Comment], _ short: [ZReaderDomain.Comment], theme: ThemeName) -> AppState {
        var state = ThemedScreens(theme).readerState()
        let id = ThemedScreens.article.id
        _ = AppReducer.reduce(&state, .command(.openComments), now: 0)
        _ = AppReducer.reduce(&state, .commentsLoaded(id, .long, before: nil, .success(long)), now: 0)
        _ = AppReducer.reduce(&state, .commentsLoaded(id, .short, before: nil, .success(short)), now: 0)
        return state
    }

    @Test(arguments: ThemeName.allCases)
    func theNameTimeAndLikesEachHaveTheirOwnLook(_ theme: ThemeName) throws {
        let comment = ZReaderDomain.Comment(id: 50, author: "读者甲", content: "小时候盼下雪。", likes: 12, time: 1_795_968_000)
        let state = comments([comment], [], theme: theme)
        let frame = AppView.render(state, depth: .trueColor)
        let row = try #require((0..<state.screenSize.rows).first { frame.text(ofRow: $0).contains("读者甲 · ") })
        // Columns: the name's first cell, a cell of the time's digits, and the likes' 赞.
        let cells = frame.row(row)
        let name = try #require(cells.first { $0.grapheme == "读" })
        let time = try #require(cells.first { $0.grapheme == ":" })
        let likes = try #require(cells.first { $0.grapheme == "赞" })
        #expect(name.style != time.style && time.style != likes.style && name.style != likes.style)
    }

    @Test func aStoryWithoutCommentsSaysSoOnce() {
        let state = comments([], [], theme: .terminal)
        let frame = AppView.render(state, depth: .trueColor)
        let text = (0..<state.screenSize.rows - 1).map { frame.text(ofRow: $0) }.joined(separator: "\n")
        #expect(text.components(separatedBy: "还没有").count == 2, "\(text)")
        #expect(!text.contains("没有更多了"), "\(text)")
    }
}
