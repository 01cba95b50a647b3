import Testing
import ZReaderDomain
import ZReaderModel
import ZReaderScreen
import ZReaderTestSupport

/// A run of the app's state against a data store, started as zreader starts (the cache's list,
/// then the network's) and quit as `ReaderCommand` quits: the home list's place is kept then.
private struct HomeRun {
    var state: AppState
    let store: MemoryUserDataStore

    /// Starts at `size` with `cached` from the cache; the network's answer waits for `answer`.
    init(store: MemoryUserDataStore, size: Size, cached: [DayFeed]) throws {
        self.init(store: store, size: size)
        try loadCache(cached)
    }

    /// Starts at `size`, with neither the cache's list nor the network's yet.
    init(store: MemoryUserDataStore, size: Size) {
        self.store = store
        state = Fixtures.state(size: size, days: [])
    }

    mutating func loadCache(_ cached: [DayFeed]) throws {
        dispatch(
            .cachedHomeLoaded(
                CachedHome(days: cached, topStories: Fixtures.topStories, homePlace: try store.homePlace())))
    }

    mutating func dispatch(_ action: Action) {
        _ = AppReducer.reduce(&state, action, now: state.clock)
    }

    /// Today's list from the network.
    mutating func answer(_ day: DayFeed) {
        dispatch(.latestLoaded(.success(LatestFeed(day: day, topStories: Fixtures.topStories, origin: .network))))
    }

    mutating func quit() throws {
        dispatch(.quitSignalled)
        try store.rememberHomePlace(state.home.placeToKeep)
    }

    var selectedTitle: String? { state.home.selectedSummary?.title.string }

    /// The screen row of the selected story's first line, when it is on screen.
    var selectedRow: Int? {
        guard case .story(let position) = state.home.selection, state.home.isVisible(state.home.selection),
            let rows = state.home.layout.rows(of: position)
        else { return nil }
        return rows.lowerBound - state.home.scrollOffset
    }
}

@Suite("The home list reopens where it was left, on the same Zhihu day")
struct HomePlaceTests {
    let days = Fixtures.days(olderDays: 2)

    /// A run quit with the 11th story (yesterday's third) selected, scrolled so that it sits
    /// mid-screen.
    private func leftMidList(_ store: MemoryUserDataStore, size: Size = Size(columns: 80, rows: 30)) throws -> (
        title: String, row: Int
    ) {
        var first = try HomeRun(store: store, size: size, cached: days)
        first.answer(days[0])
        for _ in 0..<11 { first.dispatch(.command(.moveDown)) }
        first.dispatch(.command(.scrollDown))
        first.dispatch(.command(.scrollDown))
        let title = try #require(first.selectedTitle)
        let row = try #require(first.selectedRow)
        #expect(title == days[1].stories[2].title.string)
        #expect(first.state.home.scrollOffset > 0)
        try first.quit()
        return (title, row)
    }

    @Test func restartedTheSameDayTheSameStoryIsSelectedOnTheSameRow() throws {
        let store = MemoryUserDataStore()
        let left = try leftMidList(store)

        var second = try HomeRun(store: store, size: Size(columns: 80, rows: 30), cached: days)
        // Put back from the cache's list, before the network answers…
        #expect(second.selectedTitle == left.title)
        #expect(second.selectedRow == left.row)
        // …and still there once it has answered the same day.
        second.answer(days[0])
        #expect(second.selectedTitle == left.title)
        #expect(second.selectedRow == left.row)
    }

    @Test func restartedWithoutACacheTheNetworksListIsPutBack() throws {
        let store = MemoryUserDataStore()
        var first = try HomeRun(store: store, size: Size(columns: 80, rows: 30), cached: [])
        first.answer(days[0])
        for _ in 0..<6 { first.dispatch(.command(.moveDown)) }
        let title = try #require(first.selectedTitle)
        let row = try #require(first.selectedRow)
        try first.quit()

        var second = try HomeRun(store: store, size: Size(columns: 80, rows: 30), cached: [])
        #expect(second.state.home.days.isEmpty)
        second.answer(days[0])
        #expect(second.selectedTitle == title)
        #expect(second.selectedRow == row)
    }

    @Test func restartedOnTheNextZhihuDayTheListStartsAtTheTop() throws {
        let store = MemoryUserDataStore()
        _ = try leftMidList(store)
        let tomorrow = Fixtures.day(Fixtures.today.next, count: 8, firstID: 9_500_000)

        // The cache already holds the next day.
        let fromCache = try HomeRun(store: store, size: Size(columns: 80, rows: 30), cached: [tomorrow] + days)
        #expect(fromCache.state.home.selection == .banner)
        #expect(fromCache.state.home.scrollOffset == 0)

        // The cache still shows the day the place was kept on, and the network brings the next.
        var fromNetwork = try HomeRun(store: store, size: Size(columns: 80, rows: 30), cached: days)
        fromNetwork.answer(tomorrow)
        #expect(fromNetwork.state.home.selection == .banner)
        #expect(fromNetwork.state.home.scrollOffset == 0)
    }

    @Test func todaysAnswerBeforeTheCachesListStillFindsAStoryDaysDown() throws {
        let store = MemoryUserDataStore()
        let left = try leftMidList(store)
        var second = HomeRun(store: store, size: Size(columns: 80, rows: 30))
        second.answer(days[0])
        #expect(second.state.home.days.count == 1)
        try second.loadCache(days)
        #expect(second.selectedTitle == left.title)
        #expect(second.selectedRow == left.row)
    }

    @Test func aStoryNoLongerListedStartsAtTheTop() throws {
        let store = MemoryUserDataStore()
        _ = try leftMidList(store)
        let without = days.map { day in
            DayFeed(date: day.date, stories: day.stories.filter { $0.id != days[1].stories[2].id })
        }
        var second = try HomeRun(store: store, size: Size(columns: 80, rows: 30), cached: without)
        second.answer(without[0])
        #expect(second.state.home.selection == .banner)
        #expect(second.state.home.scrollOffset == 0)
    }

    @Test func aSmallerTerminalStillShowsTheStorySelected() throws {
        let store = MemoryUserDataStore()
        let left = try leftMidList(store, size: Size(columns: 120, rows: 50))
        #expect(left.row > 14, "the story sat below where a 16-row screen ends")

        var second = try HomeRun(store: store, size: Size(columns: 60, rows: 16), cached: days)
        second.answer(days[0])
        #expect(second.selectedTitle == left.title)
        let row = try #require(second.selectedRow, "the story is selected but off screen")
        #expect(row < 16)
    }

    @Test func aKeyBeforeTheNetworkAnswersKeepsWhereTheUserWent() throws {
        let store = MemoryUserDataStore()
        let left = try leftMidList(store)
        var second = try HomeRun(store: store, size: Size(columns: 80, rows: 30), cached: days)
        #expect(second.selectedTitle == left.title)
        second.dispatch(.command(.moveDown))
        let moved = second.selectedTitle
        second.answer(days[0])
        #expect(second.selectedTitle == moved)
        #expect(moved != left.title)
    }

    @Test func quitAtTheTopOrAfterAJumpKeepsNoPlace() throws {
        let store = MemoryUserDataStore()
        var run = try HomeRun(store: store, size: Size(columns: 80, rows: 30), cached: days)
        run.answer(days[0])
        try run.quit()
        #expect(try store.homePlace() == nil)

        run.dispatch(.command(.moveDown))
        run.dispatch(.command(.moveDown))
        #expect(run.state.home.placeToKeep != nil)
        run.dispatch(.jumpedDayLoaded(days[2].date, .success(days[2])))
        #expect(run.state.home.placeToKeep == nil)
    }
}
