import Testing
import ZReaderDomain
import ZReaderModel
import ZReaderScreen
import ZReaderTestSupport

@Suite("Refreshing today keeps what the user looks at")
struct RefreshTests {
    let size = Size(columns: 80, rows: 24)

    /// The screen row of the selected story's first line.
    func selectedRow(_ state: AppState) throws -> Int {
        guard case .story(let position) = state.home.selection else {
            Issue.record("no story selected")
            return -1
        }
        return try #require(state.home.layout.rows(of: position)).lowerBound - state.home.scrollOffset
    }

    @Test func newStoriesArrivingAboveKeepTheSelectedStoryOnItsRow() throws {
        let days = Fixtures.days(olderDays: 3)
        var state = Fixtures.state(size: size, days: days)
        for _ in 0..<5 { _ = AppReducer.reduce(&state, .command(.moveDown), now: 0) }
        let selected = try #require(state.home.selectedSummary)
        let row = try selectedRow(state)

        #expect(AppReducer.reduce(&state, .command(.refresh), now: 0) == [.background(.loadLatest)])
        // Two new stories, one with a long title, arrive at the top of today.
        let fresh = Fixtures.day(Fixtures.today, count: 2, firstID: 9_500_000, longEvery: 2)
        let today = DayFeed(date: Fixtures.today, stories: fresh.stories + days[0].stories)
        _ = AppReducer.reduce(&state, .latestLoaded(.success(LatestFeed(day: today, topStories: []))), now: 0)

        #expect(state.home.selectedSummary?.id == selected.id)
        #expect(try selectedRow(state) == row)
        let frame = ZReaderViewsProbe.render(state)
        #expect(frame.text(ofRow: row).hasPrefix("▌ \(selected.title.string)"))
        #expect(state.status?.text.string == "2 篇新文章 · g 查看", "said, not jumped to")
        #expect(frame.text(ofRow: size.rows - 1).contains("2 篇新文章 · g 查看"))
    }

    @Test func aRefreshWithNothingNewSaysNothing() {
        let days = Fixtures.days(olderDays: 1)
        var state = Fixtures.state(size: size, days: days)

        _ = AppReducer.reduce(&state, .latestLoaded(.success(LatestFeed(day: days[0], topStories: []))), now: 0)

        #expect(state.status == nil)
    }
}

@Suite("Today failing before the cache answers")
struct TodayFailingFirstTests {
    @Test func theMessageSaysTheCacheIsShownOnceItIs() {
        var state = AppState(screenSize: Size(columns: 80, rows: 24))
        _ = AppReducer.reduce(&state, .started, now: 0)
        _ = AppReducer.reduce(&state, .latestLoaded(.failure(.httpStatus(503))), now: 0)
        #expect(state.status?.text.string == "加载失败 (HTTP 503) · 按 r 重试")
        _ = AppReducer.reduce(&state, .cachedHomeLoaded(CachedHome(days: Fixtures.days(olderDays: 1))), now: 0)
        #expect(state.status?.text.string == "加载失败 (HTTP 503) · 显示缓存 · 按 r 重试")
        #expect(state.sourceLabel == "缓存")
    }

    @Test func aConfigProblemOutlivesTheLoadThatSucceedsAndLastsUntilTheUserHasSeenIt() {
        var state = AppState(screenSize: Size(columns: 80, rows: 24))
        _ = AppReducer.reduce(&state, .started, now: 0)
        _ = AppReducer.reduce(&state, .message(StatusMessage("配置文件第 1 行：wheel-step 无效", kind: .warning)), now: 0)
        let today = Fixtures.day(Fixtures.today, count: 3, firstID: 1)
        _ = AppReducer.reduce(&state, .latestLoaded(.success(LatestFeed(day: today, topStories: []))), now: 10)
        #expect(state.status?.text.string == "配置文件第 1 行：wheel-step 无效")
        let frame = ZReaderViewsProbe.render(state)
        #expect(frame.text(ofRow: 23).contains("配置文件第 1 行"))
        // Nobody has pressed a key yet: it stays however long that takes.
        _ = AppReducer.reduce(&state, .tick, now: 60_000)
        #expect(state.status?.kind == .warning)
        _ = AppReducer.reduce(&state, .command(.moveDown), now: 61_000)
        _ = AppReducer.reduce(&state, .tick, now: 61_000 + AppState.errorMessageMilliseconds - 1)
        #expect(state.status?.kind == .warning)
        _ = AppReducer.reduce(&state, .tick, now: 61_000 + AppState.errorMessageMilliseconds)
        #expect(state.status == nil)
    }
}

@Suite("Jumping to a date while a day is in flight")
struct JumpWhileLoadingTests {
    @Test func theDayInFlightIsDroppedAndOnlyThenIsTheNextAskedFor() throws {
        let size = Size(columns: 80, rows: 24)
        let days = Fixtures.days(olderDays: 3)
        var state = Fixtures.state(size: size, days: days)
        _ = AppReducer.reduce(&state, .command(.bottom), now: 0)
        let oldest = try #require(state.home.oldestDate)
        #expect(state.home.olderStatus == .loading(before: oldest))
        let target = try #require(DayStamp(year: 2026, month: 10, day: 1))
        let jumped = Fixtures.day(target, count: 2, firstID: 8_000_000)
        let afterJump = AppReducer.reduce(&state, .jumpedDayLoaded(target, .success(jumped)), now: 0)
        #expect(!afterJump.contains(.background(.loadOlderDay(before: target))), "two older days in flight")
        #expect(state.home.olderStatus == .loading(before: oldest))
        let stale = Fixtures.day(oldest.previous, count: 3, firstID: 7_000_000)
        let afterStale = AppReducer.reduce(&state, .olderDayLoaded(before: oldest, .success(stale)), now: 0)
        #expect(state.home.days.map(\.date) == [target])
        #expect(afterStale == [.background(.loadOlderDay(before: target))])
    }

    @Test func fewerTopStoriesArrivingAboveAJumpPutTheBannerOnAPageThatExists() throws {
        let size = Size(columns: 80, rows: 24)
        var state = Fixtures.state(size: size, days: Fixtures.days(olderDays: 1))
        #expect(Fixtures.topStories.count > 2)
        for _ in 0..<2 { _ = AppReducer.reduce(&state, .command(.bannerNext), now: 0) }
        #expect(state.home.bannerPage == 2)
        let target = try #require(DayStamp(year: 2026, month: 10, day: 1))
        _ = AppReducer.reduce(
            &state, .jumpedDayLoaded(target, .success(Fixtures.day(target, count: 2, firstID: 8_000_000))), now: 0)
        let only = try #require(Fixtures.topStories.last)
        let today = Fixtures.day(Fixtures.today, count: 3, firstID: 9_600_000)
        _ = AppReducer.reduce(&state, .latestLoaded(.success(LatestFeed(day: today, topStories: [only]))), now: 0)
        #expect(state.home.bannerPage == 0)
        #expect(state.home.currentTopStory == only)
    }
}
