import Testing
import ZReaderDomain
import ZReaderModel
import ZReaderScreen
import ZReaderTestSupport

/// A resize keeps the reading place both ways: narrow → wide → narrow comes back to the same line
/// of the story, and the home screen's selected story stays selected and on screen.
@Suite("A resize keeps the reading place in both directions")
struct ResizePlaceTests {
    static let narrow = Size(columns: 50, rows: 20)
    static let wide = Size(columns: 140, rows: 40)

    /// A story of long paragraphs, each many lines at any width, open in the reader.
    func reading(at size: Size) -> AppState {
        let story = StorySummary(id: StoryID(9_790_001), title: "在南极越冬站工作一年，是一种什么体验？", hint: nil, imageHue: nil)
        var state = Fixtures.state(size: size, days: [DayFeed(date: Fixtures.today, stories: [story])], topStories: [])
        _ = AppReducer.reduce(&state, .command(.open), now: 0)
        let sentence: DisplayText = "极夜里的越冬站只有发电机的声音和窗外偶尔掠过的风，"
        let blocks = (1...12).map { number in
            ArticleBlock.paragraph([
                InlineSpan("第 \(number) 段：\(DisplayText(repeating: sentence, count: 12))到这里为止。")
            ])
        }
        let detail = StoryDetail(id: story.id, title: story.title, body: "<p>…</p>")
        let loaded = LoadedStory(detail: detail, article: Article(blocks: blocks))
        _ = AppReducer.reduce(&state, .storyLoaded(story.id, .success(loaded)), now: 0)
        return state
    }

    func topLine(_ state: AppState) -> String? {
        guard let reader = state.reader, let lines = reader.layout?.lines else { return nil }
        let index = reader.scrollOffset - reader.headerHeight
        return lines.indices.contains(index) ? lines[index].text : nil
    }

    @Test(arguments: [(narrow, wide), (wide, narrow)])
    func theReaderComesBackToTheLineItLeft(_ first: Size, _ second: Size) throws {
        var state = reading(at: first)
        // Down into a paragraph, past its first line: a block's start alone would come back anyway.
        for _ in 0..<30 { _ = AppReducer.reduce(&state, .command(.scrollDown), now: 0) }
        while let reader = state.reader,
            reader.layout?.lines[reader.scrollOffset - reader.headerHeight].isContinuation != true
        {
            _ = AppReducer.reduce(&state, .command(.scrollDown), now: 0)
        }
        _ = AppReducer.reduce(&state, .command(.scrollDown), now: 0)
        let left = try #require(topLine(state))
        let offset = state.reader?.scrollOffset

        _ = AppReducer.reduce(&state, .resized(second), now: 0)
        let there = try #require(topLine(state))
        let start = String(left.prefix(6))
        #expect(
            there.contains(start) || left.contains(String(there.prefix(6))),
            "the other width shows the same text at the top: \(left) / \(there)")

        _ = AppReducer.reduce(&state, .resized(first), now: 0)
        #expect(topLine(state) == left)
        #expect(state.reader?.scrollOffset == offset)
    }

    @Test(arguments: [(narrow, wide), (wide, narrow)])
    func theHomeSelectionStaysSelectedAndInView(_ first: Size, _ second: Size) {
        var state = Fixtures.state(size: first, days: Fixtures.days(olderDays: 3))
        for _ in 0..<13 { _ = AppReducer.reduce(&state, .command(.moveDown), now: 0) }
        let selected = state.home.selection
        for size in [second, first, Size(columns: 16, rows: 6), second, first] {
            _ = AppReducer.reduce(&state, .resized(size), now: 0)
            #expect(state.home.selection == selected)
            #expect(state.home.isVisible(selected), "at \(size)")
        }
    }
}
