import Testing
import ZReaderDomain
import ZReaderModel
import ZReaderScreen
import ZReaderTestSupport

/// A run of the app's state against a data store: the places it asks to keep are kept there, and
/// a new run starts from what the store holds.
private struct PlaceRun {
    var state: AppState
    let store: MemoryUserDataStore
    let days = Fixtures.days(olderDays: 0)

    init(store: MemoryUserDataStore, size: Size) throws {
        self.store = store
        state = Fixtures.state(size: size, days: [])
        dispatch(.cachedHomeLoaded(CachedHome(days: days, readingPlaces: try store.readingPlaces())))
    }

    mutating func dispatch(_ action: Action) {
        for effect in AppReducer.reduce(&state, action, now: state.clock) {
            if case .background(.rememberPlace(let id, let place)) = effect {
                try? store.rememberPlace(place, of: id)
            }
        }
    }

    /// Opens the story two rows down the home screen (with `moving`, else the one selected) and
    /// answers its page.
    mutating func openLongStory(moving: Bool = true) throws {
        if moving {
            dispatch(.command(.moveDown))
            dispatch(.command(.moveDown))
        }
        dispatch(.command(.open))
        let story = try #require(state.reader?.summary)
        let paragraphs = (0..<80).map { ArticleBlock.paragraph([InlineSpan("第 \($0) 段：这一段的文字足够长，窄屏上会折成两三行。")]) }
        dispatch(
            .storyLoaded(
                story.id,
                .success(
                    LoadedStory(detail: StoryDetail(id: story.id, title: "标题"), article: Article(blocks: paragraphs))))
        )
    }

    /// The first text at the top of the reader's view (a blank line between paragraphs skipped).
    var topLine: String? {
        guard let reader = state.reader, let layout = reader.layout, reader.scrollOffset >= reader.headerHeight
        else { return nil }
        return layout.lines[(reader.scrollOffset - reader.headerHeight)...].first { !$0.text.isEmpty }?.text
    }
}

@Suite("The reader reopens a story where it was left")
struct ReadingPlaceTests {
    static let resumeNote = "从上次读到的位置继续 · g 回到开头"

    @Test func quitInTheMiddleThenReopenedTheSameLineIsOnTopWithTheNote() throws {
        let store = MemoryUserDataStore()
        var first = try PlaceRun(store: store, size: Size(columns: 80, rows: 24))
        try first.openLongStory()
        for _ in 0..<3 { first.dispatch(.command(.pageDown)) }
        let left = try #require(first.topLine)
        #expect(left.hasPrefix("第 "))
        first.dispatch(.quitSignalled)
        #expect(try store.readingPlaces().count == 1)

        var second = try PlaceRun(store: store, size: Size(columns: 80, rows: 24))
        try second.openLongStory()
        #expect(second.topLine == left)
        #expect(second.state.status.map(\.text.string) == Self.resumeNote)
    }

    @Test func anotherWidthResumesAtTheSameText() throws {
        let store = MemoryUserDataStore()
        var first = try PlaceRun(store: store, size: Size(columns: 40, rows: 20))
        try first.openLongStory()
        for _ in 0..<4 { first.dispatch(.command(.pageDown)) }
        // Row by row until the top line is a paragraph's second line of text or later: the
        // paragraph's first line is not where the wider view should land.
        for _ in 0..<6 {
            guard let place = first.state.reader?.placeToKeep, place.offset < 2 else { break }
            first.dispatch(.command(.scrollDown))
        }
        let block = try #require(first.state.reader?.placeToKeep?.block)
        let left = try #require(first.topLine)
        first.dispatch(.command(.back))

        var second = try PlaceRun(store: store, size: Size(columns: 100, rows: 30))
        try second.openLongStory()
        let reader = try #require(second.state.reader)
        let top = try #require(reader.layout?.lines[reader.scrollOffset - reader.headerHeight])
        #expect(top.blockIndex == block)
        #expect(top.text.contains(String(left.prefix(4))), "\(top.text) should hold \(left)")
    }

    @Test func theSameWidthResumesAtTheSameLineInsideAParagraph() throws {
        let store = MemoryUserDataStore()
        var first = try PlaceRun(store: store, size: Size(columns: 40, rows: 20))
        try first.openLongStory()
        first.dispatch(.command(.pageDown))
        // Row by row until the top line is a paragraph's second line of text or later.
        for _ in 0..<6 {
            guard let place = first.state.reader?.placeToKeep, place.offset < 2 else { break }
            first.dispatch(.command(.scrollDown))
        }
        let left = try #require(first.state.reader)
        #expect(try #require(left.placeToKeep).offset >= 2)
        let leftLine = try #require(first.topLine)
        first.dispatch(.command(.back))

        var second = try PlaceRun(store: store, size: Size(columns: 40, rows: 20))
        try second.openLongStory()
        #expect(second.state.reader?.scrollOffset == left.scrollOffset)
        #expect(second.topLine == leftLine)
    }

    @Test func aStoryReadToItsEndForgetsItsPlaceAndOpensAtTheTop() throws {
        let store = MemoryUserDataStore()
        var first = try PlaceRun(store: store, size: Size(columns: 80, rows: 24))
        try first.openLongStory()
        for _ in 0..<3 { first.dispatch(.command(.pageDown)) }
        first.dispatch(.command(.back))
        #expect(try store.readingPlaces().count == 1)
        try first.openLongStory(moving: false)
        #expect(first.state.reader?.scrollOffset ?? 0 > 0, "resumed")
        first.dispatch(.command(.bottom))
        first.dispatch(.command(.back))
        #expect(try store.readingPlaces().isEmpty)

        var second = try PlaceRun(store: store, size: Size(columns: 80, rows: 24))
        try second.openLongStory()
        #expect(second.state.reader?.scrollOffset == 0)
        #expect(second.state.status.map(\.text.string) != Self.resumeNote)
    }
}
