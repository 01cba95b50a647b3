import Testing
import ZReaderDomain
import ZReaderModel
import ZReaderScreen
import ZReaderTestSupport

@Suite("Search answers reach the search they answer")
struct SearchAnswerTests {
    static let days = Fixtures.days(olderDays: 1)

    /// Opens the search prompt and types `text` at time `now`, a key a millisecond, without Enter.
    func type(_ text: String, _ state: inout AppState, at now: Int = 0) -> [Effect] {
        var effects = AppReducer.reduce(&state, .command(.search), now: now)
        for (offset, character) in text.enumerated() {
            effects += AppReducer.reduce(&state, .typed(.character(character)), now: now + offset)
        }
        return effects
    }

    func search(_ text: String, _ state: inout AppState) -> [Effect] {
        type(text, &state) + AppReducer.reduce(&state, .typed(.enter), now: 0)
    }

    func hit(_ index: Int) -> SearchHit {
        SearchHit(story: SearchAnswerTests.days[0].stories[index], date: Fixtures.today, snippet: "…南极…")
    }

    func state() -> AppState { Fixtures.state(size: Size(columns: 80, rows: 24), days: SearchAnswerTests.days) }

    @Test func aLateAnswerForAnEarlierQueryIsDroppedAndTheNewOneShown() throws {
        var state = state()
        let first = SearchQuery(text: "南极")
        let second = SearchQuery(text: "冬天")
        #expect(search("南极", &state) == [.background(.search(first, request: 1))])
        // Searching again from the results before the first answer came.
        #expect(search("冬天", &state) == [.background(.search(second, request: 2))])

        _ = AppReducer.reduce(&state, .searched(request: 1, first, .success(.hits([hit(0), hit(1)]))), now: 0)

        let waiting = try #require(state.search)
        #expect(waiting.query == second)
        #expect(waiting.status == .searching)
        #expect(waiting.hits.isEmpty)

        _ = AppReducer.reduce(&state, .searched(request: 2, second, .success(.hits([hit(2)]))), now: 0)

        let answered = try #require(state.search)
        #expect(answered.status == .done)
        #expect(answered.hits == [hit(2)])
    }

    /// The hole: an answer to the same words asked earlier (before the cache grew, or before
    /// other words were typed in between) is not the answer to the newest request.
    @Test func anOlderAnswerToTheSameWordsIsNotTakenForTheNewestOne() throws {
        var state = state()
        let query = SearchQuery(text: "南极")
        _ = search("南极", &state)
        _ = search("冬天", &state)
        #expect(search("南极", &state) == [.background(.search(query, request: 3))])

        _ = AppReducer.reduce(&state, .searched(request: 1, query, .success(.hits([hit(0)]))), now: 0)
        #expect(state.search?.status == .searching)
        #expect(state.search?.hits.isEmpty == true)

        _ = AppReducer.reduce(&state, .searched(request: 3, query, .success(.hits([hit(1), hit(2)]))), now: 0)
        #expect(state.search?.hits == [hit(1), hit(2)])
    }

    @Test func resultsComeAsYouTypeOnceTypingPauses() throws {
        var state = state()
        #expect(type("南极", &state, at: 1000).isEmpty, "nothing is searched while keys keep coming")
        let due = try #require(state.nextWakeUp)
        #expect(due <= 1001 + 400, "the pause is short")
        // Before the pause is over, a tick searches nothing.
        #expect(AppReducer.reduce(&state, .tick, now: 1100).isEmpty)
        let effects = AppReducer.reduce(&state, .tick, now: 1001 + 300)
        #expect(effects == [.background(.search(SearchQuery(text: "南极"), request: 1))])
        // The results show under the prompt, which keeps the keyboard.
        #expect(state.prompt?.kind == .search)
        #expect(state.search?.query.text == "南极")
        _ = AppReducer.reduce(
            &state, .searched(request: 1, SearchQuery(text: "南极"), .success(.hits([hit(0)]))), now: 1400)
        #expect(state.search?.hits == [hit(0)])

        // Typing on asks again after the next pause; Enter keeps what typing brought.
        _ = AppReducer.reduce(&state, .typed(.character("站")), now: 1500)
        #expect(
            AppReducer.reduce(&state, .tick, now: 1900) == [.background(.search(SearchQuery(text: "南极站"), request: 2))])
        #expect(AppReducer.reduce(&state, .typed(.enter), now: 2000).isEmpty)
        #expect(state.prompt == nil)
        #expect(state.search?.request == 2)
    }

    @Test func cancellingTheTypingBringsBackWhatWasShownBefore() throws {
        var state = state()
        _ = type("南极", &state)
        _ = AppReducer.reduce(&state, .tick, now: 1000)
        #expect(state.search != nil)
        _ = AppReducer.reduce(&state, .typed(.escape), now: 1001)
        #expect(state.search == nil)
        #expect(state.screen == .home)
    }
}
