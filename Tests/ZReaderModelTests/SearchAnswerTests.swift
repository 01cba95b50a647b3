import Testing
import ZReaderDomain
import ZReaderModel
import ZReaderScreen
import ZReaderTestSupport

@Suite("Search answers reach the search they answer")
struct SearchAnswerTests {
    static let days = Fixtures.days(olderDays: 1)

    func search(_ text: String, _ state: inout AppState) -> [Effect] {
        _ = AppReducer.reduce(&state, .command(.search), now: 0)
        for character in text { _ = AppReducer.reduce(&state, .typed(.character(character)), now: 0) }
        return AppReducer.reduce(&state, .typed(.enter), now: 0)
    }

    func hit(_ index: Int) -> SearchHit {
        SearchHit(story: SearchAnswerTests.days[0].stories[index], date: Fixtures.today, snippet: "…南极…")
    }

    @Test func aLateAnswerForAnEarlierQueryIsDroppedAndTheNewOneShown() throws {
        var state = Fixtures.state(size: Size(columns: 80, rows: 24), days: SearchAnswerTests.days)
        let first = SearchQuery(text: "南极")
        let second = SearchQuery(text: "冬天")
        #expect(search("南极", &state) == [.background(.search(first))])
        // Searching again from the results before the first answer came.
        #expect(search("冬天", &state) == [.background(.search(second))])

        _ = AppReducer.reduce(&state, .searched(first, .success([hit(0), hit(1)])), now: 0)

        let waiting = try #require(state.search)
        #expect(waiting.query == second)
        #expect(waiting.status == .searching)
        #expect(waiting.hits.isEmpty)

        _ = AppReducer.reduce(&state, .searched(second, .success([hit(2)])), now: 0)

        let answered = try #require(state.search)
        #expect(answered.status == .done)
        #expect(answered.hits == [hit(2)])
    }
}
