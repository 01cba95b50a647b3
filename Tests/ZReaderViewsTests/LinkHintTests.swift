import Testing
import ZReaderModel
import ZReaderScreen
import ZReaderTestSupport
import ZReaderViews

@Suite("Link labels say what they do")
struct LinkHintTests {
    func labelled(_ command: Command) -> AppState {
        var state = ThemedScreens(.terminal).readerState()
        for press in [Command.showLinks, command] { _ = AppReducer.reduce(&state, .command(press), now: 0) }
        return state
    }

    func lines(_ state: AppState) -> [String] {
        let frame = AppView.render(state, depth: .trueColor)
        return (0..<state.screenSize.rows).map { frame.text(ofRow: $0) }
    }

    @Test(arguments: [
        (Command.openLinkHints, "输入标签打开链接 · Esc 取消"), (.copyLinkHints, "输入标签复制链接 · Esc 取消"),
    ])
    func theStatusLineSaysWhatALabelDoesAndEachLabelKeepsItsBracket(_ command: Command, _ words: String) throws {
        let state = labelled(command)
        let hints = try #require(state.reader?.hints?.hints)
        #expect(hints.count >= 3)
        let screen = lines(state)
        #expect(screen.last?.contains(words) == true, "\(screen.last ?? "")")
        for hint in hints {
            #expect(screen.contains { $0.contains("[\(hint.label.string)") }, "label \(hint.label.string)")
        }
    }

    @Test func theCopyLabelsAreOnAKeyThatMeansNothingElseAnywhere() {
        let state = ThemedScreens(.terminal).readerState()
        #expect(state.action(for: .character("Y")) == .command(.copyLinkHints))
        #expect(state.action(for: .character("F")) != .command(.copyLinkHints))
        for screen in Screen.allCases {
            let command = state.keyMap.command(for: .character("Y"), in: screen)
            #expect(command == nil || command == .copyLinkHints, "\(screen): \(String(describing: command))")
        }
    }

    @Test func theOpenLabelsConfigNameSaysOpenAndTheFormerNameStillWorks() {
        #expect(Command.openLinkHints.name == "open-link-hints")
        #expect(Command.named("open-link-hints") == .openLinkHints)
        #expect(Command.named("link-hints") == .openLinkHints)
    }
}
