import Testing
import ZReaderScreen
import ZReaderTerminal

/// `zreader --probe-terminal`'s report.
@Suite("The terminal probe's report")
struct ProbeReportTextTests {
    typealias Recording = TerminalRecordings.Recording

    static func report(
        _ recording: Recording, options: TerminalOptions? = nil, tmux: TmuxClientInfo? = nil,
        entries: Set<String> = ["xterm-256color", "xterm", "xterm-direct", "xterm-kitty", "kitty-direct"],
        drawn: Set<PixelMethod> = Set(PixelMethod.allCases)
    ) -> String {
        var parser = TerminalReplyParser()
        parser.feed(recording.bytes)
        var chosen = options ?? TerminalOptions()
        chosen.environment = TerminalEnvironment(recording.environment)
        chosen.tmux = tmux
        let probe = TerminalProbe(
            asked: true, plan: QueryPlan(environment: chosen.environment), report: parser.report, window: nil,
            milliseconds: 23.7, options: chosen, hasEntry: entries.contains)
        return ProbeReportText.render(probe, drawnMethods: drawn)
    }

    static func line(_ name: String, of report: String) -> String {
        report.split(separator: "\n").first { $0.hasPrefix(name + ":") }.map(String.init) ?? ""
    }

    @Test func kittySaysWhatItFoundAndWhatAutoPicksAndWhy() {
        let report = Self.report(TerminalRecordings.kitty026)
        #expect(Self.line("terminal", of: report).contains("kitty 0.26.5 (XTVERSION \"kitty(0.26.5)\")"))
        #expect(Self.line("inside tmux", of: report).hasSuffix("no"))
        #expect(Self.line("query round", of: report).contains("ended by the DA1 answer"))
        #expect(Self.line("query round", of: report).contains("23.7 ms"))
        #expect(Self.line("DA1", of: report).hasSuffix("62"))
        #expect(Self.line("kitty graphics", of: report).contains("answered OK; placeholders: no, direct placement"))
        #expect(Self.line("cell size", of: report).contains("9x18 px (CSI 16 t)"))
        #expect(Self.line("colours", of: report).contains("24-bit: COLORTERM=truecolor"))
        #expect(Self.line("colours", of: report).contains("DECRQSS echo 24-bit"))
        #expect(Self.line("synchronized", of: report).contains("yes (DECRQM 2026: reset)"))
        #expect(Self.line("ambiguous width", of: report).contains("1 (the probe's column 2)"))
        #expect(Self.line("terminfo", of: report).contains("xterm-direct (for 24-bit colour, over TERM=xterm-kitty)"))
        #expect(Self.line("window title", of: report).contains("CSI 22 t / CSI 23 t"))
        #expect(Self.line("graphics", of: report).contains("--graphics auto → kitty-direct: kitty 0.26.5 predates"))
        #expect(Self.line("environment", of: report).contains("TERM=xterm-kitty COLORTERM=truecolor KITTY_WINDOW_ID=1"))
        #expect(
            Self.line("answers", of: report).hasPrefix("answers:")
                && report.contains("\\e[1;2R\\eP1$r38:2:1:2:3m\\e\\\\"))
    }

    @Test func aMethodThisBuildDoesNotDrawIsSaidToBeCells() {
        let report = Self.report(TerminalRecordings.kitty026, drawn: [.cells])
        #expect(Self.line("graphics", of: report).contains("kitty-direct (this build draws it as cells for now)"))
    }

    @Test func theUsersChoiceAndWhatAutoWouldPick() {
        let report = Self.report(
            TerminalRecordings.xtermVT340, options: TerminalOptions(graphics: .cells, setsTitle: false))
        #expect(Self.line("graphics", of: report).contains("--graphics cells → cells: --graphics cells"))
        #expect(Self.line("auto would pick", of: report).contains("sixel: xterm 379: DA1 lists sixel (4)"))
        #expect(Self.line("window title", of: report).contains("left alone (--no-title)"))
    }

    @Test func anUnknownTermSaysWhichEntryIsUsedInstead() {
        let ghostty = Self.report(TerminalRecordings.ghostty)
        #expect(
            Self.line("terminfo", of: ghostty).contains("xterm-direct (fallback: TERM=xterm-ghostty has no entry here)")
        )
        #expect(Self.line("terminfo", of: ghostty).contains("xterm-ghostty missing"))
        let none = Self.report(TerminalRecordings.ghostty, entries: [])
        #expect(Self.line("terminfo", of: none).contains("zreader cannot start"))
    }

    @Test func insideTmuxTheOuterTerminalAndPassthrough() {
        let client = TmuxClientInfo(termName: "xterm-kitty", termType: "kitty(0.26.5)", version: "3.3a")
        let report = Self.report(TerminalRecordings.tmuxInKitty, tmux: client)
        #expect(Self.line("inside tmux", of: report).contains("yes (tmux 3.3a), drawing in kitty 0.26.5 (by tmux)"))
        #expect(Self.line("inside tmux", of: report).contains("allow-passthrough off"))
        #expect(Self.line("query round", of: report).contains("without the kitty graphics query"))
    }

    @Test func noTerminalNoQuery() {
        let probe = TerminalProbe(
            asked: false, plan: .full, report: .none, window: nil, milliseconds: 0,
            options: TerminalOptions(environment: TerminalEnvironment(["TERM": "xterm"])), hasEntry: { _ in true })
        let report = ProbeReportText.render(probe, drawnMethods: [.cells])
        #expect(Self.line("query round", of: report).contains("not sent: no terminal to ask"))
        #expect(Self.line("answers", of: report).hasSuffix("none"))
    }

    @Test func nothingFromTheTerminalOrTheEnvironmentIsPrintedUnescaped() {
        let hostile = Recording(
            name: "hostile",
            answers: "\u{1B}P>|evil\u{9B}2J\u{7F}\u{1B}\\\u{1B}[2J\u{1B}]52;c;cHduZWQ=\u{07}\u{1B}[?62;4c"
                + String(repeating: "\u{1B}[31m\u{90}x", count: 2000),
            environment: [
                "TERM": "xterm\u{1B}]0;pwned\u{07}", "TERM_PROGRAM": "ghostty\u{9D}8;;x\u{9C}",
                "COLORTERM": "\u{202E}24bit",
            ])
        let report = Self.report(hostile)
        let unsafe = report.unicodeScalars.filter {
            ($0.value < 0x20 && $0 != "\n") || (0x7F...0x9F).contains($0.value)
                || TextSanitizer.isInvisible($0)
                    && $0 != "\n"
        }
        #expect(unsafe.isEmpty, "\(unsafe.map { String($0.value, radix: 16) })")
        #expect(report.contains("\\e]0;pwned\\x07") || report.contains("pwned"))
        #expect(report.utf8.count < 40_000, "the raw answers are cut")
    }
}
