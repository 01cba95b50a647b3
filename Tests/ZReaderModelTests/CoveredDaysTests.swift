import Testing
import ZReaderDomain
import ZReaderModel
import ZReaderScreen
import ZReaderTestSupport

@Suite("The demo's d says which days the demo holds")
struct CoveredDaysTests {
    static let covered: ClosedRange<DayStamp> = {
        guard let first = DayStamp("20261119"), let last = DayStamp("20261130") else {
            preconditionFailure("valid dates")
        }
        return first...last
    }()

    func jump(to typed: String, _ state: inout AppState) -> [Effect] {
        _ = AppReducer.reduce(&state, .command(.jumpToDate), now: 0)
        for character in typed { _ = AppReducer.reduce(&state, .typed(.character(character)), now: 0) }
        return AppReducer.reduce(&state, .typed(.enter), now: 0)
    }

    @Test func thePromptNamesTheDaysAndAJumpOutsideThemSaysSo() throws {
        var state = Fixtures.state(
            size: Size(columns: 80, rows: 24), days: Fixtures.days(olderDays: 0), coveredDays: Self.covered)
        _ = AppReducer.reduce(&state, .command(.jumpToDate), now: 0)
        #expect(state.prompt?.label == "跳到日期（示例收录 11-19 至 11-30）：")
        _ = AppReducer.reduce(&state, .typed(.escape), now: 0)

        let outside = jump(to: "2024-05-01", &state)
        #expect(outside.isEmpty, "nothing to load: the demo does not hold it")
        #expect(state.visibleStatus?.text == "示例只收录 11-19 至 11-30，没有 2024年05月01日 星期三")
        #expect(state.visibleStatus?.kind == .error)

        let inside = jump(to: "1125", &state)
        #expect(inside.contains(.background(.loadJumpDay(try #require(DayStamp("20261125"))))))
    }

    @Test func anEditionOfEveryDayKeepsTheUsualPrompt() {
        var state = Fixtures.state(size: Size(columns: 80, rows: 24), days: Fixtures.days(olderDays: 0))
        _ = AppReducer.reduce(&state, .command(.jumpToDate), now: 0)
        #expect(state.prompt?.label == "跳到日期（2024-05-01、0501、-3）：")
    }
}
