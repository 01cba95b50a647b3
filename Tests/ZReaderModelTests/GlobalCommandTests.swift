import Testing
import ZReaderDomain
import ZReaderModel
import ZReaderScreen
import ZReaderTestSupport

/// Help, pictures, day and night, quitting and the favourites' key do the same on every screen
/// that has a key for them, whatever that screen does with its own keys, and a count typed before
/// them is dropped.
@Suite("Keys that mean the same on every screen")
struct GlobalCommandTests {
    static let size = Size(columns: 80, rows: 24)

    /// A state on `screen` with pictures available, reached with the keys a user presses.
    static func state(on screen: Screen) -> AppState {
        var state = Fixtures.state(
            size: size, days: Fixtures.days(olderDays: 1),
            pictures: PictureSettings(depth: .trueColor, isEnabled: true), theme: .day)
        func press(_ keys: Key...) {
            for key in keys {
                if let action = state.action(for: key) { _ = AppReducer.reduce(&state, action, now: 0) }
            }
        }
        switch screen {
        case .home: break
        case .panel(let panel):
            let opener = KeyMap.standard.bindings(for: .home).first { $0.command == .show(panel) }
            for key in opener?.keys.prefix(1) ?? [] { press(key) }
        case .search: press(.character("/"), .character("雪"), .enter)
        case .reader: press(.down, .enter)
        case .comments: press(.down, .enter, .character("c"))
        }
        return state
    }

    static func press(_ keys: [Key], _ state: inout AppState) {
        for key in keys {
            if let action = state.action(for: key) { _ = AppReducer.reduce(&state, action, now: 0) }
        }
    }

    typealias Check = @Sendable (_ before: AppState, _ after: AppState) -> Bool

    /// Each such command, with what it changes from the state before to the state after.
    static let globalCommands: [(command: Command, didItsWork: Check)] = {
        var commands: [(command: Command, didItsWork: Check)] = [
            (.toggleHelp, { _, after in after.isHelpVisible }),
            (
                .togglePictures,
                { before, after in after.pictures.settings.isEnabled != before.pictures.settings.isEnabled }
            ),
            (.toggleNightMode, { before, after in after.theme == before.theme.toggled }),
            (.quit, { _, after in after.isQuitting }),
        ]
        for panel in Panel.Kind.allCases {
            commands.append((.show(panel), { _, after in after.screen == .panel(panel) }))
        }
        return commands
    }()

    @Test(arguments: Screen.allCases)
    func everyScreenLeavesTheseKeysToTheApp(_ screen: Screen) throws {
        let start = Self.state(on: screen)
        try #require(start.screen == screen)
        var offered = 0
        for binding in KeyMap.standard.bindings(for: screen) {
            guard let global = Self.globalCommands.first(where: { $0.command == binding.command }) else { continue }
            let key = try #require(binding.keys.first)
            var state = start
            Self.press([key], &state)
            #expect(global.didItsWork(start, state), "\(key) (\(binding.command.name)) on \(screen.name)")
            offered += 1
        }
        #expect(offered >= 2, "\(screen.name) offers help and day/night at least")
    }

    /// `2t` is `t` once: the count is dropped, not applied twice (night and back to day) nor
    /// left waiting for the next key.
    @Test(arguments: Screen.allCases)
    func aCountBeforeSuchAKeyIsDropped(_ screen: Screen) {
        var state = Self.state(on: screen)
        Self.press([.character("2"), .character("t")], &state)
        #expect(state.theme == .night)
        #expect(state.pendingCount == nil)
        Self.press([.character("2"), .character("?")], &state)
        #expect(state.isHelpVisible)
    }

    /// A count before the key that goes back drops both, as Esc drops a count: `5q` in a story
    /// stays in the story.
    @Test func aCountBeforeBackDropsTheBackToo() {
        var state = Self.state(on: .reader)
        Self.press([.character("5"), .character("q")], &state)
        #expect(state.screen == .reader)
        #expect(state.pendingCount == nil)
        Self.press([.character("q")], &state)
        #expect(state.screen == .home)
    }
}
