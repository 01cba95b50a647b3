import Testing
import ZReaderModel
import ZReaderScreen
import ZReaderTestSupport
import ZReaderViews

@Suite("Status messages give the line back")
struct StatusMessageTests {
    let size = Size(columns: 80, rows: 24)

    func statusLine(_ state: AppState) -> String {
        AppView.render(state, depth: .trueColor).text(ofRow: size.rows - 1)
    }

    @Test func anErrorGoesAwayAndTheDemoEditionsNoticeComesBack() throws {
        var state = Fixtures.state(size: size, days: Fixtures.days(olderDays: 0))
        #expect(statusLine(state).contains("演示数据"))
        let story = try #require(state.home.days.first?.stories.first)
        _ = AppReducer.reduce(&state, .favouriteSaved(story, isFavourite: true, stored: false), now: 1000)
        #expect(statusLine(state).contains("收藏没能保存"))
        #expect(!statusLine(state).contains("演示数据"))
        _ = AppReducer.reduce(&state, .tick, now: 1000 + AppState.errorMessageMilliseconds - 1)
        #expect(statusLine(state).contains("收藏没能保存"))
        _ = AppReducer.reduce(&state, .tick, now: 1000 + AppState.errorMessageMilliseconds)
        #expect(statusLine(state).contains("演示数据"), "\(statusLine(state))")
    }
}
