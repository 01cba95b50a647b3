import Foundation
import Testing
import ZReaderDomain
import ZReaderLoader
import ZReaderModel
import ZReaderScreen
import ZReaderTestSupport

/// Quoted replies (`reply_to`) from `Tests/Fixtures/comments/quoted-replies.json`, a page of long
/// comments in the API's shape: one quote whose cut falls on its paragraph break, one cut inside
/// a long paragraph, one short enough to show whole.
@Suite("Quoted replies in comments")
struct QuotedReplyTests {
    let id = StoryID(1)

    private func commentsShown() throws -> AppState {
        let data = try Data(
            contentsOf: FixtureServer.packageRoot.appending(path: "Tests/Fixtures/comments/quoted-replies.json"))
        let page = try PayloadDecoder.comments(from: data)
        var state = Fixtures.state(size: Size(columns: 60, rows: 40), days: Fixtures.days(olderDays: 0))
        _ = AppReducer.reduce(&state, .command(.moveDown), now: 0)
        _ = AppReducer.reduce(&state, .command(.open), now: 0)
        let id = try #require(state.reader?.storyID)
        _ = AppReducer.reduce(&state, .command(.openComments), now: 0)
        _ = AppReducer.reduce(&state, .commentsLoaded(id, .long, before: nil, .success(page)), now: 0)
        return state
    }

    /// The quote lines of each comment, in order, without their bar.
    private func quotes(_ state: AppState) -> [[String]] {
        var quotes: [[String]] = []
        var previous: CommentLine.Kind?
        for line in state.comments?.layout.lines ?? [] {
            if line.kind == .reply {
                if previous != .reply { quotes.append([]) }
                quotes[quotes.count - 1].append(String(line.text.string.dropFirst(2)))
            }
            previous = line.kind
        }
        return quotes
    }

    @Test func aCutQuoteEndsInAnEllipsisAndNeverOnAnEmptyBar() throws {
        let quotes = quotes(try commentsShown())
        try #require(quotes.count == 3)
        // Cut at the paragraph break: the empty line goes, the text before it ends in "…".
        #expect(quotes[0].count == 3, "\(quotes[0])")
        #expect(quotes[0].last?.hasSuffix("…") == true, "\(quotes[0])")
        // Cut inside a paragraph.
        #expect(quotes[1].count == CommentsLayout.quoteLines, "\(quotes[1])")
        #expect(quotes[1].last?.hasSuffix("…") == true, "\(quotes[1])")
        #expect(quotes[2] == ["//读者己：记得开窗通风。"])
        for line in quotes.joined() {
            #expect(!line.trimmingCharacters(in: .whitespaces).isEmpty)
            #expect(TextWidth.width(of: line) <= 52)
        }
    }

    @Test func enterShowsEveryQuoteWholeAndAgainCutsThem() throws {
        var state = try commentsShown()
        let cut = quotes(state)
        _ = AppReducer.reduce(&state, .command(.open), now: 0)
        let whole = quotes(state)
        // The paragraph break is kept inside a whole quote, and nothing is marked as cut.
        #expect(whole[0].count == 6, "\(whole[0])")
        #expect(whole[0][3].isEmpty)
        #expect(whole[0].joined().hasSuffix("这一点洗衣房比不了。"))
        #expect(whole[1].count > CommentsLayout.quoteLines)
        #expect(whole[1].joined().hasSuffix("所以最好还是隔一段距离。"))
        #expect(!whole.joined().contains { $0.hasSuffix("…") })
        _ = AppReducer.reduce(&state, .command(.open), now: 0)
        #expect(quotes(state) == cut)
    }

    @Test func theHelpNamesTheKey() {
        let binding = KeyMap.standard.bindings(for: .comments).first { $0.command == .open }
        #expect(binding?.keys == [.enter])
        #expect(binding?.help == "展开 / 收起引用的全文")
    }
}
