import Testing
import ZReaderDomain
import ZReaderModel
import ZReaderScreen
import ZReaderTestSupport
import ZReaderViews

@Suite("A partly read story shows how far it was read in the home list")
struct ReadProgressTests {
    @Test func theHintOfAStoryLeftPartWaySaysItsPercentageAndNoOtherDoes() throws {
        let days = Fixtures.days(olderDays: 0)
        var state = Fixtures.state(size: Size(columns: 80, rows: 30), days: days)
        let left = days[0].stories[0]
        let hint = try #require(left.hint)
        _ = AppReducer.reduce(
            &state, .cachedHomeLoaded(CachedHome(readingPlaces: [left.id: ReadingPlace(block: 9, percent: 40)])), now: 0
        )
        let lines = AppView.render(state, depth: .trueColor).lines
        let marked = lines.filter { $0.contains("读到") }
        #expect(marked.count == 1)
        #expect(marked.first?.contains("\(hint.string) · 读到 40%") == true)
    }
}
