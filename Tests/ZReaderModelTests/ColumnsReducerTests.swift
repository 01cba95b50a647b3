import Testing
import ZReaderDomain
import ZReaderModel
import ZReaderScreen
import ZReaderTestSupport

/// The columns screen (栏目总览): opened from home by its key and from a story's column in the
/// reader, a column's stories paged back in time, Enter reads, back returns where it came from.
@Suite("The columns screen")
struct ColumnsReducerTests {
    let size = Size(columns: 80, rows: 24)
    let xiache = DailyColumn(id: 2, name: "瞎扯", description: "每天一期")
    let xiaoshi = DailyColumn(id: 35, name: "小事")

    func page(_ ids: Range<Int>, from day: DayStamp, next timestamp: Int?) -> ColumnPage {
        var date = day
        let stories = ids.map { id -> ColumnStory in
            defer { date = date.previous }
            return ColumnStory(story: StorySummary(id: StoryID(id), title: "瞎扯 · 如何正确地吐槽"), date: date)
        }
        let next = timestamp.flatMap { value in
            stories.last.map { ColumnCursor(timestamp: value, date: $0.date, id: $0.story.id) }
        }
        return ColumnPage(stories: stories, next: next, origin: .network)
    }

    func reduce(_ state: inout AppState, _ action: Action) -> [BackgroundEffect] {
        AppReducer.reduce(&state, action, now: 0).compactMap {
            if case .background(let work) = $0, case .loadPicture = work {
                nil
            } else if case .background(let work) = $0 {
                work
            } else {
                nil
            }
        }
    }

    @Test func fromHomeTheListThenAColumnPagedBackThenBack() throws {
        var state = Fixtures.state(size: size, days: Fixtures.days(olderDays: 1))
        #expect(state.keyMap.command(for: .character("C"), in: .home) == .show(.columns))
        #expect(reduce(&state, .command(.show(.columns))) == [.loadColumns])
        #expect(state.screen == .panel(.columns))
        #expect(state.columns?.isLoading == true)
        _ = reduce(&state, .columnsLoaded(.success(ColumnList(columns: [xiaoshi, xiache], origin: .network))))
        #expect(state.columns?.columns.map(\.name) == ["小事", "瞎扯"])
        _ = reduce(&state, .command(.moveDown))
        #expect(reduce(&state, .command(.open)) == [.loadColumnStories(xiache, after: nil)])
        let first = page(100..<120, from: Fixtures.today, next: 1_795_000_000)
        _ = reduce(&state, .columnStoriesLoaded(xiache, after: nil, .success(first)))
        #expect(state.columns?.opened?.stories.count == 20)
        // To the end: the next page is asked for once, after the last story shown.
        let effects = reduce(&state, .command(.bottom))
        #expect(effects == [.loadColumnStories(xiache, after: first.next)])
        #expect(reduce(&state, .command(.moveUp)) == [])
        let last = page(120..<125, from: try #require(first.stories.last?.date.previous), next: nil)
        _ = reduce(&state, .columnStoriesLoaded(xiache, after: first.next, .success(last)))
        #expect(state.columns?.opened?.stories.count == 25)
        #expect(state.columns?.opened?.status == .complete)
        #expect(reduce(&state, .command(.bottom)) == [])
        // Back: the list, then home.
        _ = reduce(&state, .command(.back))
        #expect(state.columns?.opened == nil)
        #expect(state.columns?.selectedColumn == xiache)
        _ = reduce(&state, .command(.back))
        #expect(state.screen == .home)
    }

    @Test func enterReadsAStoryWithItsDayAndItIsMarkedRead() throws {
        var state = Fixtures.state(size: size, days: Fixtures.days(olderDays: 0))
        _ = reduce(&state, .command(.show(.columns)))
        _ = reduce(&state, .columnsLoaded(.success(ColumnList(columns: [xiache], origin: .network))))
        _ = reduce(&state, .command(.open))
        let old = try #require(DayStamp("20230815"))
        _ = reduce(
            &state,
            .columnStoriesLoaded(xiache, after: nil, .success(page(9_764_592..<9_764_594, from: old, next: nil))))
        _ = reduce(&state, .command(.moveDown))
        #expect(reduce(&state, .command(.open)).contains(.loadStory(StoryID(9_764_593))))
        #expect(state.screen == .reader)
        #expect(state.reader?.listDate == old.previous)
        #expect(state.home.readStories.contains(StoryID(9_764_593)))
        _ = reduce(&state, .command(.back))
        #expect(state.screen == .panel(.columns))
        #expect(state.columns?.opened?.position.selection == 1)
    }

    @Test func aFailedPageIsAskedForAgainWithRAndALateAnswerForAnotherColumnIsIgnored() throws {
        var state = Fixtures.state(size: size, days: Fixtures.days(olderDays: 0))
        _ = reduce(&state, .command(.show(.columns)))
        _ = reduce(&state, .columnsLoaded(.success(ColumnList(columns: [xiache, xiaoshi], origin: .network))))
        _ = reduce(&state, .command(.open))
        _ = reduce(
            &state, .columnStoriesLoaded(xiaoshi, after: nil, .success(page(1..<3, from: Fixtures.today, next: nil))))
        #expect(state.columns?.opened?.stories.isEmpty == true)
        _ = reduce(&state, .columnStoriesLoaded(xiache, after: nil, .failure(.offline)))
        #expect(state.columns?.opened?.status == .failed(.offline))
        #expect(reduce(&state, .command(.refresh)) == [.loadColumnStories(xiache, after: nil)])
    }

    @Test func aRefreshThatFailsKeepsTheListShown() {
        var state = Fixtures.state(size: size, days: Fixtures.days(olderDays: 0))
        _ = reduce(&state, .command(.show(.columns)))
        _ = reduce(&state, .columnsLoaded(.success(ColumnList(columns: [xiache, xiaoshi], origin: .cache))))
        #expect(reduce(&state, .command(.refresh)) == [.loadColumns])
        #expect(state.columns?.isLoading == true)
        _ = reduce(&state, .columnsLoaded(.failure(.offline)))
        #expect(state.columns?.columns == [xiache, xiaoshi])
        #expect(state.columns?.status == .failed(.offline))
        #expect(state.columns?.isLoading == false)
    }

    /// From a story, its column; back from the column is the story, where it was.
    @Test func fromTheReaderItsColumnAndBackToTheStoryWhereItWas() throws {
        var days = Fixtures.days(olderDays: 0)
        days[0].stories[0].title = "瞎扯 · 如何正确地吐槽"
        var state = Fixtures.state(size: size, days: days)
        _ = reduce(&state, .command(.moveDown))
        _ = reduce(&state, .command(.open))
        let story = try #require(state.reader?.storyID)
        let body = StoryDetail(id: story, title: "瞎扯 · 如何正确地吐槽", body: String(repeating: "<p>正文很长。</p>", count: 80))
        _ = reduce(
            &state,
            .storyLoaded(
                story,
                .success(
                    LoadedStory(
                        detail: body, article: Article(blocks: (0..<80).map { _ in .paragraph([InlineSpan("正文很长。")]) }))
                )))
        _ = reduce(&state, .command(.pageDown))
        let scrolled = try #require(state.reader?.scrollOffset)
        #expect(scrolled > 0)
        #expect(state.keyMap.command(for: .character("C"), in: .reader) == .storyColumn)
        let column = DailyColumn(name: "瞎扯")
        let place = try #require(state.reader?.placeToKeep)
        // The story set aside keeps its place, in case the user quits from the column.
        #expect(
            reduce(&state, .command(.storyColumn)) == [
                .loadColumnStories(column, after: nil), .loadColumns, .rememberPlace(story, place),
            ])
        #expect(state.screen == .panel(.columns))
        #expect(state.columns?.opened?.column == column)
        #expect(state.stack.returnsOnClose)
        _ = reduce(
            &state, .columnStoriesLoaded(column, after: nil, .success(page(100..<105, from: Fixtures.today, next: nil)))
        )
        // A story of the column, read and left: the column again.
        _ = reduce(&state, .command(.open))
        #expect(state.reader?.storyID == StoryID(100))
        _ = reduce(&state, .command(.back))
        #expect(state.screen == .panel(.columns))
        // Back from the column: the first story, scrolled where it was, even after a resize.
        _ = reduce(&state, .resized(Size(columns: 100, rows: 30)))
        _ = reduce(&state, .command(.back))
        #expect(state.screen == .reader)
        #expect(state.reader?.storyID == story)
        #expect(state.reader?.screenSize == Size(columns: 100, rows: 30))
        #expect(!state.stack.returnsOnClose)
        _ = reduce(&state, .command(.back))
        #expect(state.screen == .home)
    }

    @Test func aClickOnTheHeadersColumnOpensItAndAStoryWithoutOneOpensTheList() throws {
        var days = Fixtures.days(olderDays: 0)
        days[0].stories[0].title = "小事 · 那年的雪"
        var state = Fixtures.state(size: size, days: days)
        _ = reduce(&state, .command(.moveDown))
        _ = reduce(&state, .command(.open))
        #expect(reduce(&state, .mouse(MouseEvent(.click, at: Point(x: 10, y: 5)))) == [])
        #expect(
            reduce(&state, .mouse(MouseEvent(.click, at: Point(x: 10, y: ReaderState.columnRow))))
                == [.loadColumnStories(DailyColumn(name: "小事"), after: nil), .loadColumns])
        // Back to the story, back home, and a story without a column.
        _ = reduce(&state, .command(.back))
        #expect(state.screen == .reader)
        _ = reduce(&state, .command(.back))
        _ = reduce(&state, .command(.moveDown))
        _ = reduce(&state, .command(.open))
        #expect(state.reader?.column == nil)
        #expect(reduce(&state, .command(.storyColumn)) == [.loadColumns])
        #expect(state.columns?.opened == nil)
    }

    /// The story was still loading when its column was opened: its page, answered meanwhile to
    /// nobody, is asked for again on the way back.
    @Test func aStoryStillLoadingIsAskedForAgainOnTheWayBack() throws {
        var days = Fixtures.days(olderDays: 0)
        days[0].stories[0].title = "瞎扯 · 如何正确地吐槽"
        var state = Fixtures.state(size: size, days: days)
        _ = reduce(&state, .command(.moveDown))
        _ = reduce(&state, .command(.open))
        let story = try #require(state.reader?.storyID)
        _ = reduce(&state, .command(.storyColumn))
        let page = StoryDetail(id: story, title: "瞎扯 · 如何正确地吐槽", body: "<p>正文</p>")
        _ = reduce(&state, .storyLoaded(story, .success(LoadedStory(detail: page, article: Article(blocks: [])))))
        #expect(reduce(&state, .command(.back)) == [.loadStory(story), .loadExtra(story)])
        #expect(state.reader?.content == .loading)
    }

    /// A chain of columns opened from stories keeps at most eight ways back.
    @Test func returnsAreBounded() throws {
        var days = Fixtures.days(olderDays: 0)
        days[0].stories[0].title = "瞎扯 · 如何正确地吐槽"
        var state = Fixtures.state(size: size, days: days)
        _ = reduce(&state, .command(.moveDown))
        _ = reduce(&state, .command(.open))
        for round in 0..<20 {
            _ = reduce(&state, .command(.storyColumn))
            let column = DailyColumn(name: "瞎扯")
            _ = reduce(
                &state,
                .columnStoriesLoaded(
                    column, after: nil, .success(page(200 + round..<201 + round, from: Fixtures.today, next: nil))))
            _ = reduce(&state, .command(.open))
            #expect(state.screen == .reader)
        }
        var backs = 0
        while state.screen != .home, backs < 100 {
            _ = reduce(&state, .command(.back))
            backs += 1
        }
        // Each level is a reader over a column, two backs: the one shown and the eight kept, the
        // last back of the oldest going home (the first story is let go).
        #expect(backs == 2 * (1 + 8), "\(backs)")
    }
}
