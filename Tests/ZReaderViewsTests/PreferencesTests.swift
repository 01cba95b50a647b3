import Foundation
import Testing
import ZReaderDomain
import ZReaderHTML
import ZReaderModel
import ZReaderScreen
import ZReaderTestSupport
import ZReaderViews

@Suite("Settings that change behaviour: wheel step, banner interval, reader width")
struct PreferencesTests {
    let size = Size(columns: 120, rows: 40)

    func wheel(_ kind: MouseEvent.Kind, _ state: inout AppState) {
        _ = AppReducer.reduce(&state, .mouse(MouseEvent(kind, at: Point(x: 10, y: 10))), now: 0)
    }

    func openedStory(_ preferences: Preferences) throws -> AppState {
        let days = Fixtures.days(olderDays: 1)
        var state = Fixtures.state(size: size, days: days, preferences: preferences)
        _ = AppReducer.reduce(&state, .command(.moveDown), now: 0)
        let summary = try #require(state.home.selectedSummary)
        _ = AppReducer.reduce(&state, .command(.open), now: 0)
        let body = (0..<40).map { "<p>第\($0)段：" + String(repeating: "冬天的第一场雪总让人兴奋，", count: 12) + "</p>" }
        let detail = StoryDetail(id: summary.id, title: summary.title, body: body.joined())
        let story = LoadedStory(detail: detail, article: ArticleParser.parse(detail.body ?? ""))
        _ = AppReducer.reduce(&state, .storyLoaded(summary.id, .success(story)), now: 0)
        return state
    }

    @Test(arguments: [1, 3, 7])
    func oneNotchScrollsTheWheelStepOnTheHomeListTheReaderAndTheComments(_ step: Int) throws {
        var state = Fixtures.state(
            size: size, days: Fixtures.days(olderDays: 2), preferences: Preferences(wheelStep: step))
        wheel(.wheelDown, &state)
        #expect(state.home.scrollOffset == step)
        wheel(.wheelUp, &state)
        #expect(state.home.scrollOffset == 0)

        var reading = try openedStory(Preferences(wheelStep: step))
        wheel(.wheelDown, &reading)
        #expect(reading.reader?.scrollOffset == step)
    }

    @Test func aBannerIntervalOfZeroNeverTurnsTheBanner() {
        var state = Fixtures.state(
            size: size, days: Fixtures.days(olderDays: 1), preferences: Preferences(bannerTurnMilliseconds: 0))
        #expect(state.home.bannerTurnsAt == nil)
        _ = AppReducer.reduce(&state, .tick, now: 3_600_000)
        #expect(state.home.bannerPage == 0)
        _ = AppReducer.reduce(&state, .command(.bannerNext), now: 3_600_000)
        #expect(state.home.bannerPage == 1)
        #expect(state.home.bannerTurnsAt == nil)
    }

    @Test func aBannerIntervalTurnsItThatOften() {
        var state = Fixtures.state(
            size: size, days: Fixtures.days(olderDays: 1), preferences: Preferences(bannerTurnMilliseconds: 12_000))
        _ = AppReducer.reduce(&state, .tick, now: 11_999)
        #expect(state.home.bannerPage == 0)
        _ = AppReducer.reduce(&state, .tick, now: 12_000)
        #expect(state.home.bannerPage == 1)
    }

    @Test(arguments: [50, 80, 100])
    func theReaderWidthBoundsEveryLineOfTheStoryAndItsComments(_ width: Int) throws {
        var state = try openedStory(Preferences(readerWidth: width))
        let frame = AppView.render(state, depth: .trueColor)
        let header = state.reader?.headerHeight ?? 0
        let bodyRows = (header + 1)..<(size.rows - 1)
        let widths = bodyRows.map { TextWidth.width(of: frame.text(ofRow: $0).trimmingCharacters(in: .whitespaces)) }
        #expect(widths.allSatisfy { $0 <= width }, "\(widths)")
        #expect(widths.contains { $0 >= width - 2 }, "lines fill the measure: \(widths)")
        let left = (size.columns - width) / 2
        #expect(frame.text(ofRow: bodyRows.lowerBound + 1).prefix(left).allSatisfy { $0 == " " })
        _ = AppReducer.reduce(&state, .command(.openComments), now: 0)
        #expect(state.comments?.layout.measure == width)
    }
}

@Suite("Remapped keys in the help overlay")
struct RemappedHelpTests {
    @Test func theHelpOverlayListsTheKeysInEffect() {
        let (map, _) = KeyMap.standard.remapped(by: [
            KeyRemap(screen: nil, command: .moveDown, keys: [.control("n")]),
            KeyRemap(screen: .home, command: .refresh, keys: []),
        ])
        var state = AppState(screenSize: Size(columns: 100, rows: 40), keyMap: map)
        _ = AppReducer.reduce(&state, .command(.toggleHelp), now: 0)
        let text = AppView.render(state, depth: .trueColor).lines.joined(separator: "\n")
        #expect(text.contains("\(Key.control("n").description)   "), "\(text)")
        #expect(!text.contains("j ↓"), "\(text)")
        #expect(!text.contains("刷新今日"), "a command without keys is not listed:\n\(text)")
        #expect(text.contains("k ↑"))
    }
}
