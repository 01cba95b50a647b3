import Testing
import ZReaderModel
import ZReaderScreen
import ZReaderTestSupport

@Suite("The day/night key (夜间模式)")
struct NightModeTests {
    let size = Size(columns: 80, rows: 24)

    /// A state on `screen`, in `theme`, reached with the keys a user presses.
    func state(on screen: Screen, theme: ThemeName) -> AppState {
        var state = Fixtures.state(size: size, days: Fixtures.days(olderDays: 1), theme: theme)
        func press(_ commands: Command...) {
            for command in commands { _ = AppReducer.reduce(&state, .command(command), now: 0) }
        }
        switch screen {
        case .home: break
        case .reader: press(.moveDown, .open)
        case .comments: press(.moveDown, .open, .openComments)
        case .panel(let panel): press(.show(panel))
        case .search:
            press(.search)
            _ = AppReducer.reduce(&state, .typed(.character("雪")), now: 0)
            _ = AppReducer.reduce(&state, .typed(.enter), now: 0)
        }
        return state
    }

    /// Presses `t` as the app reads it and returns the effects.
    func pressT(_ state: inout AppState) -> [Effect] {
        guard let action = state.action(for: .character("t")) else { return [] }
        return AppReducer.reduce(&state, action, now: state.clock)
    }

    static let screens = Screen.allCases

    @Test(arguments: screens)
    func tSwitchesDayAndNightOnEveryScreenSaysSoAndAsksToRememberIt(_ screen: Screen) {
        var state = self.state(on: screen, theme: .day)
        #expect(state.screen == screen)
        #expect(state.action(for: .character("t")) == .command(.toggleNightMode))
        var effects = pressT(&state)
        #expect(state.theme == .night)
        #expect(state.screen == screen)
        #expect(state.status?.text == "夜间模式")
        #expect(state.status?.kind == .info)
        #expect(state.status?.expiresAt != nil)
        #expect(effects.contains(.background(.rememberTheme(.night))))
        effects = pressT(&state)
        #expect(state.theme == .terminal)
        #expect(state.status?.text == "终端配色")
        #expect(effects.contains(.background(.rememberTheme(.terminal))))
    }

    @Test func theKeyCyclesTerminalDayNightAndBackToTheTerminal() {
        var state = self.state(on: .home, theme: .terminal)
        #expect(state.theme == .terminal)
        #expect(pressT(&state).contains(.background(.rememberTheme(.day))))
        #expect(state.theme == .day)
        _ = pressT(&state)
        #expect(state.theme == .night)
        #expect(pressT(&state).contains(.background(.rememberTheme(.terminal))))
        #expect(state.theme == .terminal)
        #expect(state.status?.text == "终端配色")
    }

    @Test func withHelpShownTheKeyClosesHelpAndInAPromptItIsText() {
        var help = self.state(on: .reader, theme: .day)
        _ = AppReducer.reduce(&help, .command(.toggleHelp), now: 0)
        #expect(help.isHelpVisible)
        #expect(pressT(&help).isEmpty)
        #expect(!help.isHelpVisible)
        #expect(help.theme == .day)

        var prompt = self.state(on: .home, theme: .day)
        _ = AppReducer.reduce(&prompt, .command(.search), now: 0)
        _ = pressT(&prompt)
        #expect(prompt.theme == .day)
        #expect(prompt.prompt?.editor.text == "t")
    }

    @Test(arguments: screens)
    func tIsBoundOnEveryScreenWithHelpWordsAndToNothingElse(_ screen: Screen) throws {
        let bindings = KeyMap.standard.bindings(for: screen)
        let toggle = try #require(bindings.first { $0.command == .toggleNightMode })
        #expect(toggle.keys == [.character("t")])
        #expect(toggle.help == "配色：终端 / 日间 / 夜间")
        #expect(bindings.filter { $0.keys.contains(.character("t")) }.count == 1)
    }

    @Test func theStartingThemeIsTheExplicitOneElseTheRememberedOneElseTheTerminals() {
        #expect(ThemeName.starting(explicit: .day, remembered: .night) == .day)
        #expect(ThemeName.starting(explicit: .terminal, remembered: .night) == .terminal)
        #expect(ThemeName.starting(explicit: nil, remembered: .night) == .night)
        #expect(ThemeName.starting(explicit: nil, remembered: nil) == .terminal)
        #expect(AppState(screenSize: size).theme == .terminal)
    }

    // MARK: Pictures

    @Test func nightAsksForDimmedPicturesAndNeverShowsTheBrightOnesMeanwhile() throws {
        var run = PictureRun(size: size, days: Fixtures.withPictures(Fixtures.days(olderDays: 1)))
        run.answerAll()
        let bright = try #require(
            run.state.pictures.bannerKey(for: run.state.home.currentTopStory, layout: run.state.home.layout))
        #expect(bright.brightness == 1)
        #expect(run.state.pictures.picture(for: bright) != nil)
        run.press(.toggleNightMode)
        #expect(run.state.theme == .day)
        let askedBefore = run.asked.count
        run.press(.toggleNightMode)
        let dimmed = try #require(
            run.state.pictures.bannerKey(for: run.state.home.currentTopStory, layout: run.state.home.layout))
        #expect(dimmed.brightness == ThemeName.night.pictureBrightness)
        #expect(dimmed.brightness < 1)
        #expect(dimmed != bright)
        #expect(run.state.pictures.picture(for: dimmed) == nil)
        let askedAtNight = run.asked.dropFirst(askedBefore)
        #expect(askedAtNight.contains(dimmed))
        #expect(askedAtNight.allSatisfy { $0.brightness == ThemeName.night.pictureBrightness })
        run.answerAll()
        #expect(run.state.pictures.picture(for: dimmed) != nil)

        // Round to day again: the bright pictures are still kept, so nothing is fetched again.
        let askedBeforeDay = run.asked.count
        run.press(.toggleNightMode, times: 2)
        #expect(run.state.theme == .day)
        #expect(run.asked.count == askedBeforeDay)
        #expect(run.state.pictures.picture(for: bright) != nil)
    }
}
