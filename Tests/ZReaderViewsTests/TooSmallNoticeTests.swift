import Foundation
import Testing
import ZReaderModel
import ZReaderScreen
import ZReaderTestSupport
import ZReaderViews

@Suite("The too-small notice")
struct TooSmallNoticeTests {
    /// Narrower than its words, the notice wraps them instead of cutting them with an ellipsis.
    @Test(arguments: [8, 10, 12, 16])
    func itWrapsInsteadOfCutting(_ columns: Int) {
        var state = Fixtures.state(size: Size(columns: 80, rows: 24), days: Fixtures.days(olderDays: 0))
        _ = AppReducer.reduce(&state, .resized(Size(columns: columns, rows: 7)), now: 0)
        let frame = AppView.render(state, depth: .trueColor)
        let rows = (0..<7).map { frame.text(ofRow: $0).trimmingCharacters(in: .whitespaces) }
        let words = rows.filter { !$0.isEmpty }.joined(separator: " ")
        #expect(words.contains("terminal too small"), "\(rows)")
        #expect(!words.contains("…"), "\(rows)")
    }
}
