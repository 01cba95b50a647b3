import Testing
import ZReaderDomain
import ZReaderModel
import ZReaderScreen
import ZReaderTestSupport

@Suite("The program hands the new-story notification to the terminal when asked for")
struct NotificationWiringTests {
    func notifications(notifying: Bool) async -> [String] {
        let days = Fixtures.days(olderDays: 0)
        let driver = ProgramDriver(
            loader: GatedLoader(days: days), preferences: Preferences(notifiesNewStories: notifying))
        await driver.answerAll()
        let fresh = Fixtures.day(Fixtures.today, count: 2, firstID: 9_500_000)
        let today = DayFeed(date: Fixtures.today, stories: fresh.stories + days[0].stories)
        driver.program.dispatch(.latestLoaded(.success(LatestFeed(day: today, topStories: []))))
        return driver.terminal.notifications
    }

    @Test func onlyWhenTheConfigAsks() async {
        #expect(await notifications(notifying: true) == ["知乎日报：2 篇新文章"])
        #expect(await notifications(notifying: false).isEmpty)
    }
}
