import Testing
import ZReaderDomain
import ZReaderModel
import ZReaderScreen
import ZReaderTestSupport

@Suite("New stories send a desktop notification only when the config asks for one")
struct NewStoryNotificationTests {
    func refresh(notifying: Bool) -> [Effect] {
        let days = Fixtures.days(olderDays: 1)
        var state = Fixtures.state(
            size: Size(columns: 80, rows: 24), days: days, preferences: Preferences(notifiesNewStories: notifying))
        let fresh = Fixtures.day(Fixtures.today, count: 3, firstID: 9_500_000)
        let today = DayFeed(date: Fixtures.today, stories: fresh.stories + days[0].stories)
        return AppReducer.reduce(&state, .latestLoaded(.success(LatestFeed(day: today, topStories: []))), now: 0)
    }

    @Test func askedForTheNoticeGoesToTheTerminalToo() {
        #expect(refresh(notifying: true).contains(.terminal(.notify("知乎日报：3 篇新文章"))))
    }

    @Test func notAskedForNothingIsSent() {
        #expect(!refresh(notifying: false).contains { if case .terminal(.notify) = $0 { true } else { false } })
    }
}
