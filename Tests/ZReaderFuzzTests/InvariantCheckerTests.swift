import Testing
import ZReaderDomain
import ZReaderFuzz
import ZReaderScreen
import ZReaderViews

// The only tests that reach into the state's internals: they break, on purpose, states that no
// sequence of actions can break, to show that the checks would notice.
@testable import ZReaderModel

/// The checks must be able to fail: each test breaks one invariant on purpose.
@Suite("Invariant checks catch broken states and frames")
struct InvariantCheckerTests {
    static let size = Size(columns: 80, rows: 24)
    static let today = DayStamp(year: 2026, month: 11, day: 30) ?? DayStamp.firstIssue

    static func story(_ id: Int) -> StorySummary {
        StorySummary(id: StoryID(id), title: "第 \(id) 篇", hint: "作者 · 3 分钟阅读")
    }

    /// A started app with three days in the cache, no top stories, and today still loading.
    static func loadedState(keyMap: KeyMap = .standard) -> (state: AppState, outstanding: [BackgroundEffect]) {
        var state = AppState(screenSize: size, keyMap: keyMap)
        var outstanding = background(AppReducer.reduce(&state, .started, now: 0))
        let days = (0..<3).map { day in
            DayFeed(
                date: (0..<day).reduce(today) { date, _ in date.previous },
                stories: (0..<6).map { story(day * 10 + $0) })
        }
        outstanding.removeAll { if case .loadCachedHome = $0 { true } else { false } }
        outstanding += background(AppReducer.reduce(&state, .cachedHomeLoaded(CachedHome(days: days)), now: 0))
        return (state, outstanding)
    }

    static func background(_ effects: [Effect]) -> [BackgroundEffect] {
        effects.compactMap { if case .background(let work) = $0 { work } else { nil } }
    }

    static func check(_ state: AppState, frame: ScreenBuffer? = nil, outstanding: [BackgroundEffect])
        -> InvariantViolation?
    {
        guard let frame else { return InvariantChecker.check(state, outstanding: outstanding) }
        return InvariantChecker.check(state, frame: frame, outstanding: outstanding)
    }

    @Test func aConsistentStatePasses() {
        let (state, outstanding) = InvariantCheckerTests.loadedState()
        #expect(InvariantCheckerTests.check(state, outstanding: outstanding) == nil)
    }

    @Test func aContinuationCellAfterANarrowCellIsCaught() {
        var frame = ScreenBuffer(size: Size(columns: 10, rows: 2))
        frame.write("ab", at: Point(x: 0, y: 1), style: .plain)
        frame.fill(Rect(x: 2, y: 1, width: 1, height: 1), with: Cell(grapheme: " ", width: 0))
        #expect(InvariantChecker.checkCells(frame)?.invariant == .wideCells)
    }

    @Test func aWideCellInTheLastColumnIsCaught() {
        var frame = ScreenBuffer(size: Size(columns: 10, rows: 2))
        frame.fill(Rect(x: 9, y: 0, width: 1, height: 1), with: Cell(grapheme: "字", width: 2))
        #expect(InvariantChecker.checkCells(frame)?.invariant == .wideCells)
    }

    @Test(arguments: ["\u{7}", "\u{85}", "\u{7F}", "\r\n", "a\u{300}\u{301}\u{302}\u{303}\u{304}\u{305}"])
    func aGraphemeUnfitForACellIsCaught(_ text: String) {
        var frame = ScreenBuffer(size: Size(columns: 10, rows: 2))
        frame.fill(Rect(x: 4, y: 1, width: 1, height: 1), with: Cell(grapheme: Character(text), width: 1))
        #expect(InvariantChecker.checkCells(frame)?.invariant == .cellGraphemes)
    }

    @Test(arguments: ["\u{301}", "\u{600}", "字"])
    func aGraphemeOfAnotherWidthThanItsCellIsCaught(_ text: String) {
        var frame = ScreenBuffer(size: Size(columns: 10, rows: 2))
        frame.fill(Rect(x: 4, y: 1, width: 1, height: 1), with: Cell(grapheme: Character(text), width: 1))
        #expect(InvariantChecker.checkCells(frame)?.invariant == .cellWidths)
        #expect(InvariantChecker.checkCells(frame, ignoring: [.cellWidths]) == nil)
    }

    @Test func twoOlderDaysInFlightAreCaught() {
        let (state, outstanding) = InvariantCheckerTests.loadedState()
        let twice = outstanding + [.loadOlderDay(before: InvariantCheckerTests.today)]
        #expect(InvariantCheckerTests.check(state, outstanding: twice)?.invariant == .oneOlderDayLoad)
    }

    @Test func aSpinnerWithNothingInFlightIsCaught() {
        let (state, outstanding) = InvariantCheckerTests.loadedState()
        let withoutLatest = outstanding.filter { $0 != .loadLatest }
        #expect(InvariantCheckerTests.check(state, outstanding: withoutLatest)?.invariant == .noStuckLoad)
    }

    @Test func aSelectionOfAMissingStoryIsCaught() {
        var (state, outstanding) = InvariantCheckerTests.loadedState()
        state.home.selection = .story(StoryPosition(section: 7, index: 0))
        #expect(InvariantCheckerTests.check(state, outstanding: outstanding)?.invariant == .selection)
        state.home.replaceTopStories([])
        state.home.selection = .banner
        #expect(InvariantCheckerTests.check(state, outstanding: outstanding)?.invariant == .selection)
    }

    @Test func aFrameOfTheWrongSizeIsCaught() {
        let (state, outstanding) = InvariantCheckerTests.loadedState()
        let frame = ScreenBuffer(size: Size(columns: 80, rows: 23))
        #expect(InvariantCheckerTests.check(state, frame: frame, outstanding: outstanding)?.invariant == .frameSize)
    }

    @Test func aMissingTopBarIsCaught() {
        var (state, outstanding) = InvariantCheckerTests.loadedState()
        outstanding += InvariantCheckerTests.background(AppReducer.reduce(&state, .command(.halfPageDown), now: 0))
        outstanding += InvariantCheckerTests.background(AppReducer.reduce(&state, .command(.halfPageDown), now: 0))
        #expect(state.home.scrollOffset >= state.home.layout.bannerHeight)
        #expect(InvariantCheckerTests.check(state, outstanding: outstanding) == nil)
        let blank = ScreenBuffer(size: state.screenSize)
        #expect(InvariantCheckerTests.check(state, frame: blank, outstanding: outstanding)?.invariant == .topChrome)
    }

    @Test func aStatusLineNamingAnUnboundKeyIsCaught() {
        let unbound = KeyMap.standard.remapped(by: [KeyRemap(screen: nil, command: .quit, keys: [])]).map
        let (state, outstanding) = InvariantCheckerTests.loadedState(keyMap: unbound)
        #expect(InvariantCheckerTests.check(state, outstanding: outstanding) == nil)
        // The frame of the same state with zreader's own keys: its status line offers `q 退出`.
        let standardFrame = AppView.render(InvariantCheckerTests.loadedState().state, depth: .trueColor)
        #expect(
            InvariantCheckerTests.check(state, frame: standardFrame, outstanding: outstanding)?.invariant == .footerKeys
        )
    }

    @Test func aMissingHelpOverlayIsCaught() {
        var (state, outstanding) = InvariantCheckerTests.loadedState()
        state.stack.setHelpShown(true)
        #expect(InvariantCheckerTests.check(state, outstanding: outstanding) == nil)
        var frame = ScreenBuffer(size: state.screenSize)
        frame.write("┌─┐", at: Point(x: 0, y: 0), style: .plain)
        #expect(InvariantCheckerTests.check(state, frame: frame, outstanding: outstanding)?.invariant == .helpOverlay)
    }

    @Test func commentsWithoutTheirReaderAreCaught() {
        var (state, outstanding) = InvariantCheckerTests.loadedState()
        _ = AppReducer.reduce(&state, .command(.open), now: 0)
        _ = AppReducer.reduce(&state, .command(.openComments), now: 0)
        state.stack.updateReading {
            $0.reader = ReaderState(summary: InvariantCheckerTests.story(99), screenSize: state.screenSize)
        }
        #expect(state.comments != nil)
        #expect(InvariantCheckerTests.check(state, outstanding: outstanding)?.invariant == .screenStack)
    }

    @Test func aWakeUpInThePastAfterATickIsCaught() {
        var (state, _) = InvariantCheckerTests.loadedState()
        state.status = StatusMessage("旧消息", expiresAt: 10)
        state.clock = 5000
        let violation = InvariantChecker.checkTransition(from: state, to: state, action: .tick, effects: [])
        #expect(violation?.invariant == .wakeUp)
    }

    @Test func twoOlderDaysAskedForByOneActionAreCaught() {
        let effects: [Effect] = [
            .background(.loadOlderDay(before: InvariantCheckerTests.today)),
            .background(.loadOlderDay(before: InvariantCheckerTests.today)),
        ]
        let (state, _) = InvariantCheckerTests.loadedState()
        let violation = InvariantChecker.checkTransition(
            from: state, to: state, action: .command(.bottom), effects: effects)
        #expect(violation?.invariant == .oneLoadPerAction)
    }

    @Test func aReaderMovedByADuplicateAnswerIsCaught() {
        var (state, _) = InvariantCheckerTests.loadedState()
        let story = InvariantCheckerTests.story(1)
        let page = LoadedStory(
            detail: StoryDetail(id: story.id, title: story.title),
            article: Article(blocks: (0..<60).map { .paragraph([InlineSpan("第 \($0) 段")]) }))
        _ = AppReducer.reduce(&state, .command(.open), now: 0)
        state.stack.read(ReaderState(summary: story, screenSize: state.screenSize))
        state.stack.updateReading { reading in
            reading.reader.setContent(.loaded(page))
            reading.reader.setScrollOffset(20)
        }
        var moved = state
        moved.stack.updateReading { $0.reader.setScrollOffset(0) }
        let violation = InvariantChecker.checkTransition(
            from: state, to: moved, action: .storyLoaded(story.id, .success(page)), effects: [])
        #expect(violation?.invariant == .readerKeepsPlace)
    }

    // MARK: Kitty images

    static let image = KittyImageID(low: 42, msb: 7)

    /// A frame showing the top left 3x2 tiles of `image` and a line of text beside them.
    static func frameWithImage() -> ScreenBuffer {
        var frame = ScreenBuffer(size: Size(columns: 10, rows: 3))
        if let image { frame.drawPlaceholders(image, rows: 0..<2, columns: 3, at: Point(x: 0, y: 0)) }
        frame.write("标题", at: Point(x: 4, y: 0), style: .plain)
        return frame
    }

    @Test func placeholdersOfAHeldImageKeptForItsPicturePass() throws {
        let image = try #require(InvariantCheckerTests.image)
        #expect(
            InvariantChecker.checkImages(InvariantCheckerTests.frameWithImage(), held: [image], kept: [image]) == nil)
    }

    @Test func aPlaceholderInAnotherColourIsCaught() throws {
        let image = try #require(InvariantCheckerTests.image)
        var frame = InvariantCheckerTests.frameWithImage()
        let stray = try #require(KittyPlaceholder.grapheme(row: 0, column: 0, msb: 7))
        frame.fill(Rect(x: 8, y: 2, width: 1, height: 1), with: Cell(grapheme: stray, width: 1))
        #expect(InvariantChecker.checkImages(frame, held: [image], kept: [image])?.invariant == .kittyImages)
    }

    @Test func anImagesColourOnOtherTextIsCaught() throws {
        let image = try #require(InvariantCheckerTests.image)
        var frame = InvariantCheckerTests.frameWithImage()
        frame.write("x", at: Point(x: 8, y: 2), style: CellStyle(foreground: .imageID(image)))
        #expect(InvariantChecker.checkImages(frame, held: [image], kept: [image])?.invariant == .kittyImages)
    }

    @Test func anImageOnScreenTheTerminalDoesNotHoldIsCaught() throws {
        let image = try #require(InvariantCheckerTests.image)
        #expect(InvariantChecker.checkImages(InvariantCheckerTests.frameWithImage(), held: [], kept: [image]) != nil)
    }

    @Test func anImageHeldForNoPictureIsCaught() throws {
        let image = try #require(InvariantCheckerTests.image)
        let other = try #require(KittyImageID(low: 43, msb: 7))
        let violation = InvariantChecker.checkImages(
            InvariantCheckerTests.frameWithImage(), held: [image, other], kept: [image])
        #expect(violation?.invariant == .kittyImages)
    }
}
