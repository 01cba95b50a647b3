import Testing
import ZReaderTerminal

/// The terminfo entries curses tries when `TERM` names one it may not have.
@Suite("Terminfo fallbacks")
struct TerminfoCandidatesTests {
    @Test(arguments: [
        ("xterm-ghostty", true, ["xterm-direct", "xterm-ghostty", "xterm-256color", "xterm"]),
        ("xterm-ghostty", false, ["xterm-ghostty", "xterm-256color", "xterm"]),
        ("wezterm", true, ["wezterm-direct", "xterm-direct", "wezterm", "xterm-256color", "xterm"]),
        ("foot", false, ["foot", "xterm-256color", "xterm"]),
        ("foot-extra", true, ["foot-direct", "xterm-direct", "foot-extra", "xterm-256color", "xterm"]),
        ("zreader-invented", false, ["zreader-invented", "xterm-256color", "xterm"]),
        ("xterm-256color", true, ["xterm-direct", "xterm-256color", "xterm"]),
        ("xterm-direct", true, ["xterm-direct", "xterm-256color", "xterm"]),
        ("xterm", false, ["xterm", "xterm-256color"]),
    ])
    func theTerminalsOwnThenItsDirectVariantThenXtermsEntries(_ term: String, _ trueColor: Bool, _ names: [String]) {
        #expect(TerminfoCandidates.names(term: term, trueColor: trueColor, insideMultiplexer: false) == names)
    }

    @Test func insideTmuxOrScreenXtermsDirectEntryIsNotTried() {
        #expect(
            TerminfoCandidates.names(term: "tmux-256color", trueColor: true, insideMultiplexer: true) == [
                "tmux-direct", "tmux-256color", "xterm-256color", "xterm",
            ])
        #expect(TerminfoCandidates.isMultiplexer("screen-256color") && TerminfoCandidates.isMultiplexer("tmux"))
        #expect(!TerminfoCandidates.isMultiplexer("xterm-256color"))
    }

    @Test func theProfileCarriesThem() {
        var parser = TerminalReplyParser()
        parser.feed(TerminalRecordings.ghostty.bytes)
        let profile = TerminalProfiler.profile(
            report: parser.report, environment: TerminalEnvironment(TerminalRecordings.ghostty.environment))
        #expect(profile.terminfoCandidates == ["xterm-direct", "xterm-ghostty", "xterm-256color", "xterm"])
    }
}
