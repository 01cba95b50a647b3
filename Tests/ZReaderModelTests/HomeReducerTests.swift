import Testing
import ZReaderDomain
import ZReaderModel
import ZReaderScreen
import ZReaderTestSupport

@Suite("Home screen behaviour")
struct HomeReducerTests {
    let size = Size(columns: 80, rows: 24)

    @Test func startAsksForTodayThenPrefetchesYesterdayWhenTheContentIsShort() {
        var state = AppState(screenSize: size)
        #expect(
            AppReducer.reduce(&state, .started, now: 0) == [
                .background(.loadCachedHome(stories: LoadMoreTrigger.storiesToFill(screenRows: size.rows))),
                .background(.loadLatest),
            ])
        let today = Fixtures.days(olderDays: 0)[0]
        let effects = AppReducer.reduce(
            &state, .latestLoaded(.success(LatestFeed(day: today, topStories: Fixtures.topStories))), now: 0)
        #expect(effects == [.background(.loadOlderDay(before: Fixtures.today))])
        #expect(state.home.olderStatus == .loading(before: Fixtures.today))
    }

    @Test func onlyOneOlderDayIsInFlight() throws {
        var state = Fixtures.state(size: size, days: Fixtures.days(olderDays: 3))
        try #require(state.home.olderStatus == .idle)
        let oldest = try #require(state.home.oldestDate)
        #expect(AppReducer.reduce(&state, .command(.bottom), now: 0) == [.background(.loadOlderDay(before: oldest))])
        #expect(AppReducer.reduce(&state, .command(.bottom), now: 0) == [])
        #expect(AppReducer.reduce(&state, .command(.scrollDown), now: 0) == [])
        #expect(AppReducer.reduce(&state, .mouse(MouseEvent(.wheelDown, at: Point(x: 1, y: 1))), now: 0) == [])
    }

    @Test func aLateAnswerForAnotherDayIsIgnored() {
        var state = Fixtures.state(size: size, days: Fixtures.days(olderDays: 1))
        _ = AppReducer.reduce(&state, .command(.bottom), now: 0)
        #expect(state.home.olderStatus == .loading(before: Fixtures.today.previous))
        let stray = Fixtures.day(DayStamp("20200101")!, count: 3, firstID: 1)
        _ = AppReducer.reduce(&state, .olderDayLoaded(before: DayStamp("20200102")!, .success(stray)), now: 0)
        #expect(state.home.days.count == 2)
    }

    @Test func anEmptyDayEndsHistoryAndAFailureWaitsForRetry() {
        var state = Fixtures.state(size: size, days: Fixtures.days(olderDays: 1))
        let oldest = state.home.oldestDate!
        _ = AppReducer.reduce(&state, .command(.bottom), now: 0)
        #expect(state.home.olderStatus == .loading(before: oldest))
        _ = AppReducer.reduce(&state, .olderDayLoaded(before: oldest, .failure(.httpStatus(500))), now: 0)
        #expect(state.home.olderStatus == .failed(before: oldest, .httpStatus(500)))
        #expect(AppReducer.reduce(&state, .command(.bottom), now: 0) == [])
        #expect(AppReducer.reduce(&state, .command(.refresh), now: 0) == [.background(.loadOlderDay(before: oldest))])
        _ = AppReducer.reduce(
            &state, .olderDayLoaded(before: oldest, .success(DayFeed(date: oldest.previous, stories: []))), now: 0)
        #expect(state.home.olderStatus == .exhausted)
        #expect(AppReducer.reduce(&state, .command(.bottom), now: 0) == [])
    }

    @Test func appendingADayDoesNotMoveTheView() {
        var state = Fixtures.state(size: size, days: Fixtures.days(olderDays: 1))
        _ = AppReducer.reduce(&state, .command(.bottom), now: 0)
        let offset = state.home.scrollOffset
        let selection = state.home.selection
        guard case .loading(let before) = state.home.olderStatus else {
            Issue.record("no load started")
            return
        }
        _ = AppReducer.reduce(
            &state,
            .olderDayLoaded(before: before, .success(Fixtures.day(before.previous, count: 8, firstID: 7_000_000))),
            now: 0)
        #expect(state.home.scrollOffset == offset)
        #expect(state.home.selection == selection)
        #expect(state.home.days.count == 3)
    }

    @Test func jAndKWalkTheBannerThenStoriesAcrossDaysKeepingTheSelectionVisible() {
        var state = Fixtures.state(size: size, days: Fixtures.days(olderDays: 2))
        #expect(state.home.selection == .banner)
        for _ in 0..<12 {
            _ = AppReducer.reduce(&state, .command(.moveDown), now: 0)
            #expect(state.home.isVisible(state.home.selection))
        }
        #expect(state.home.selection == .story(StoryPosition(section: 1, index: 3)))
        for _ in 0..<12 {
            _ = AppReducer.reduce(&state, .command(.moveUp), now: 0)
            #expect(state.home.isVisible(state.home.selection))
        }
        #expect(state.home.selection == .banner)
        #expect(state.home.scrollOffset == 0)
    }

    @Test func scrollingARowMovesTheSelectionOnlyWhenItLeavesTheView() {
        var state = Fixtures.state(size: size, days: Fixtures.days(olderDays: 2))
        _ = AppReducer.reduce(&state, .command(.moveDown), now: 0)
        let first = state.home.selection
        _ = AppReducer.reduce(&state, .command(.scrollDown), now: 0)
        #expect(state.home.scrollOffset == 1)
        #expect(state.home.selection == first)
        for _ in 0..<20 { _ = AppReducer.reduce(&state, .command(.scrollDown), now: 0) }
        #expect(state.home.selection != first)
        #expect(state.home.isVisible(state.home.selection))
    }

    @Test func resizeKeepsTheSelectedStoryOnScreen() {
        var state = Fixtures.state(size: Size(columns: 120, rows: 40), days: Fixtures.days(olderDays: 3))
        for _ in 0..<20 { _ = AppReducer.reduce(&state, .command(.moveDown), now: 0) }
        let selected = state.home.selection
        for size in [Size(columns: 40, rows: 10), Size(columns: 200, rows: 60), Size(columns: 20, rows: 8)] {
            _ = AppReducer.reduce(&state, .resized(size), now: 0)
            #expect(state.home.selection == selected)
            #expect(state.home.isVisible(selected))
        }
    }

    @Test func bannerTurnsEveryFiveSecondsWhileVisibleAndWithHAndL() {
        var state = Fixtures.state(size: size, days: Fixtures.days(olderDays: 1))
        #expect(state.home.bannerTurnsAt == Preferences().bannerTurnMilliseconds)
        _ = AppReducer.reduce(&state, .tick, now: 4999)
        #expect(state.home.bannerPage == 0)
        _ = AppReducer.reduce(&state, .tick, now: 5000)
        #expect(state.home.bannerPage == 1)
        _ = AppReducer.reduce(&state, .command(.bannerPrevious), now: 6000)
        _ = AppReducer.reduce(&state, .command(.bannerPrevious), now: 6000)
        #expect(state.home.bannerPage == 4)
        _ = AppReducer.reduce(&state, .command(.bannerNext), now: 6000)
        #expect(state.home.bannerPage == 0)
        #expect(state.home.bannerTurnsAt == 11000)
    }

    /// `k` back up to a day's first story keeps the blank row between it and the day's bar (the
    /// pinned header), as `j` down to it does.
    @Test func upToADaysFirstStoryKeepsTheBlankRowUnderItsBar() throws {
        var state = Fixtures.state(size: size, days: Fixtures.days(olderDays: 2))
        let yesterday = StoryPosition(section: 1, index: 0)
        // Down past it, then up to it: each story above is scrolled down to.
        while state.home.selection != .story(StoryPosition(section: 2, index: 2)) {
            _ = AppReducer.reduce(&state, .command(.moveDown), now: 0)
        }
        while state.home.selection != .story(yesterday) {
            _ = AppReducer.reduce(&state, .command(.moveUp), now: 0)
        }
        let rows = try #require(state.home.layout.rows(of: yesterday))
        #expect(rows.lowerBound - state.home.scrollOffset == HomeLayout.barHeight + HomeLayout.gapHeight)
        // Under the bar, the blank row: no story's row, no header's.
        let underBar = state.home.visibleRows(atOffset: state.home.scrollOffset).lowerBound
        #expect(underBar == rows.lowerBound - 1)
        #expect(state.home.layout.story(atRow: underBar) == nil)
        #expect(state.home.layout.sections[1].top < underBar, "the day's own header is the bar above it")
    }

    /// The selection starts on the banner, which plays there; chosen (moved onto, flipped,
    /// clicked) it holds still until the selection leaves it.
    @Test func theBannerHoldsStillWhileTheUserHasChosenIt() {
        var state = Fixtures.state(size: size, days: Fixtures.days(olderDays: 1))
        _ = AppReducer.reduce(&state, .tick, now: 5000)
        #expect(state.home.selection == .banner)
        #expect(state.home.bannerPage == 1, "it plays at start, the selection on it by no one's choice")
        _ = AppReducer.reduce(&state, .command(.moveDown), now: 5100)
        _ = AppReducer.reduce(&state, .command(.moveUp), now: 5200)
        #expect(state.home.selection == .banner)
        _ = AppReducer.reduce(&state, .tick, now: 10_000)
        _ = AppReducer.reduce(&state, .tick, now: 30_000)
        #expect(state.home.bannerPage == 1, "moved onto, it holds")
        _ = AppReducer.reduce(&state, .command(.bannerNext), now: 30_100)
        _ = AppReducer.reduce(&state, .tick, now: 60_000)
        #expect(state.home.bannerPage == 2, "flipped, it stays where it was flipped to")
        _ = AppReducer.reduce(&state, .command(.moveDown), now: 60_100)
        _ = AppReducer.reduce(&state, .tick, now: 70_000)
        #expect(state.home.bannerPage == 3, "the selection left: it plays again")

        var clicked = Fixtures.state(size: size, days: Fixtures.days(olderDays: 1))
        _ = AppReducer.reduce(&clicked, .command(.moveDown), now: 0)
        _ = AppReducer.reduce(&clicked, .mouse(MouseEvent(.click, at: Point(x: 10, y: 3))), now: 100)
        #expect(clicked.home.selection == .banner)
        _ = AppReducer.reduce(&clicked, .tick, now: 20_000)
        #expect(clicked.home.bannerPage == 0, "clicked, it holds")
    }

    @Test func enterOpensTheSelectionAndBackReturnsToTheSamePlace() {
        var state = Fixtures.state(size: size, days: Fixtures.days(olderDays: 2))
        for _ in 0..<9 { _ = AppReducer.reduce(&state, .command(.moveDown), now: 0) }
        let home = state.home
        guard case .story(let position) = home.selection, let story = home.story(at: position) else {
            Issue.record("no story selected")
            return
        }
        let opening: [Effect] = [
            .background(.loadStory(story.id)), .background(.loadExtra(story.id)), .background(.markRead(story.id)),
        ]
        #expect(AppReducer.reduce(&state, .command(.open), now: 0) == opening)
        #expect(state.reader?.storyID == story.id)
        _ = AppReducer.reduce(&state, .command(.back), now: 0)
        #expect(state.reader == nil)
        #expect(state.home.scrollOffset == home.scrollOffset)
        #expect(state.home.selection == home.selection)
        #expect(state.home.readStories.contains(story.id))
    }

    @Test func clickSelectsAndASecondClickOpens() throws {
        var state = Fixtures.state(size: size, days: Fixtures.days(olderDays: 1))
        let rows = try #require(state.home.layout.rows(of: StoryPosition(section: 0, index: 2)))
        let point = Point(x: 5, y: rows.lowerBound - state.home.scrollOffset)
        #expect(AppReducer.reduce(&state, .mouse(MouseEvent(.click, at: point)), now: 0).isEmpty)
        #expect(state.home.selection == .story(StoryPosition(section: 0, index: 2)))
        let effects = AppReducer.reduce(&state, .mouse(MouseEvent(.click, at: point)), now: 0)
        let id = state.home.days[0].stories[2].id
        #expect(effects == [.background(.loadStory(id)), .background(.loadExtra(id)), .background(.markRead(id))])
    }

    @Test func aLateSecondAnswerForTheOpenStoryKeepsTheReadingPlace() {
        var state = Fixtures.state(size: size, days: Fixtures.days(olderDays: 1))
        _ = AppReducer.reduce(&state, .command(.moveDown), now: 0)
        _ = AppReducer.reduce(&state, .command(.open), now: 0)
        let id = state.reader!.storyID
        let paragraphs = (0..<40).map { ArticleBlock.paragraph([InlineSpan("第 \($0) 段。")]) }
        let story = LoadedStory(detail: StoryDetail(id: id, title: "标题"), article: Article(blocks: paragraphs))
        _ = AppReducer.reduce(&state, .storyLoaded(id, .success(story)), now: 0)
        _ = AppReducer.reduce(&state, .command(.pageDown), now: 0)
        let offset = state.reader!.scrollOffset
        #expect(offset > 0)
        _ = AppReducer.reduce(&state, .storyLoaded(id, .success(story)), now: 0)
        _ = AppReducer.reduce(&state, .storyLoaded(id, .failure(.timeout)), now: 0)
        #expect(state.reader?.scrollOffset == offset)
        #expect(state.reader?.content == .loaded(story))
    }
}
