import Testing
import ZReaderScreen
import ZReaderTerminal

/// What zreader makes of each terminal: which it is, how pictures are drawn, 24-bit colour,
/// synchronized output.
@Suite("Terminal profiles")
struct ProfilerTests {
    typealias Recording = TerminalRecordings.Recording

    static func profile(
        _ recording: Recording, tmux: TmuxClientInfo? = nil, window: WindowSize? = nil,
        graphics: GraphicsPreference = .auto, colors: ColorDepth? = nil
    ) -> TerminalProfile {
        var parser = TerminalReplyParser()
        parser.feed(recording.bytes)
        return TerminalProfiler.profile(
            report: parser.report, environment: TerminalEnvironment(recording.environment), tmux: tmux, window: window,
            graphics: graphics, colors: colors)
    }

    /// One row of the table: what a terminal is, and what zreader does with it.
    struct Expected: Sendable, CustomTestStringConvertible {
        var recording: Recording
        var brand: TerminalBrand
        var version: TerminalVersion?
        var method: PixelMethod
        var trueColor: Bool
        var synchronized: Bool
        var testDescription: String { recording.name }
    }

    static let table: [Expected] = [
        Expected(
            recording: TerminalRecordings.xtermVT340, brand: .xterm, version: TerminalVersion(379), method: .sixel,
            trueColor: true, synchronized: false),
        Expected(
            recording: TerminalRecordings.xtermDefaults, brand: .xterm, version: TerminalVersion(379), method: .cells,
            trueColor: true, synchronized: false),
        Expected(
            recording: TerminalRecordings.kitty026, brand: .kitty, version: TerminalVersion(0, 26, 5),
            method: .kittyDirect, trueColor: true, synchronized: true),
        Expected(
            recording: TerminalRecordings.kitty049, brand: .kitty, version: TerminalVersion(0, 49, 1),
            method: .kittyPlaceholders, trueColor: true, synchronized: true),
        Expected(
            recording: TerminalRecordings.ghostty, brand: .ghostty, version: TerminalVersion(1, 3, 1),
            method: .kittyPlaceholders, trueColor: true, synchronized: true),
        Expected(
            recording: TerminalRecordings.wezterm, brand: .wezterm, version: TerminalVersion(20_240_203, 110_809),
            method: .sixel, trueColor: true, synchronized: true),
        Expected(
            recording: TerminalRecordings.foot, brand: .foot, version: TerminalVersion(1, 20, 2), method: .sixel,
            trueColor: true, synchronized: true),
        Expected(
            recording: TerminalRecordings.konsole, brand: .konsole, version: TerminalVersion(24, 8, 3),
            method: .kittyDirect, trueColor: true, synchronized: false),
        Expected(
            recording: TerminalRecordings.iterm2, brand: .iterm2, version: TerminalVersion(3, 6, 9), method: .sixel,
            trueColor: true, synchronized: false),
        Expected(
            recording: TerminalRecordings.windowsTerminal, brand: .windowsTerminal, version: nil, method: .cells,
            trueColor: true, synchronized: true),
        Expected(
            recording: TerminalRecordings.vte, brand: .vte, version: TerminalVersion(7600), method: .cells,
            trueColor: true, synchronized: false),
        Expected(
            recording: TerminalRecordings.tmuxInKitty, brand: .tmux, version: TerminalVersion(3, 3), method: .cells,
            trueColor: true, synchronized: false),
        Expected(
            recording: TerminalRecordings.tmux34Sixel, brand: .tmux, version: TerminalVersion(3, 4), method: .cells,
            trueColor: false, synchronized: false),
        Expected(
            recording: TerminalRecordings.appleTerminal, brand: .appleTerminal, version: nil, method: .cells,
            trueColor: false, synchronized: false),
    ]

    @Test(arguments: table)
    func eachTerminal(_ expected: Expected) {
        let profile = Self.profile(expected.recording)
        #expect(profile.identity.brand == expected.brand)
        #expect(profile.identity.version == expected.version)
        #expect(profile.pixelMethod == expected.method, "\(profile.methodReason)")
        #expect(profile.trueColor == expected.trueColor, "\(profile.colorReason)")
        #expect(profile.synchronizedOutput == expected.synchronized)
        #expect(!profile.methodReason.isEmpty && !profile.colorReason.isEmpty)
    }

    @Test func theCellSizeComesFromTheTerminalElseTheKernelElseTheTextArea() {
        #expect(Self.profile(TerminalRecordings.xtermVT340).cellPixels == PixelExtent(width: 9, height: 19))
        #expect(Self.profile(TerminalRecordings.xtermVT340).cellPixelsSource == "CSI 16 t")
        let window = WindowSize(cells: Size(columns: 100, rows: 30), pixels: PixelExtent(width: 904, height: 574))
        let kernel = Self.profile(TerminalRecordings.xtermDefaults, window: window)
        #expect(kernel.cellPixels == PixelExtent(width: 9, height: 19) && kernel.cellPixelsSource == "TIOCGWINSZ")
        let iterm = Self.profile(TerminalRecordings.iterm2)
        #expect(iterm.cellPixels == PixelExtent(width: 12, height: 24))
        #expect(Self.profile(TerminalRecordings.windowsTerminal).cellPixels == nil)
    }

    @Test func sixelNeedsTheCellSize() {
        // xterm with Debian's defaults answers no CSI 16 t; as a VT340 with the kernel's size it draws sixel.
        var vt340WithoutWindowOps = TerminalRecordings.xtermVT340
        vt340WithoutWindowOps.answers = vt340WithoutWindowOps.answers.replacingEvery("\u{1B}[6;19;9t", with: "")
            .replacingEvery("\u{1B}[4;570;900t", with: "")
        #expect(Self.profile(vt340WithoutWindowOps).pixelMethod == .cells)
        let window = WindowSize(cells: Size(columns: 100, rows: 30), pixels: PixelExtent(width: 904, height: 574))
        #expect(Self.profile(vt340WithoutWindowOps, window: window).pixelMethod == .sixel)
    }

    @Test func aKittyBrandTheTerminalNamesItselfNeedsNoGraphicsAnswerButARefusalCounts() {
        // A pseudo-terminal that answers XTVERSION as Ghostty but says nothing to `a=q` still
        // gets placeholders: the brand is the terminal's own word.
        var silent = TerminalRecordings.ghostty
        silent.answers = silent.answers.replacingEvery("\u{1B}_Gi=31;OK\u{1B}\\", with: "")
        #expect(Self.profile(silent).pixelMethod == .kittyPlaceholders)
        var refusing = TerminalRecordings.ghostty
        refusing.answers = refusing.answers.replacingEvery(
            "\u{1B}_Gi=31;OK\u{1B}\\", with: "\u{1B}_Gi=31;ENOTSUPPORTED:no graphics\u{1B}\\")
        #expect(Self.profile(refusing).pixelMethod == .cells)
        #expect(Self.profile(refusing).methodReason.contains("refused"))
        // Known only from the environment (TERM=xterm-kitty passed on by ssh), it must answer.
        var named = TerminalRecordings.ghostty
        named.answers = named.answers.replacingEvery("\u{1B}_Gi=31;OK\u{1B}\\", with: "")
            .replacingEvery("\u{1B}P>|ghostty 1.3.1\u{1B}\\", with: "")
        #expect(Self.profile(named).identity.brand == .ghostty)
        #expect(Self.profile(named).pixelMethod == .cells)
    }

    @Test func xtermBefore369HasDecsdmInverted() {
        var old = TerminalRecordings.xtermVT340
        old.answers = old.answers.replacingEvery("XTerm(379)", with: "XTerm(368)")
        #expect(Self.profile(old).sixelScrollingInverted)
        #expect(!Self.profile(TerminalRecordings.xtermVT340).sixelScrollingInverted)
    }

    // MARK: Inside tmux

    static let kittyClient = TmuxClientInfo(
        termName: "xterm-kitty", termType: "kitty(0.26.5)", cellPixels: PixelExtent(width: 9, height: 18),
        version: "3.3a")
    static let ghosttyClient = TmuxClientInfo(termName: "xterm-ghostty", termType: "ghostty 1.3.1", version: "3.3a")

    @Test func insideTmuxTheOuterTerminalDecidesAndPlaceholdersNeedPassthrough() {
        let inKitty = Self.profile(TerminalRecordings.tmuxInKitty, tmux: Self.kittyClient)
        #expect(inKitty.insideTmux && inKitty.outer?.brand == .kitty && inKitty.pixelMethod == .cells)
        #expect(!inKitty.passthroughHint, "kitty 0.26 draws no placeholders: nothing to allow")
        #expect(inKitty.cellPixels == PixelExtent(width: 9, height: 18), "tmux's word on the outer cell")

        var ghostty = Self.ghosttyClient
        let closed = Self.profile(TerminalRecordings.tmuxInKitty, tmux: ghostty)
        #expect(closed.pixelMethod == .cells && closed.passthroughHint)
        ghostty.passthrough = true
        let open = Self.profile(TerminalRecordings.tmuxInKitty, tmux: ghostty)
        #expect(open.pixelMethod == .kittyPlaceholders && open.tmuxPassthrough && !open.passthroughHint)
        #expect(Self.profile(TerminalRecordings.tmuxInKitty, tmux: ghostty, graphics: .sixel).pixelMethod == .cells)
    }

    @Test func insideTmuxTheEnvironmentsMarkersSayOnlyTmux() {
        // KITTY_WINDOW_ID and COLORTERM leak in from where the server started.
        var silent = TerminalRecordings.tmuxInKitty
        silent.answers = ""
        let profile = Self.profile(silent)
        #expect(profile.identity.brand == .tmux && profile.insideTmux)
        #expect(profile.pixelMethod == .cells)
    }

    // MARK: The user's word

    @Test func graphicsCellsAlwaysDrawsCells() {
        for expected in Self.table {
            #expect(
                Self.profile(expected.recording, graphics: .cells).pixelMethod == .cells, "\(expected.recording.name)")
        }
    }

    @Test func graphicsKittyTakesPlaceholdersUnlessTheTerminalHasNone() {
        #expect(Self.profile(TerminalRecordings.xtermDefaults, graphics: .kitty).pixelMethod == .kittyPlaceholders)
        #expect(Self.profile(TerminalRecordings.kitty026, graphics: .kitty).pixelMethod == .kittyDirect)
        #expect(Self.profile(TerminalRecordings.konsole, graphics: .kitty).pixelMethod == .kittyDirect)
    }

    @Test func graphicsSixelNeedsTheCellSize() {
        #expect(Self.profile(TerminalRecordings.kitty026, graphics: .sixel).pixelMethod == .sixel)
        #expect(Self.profile(TerminalRecordings.xtermDefaults, graphics: .sixel).pixelMethod == .cells)
    }

    @Test func fewerThan256ColoursDrawCells() {
        #expect(Self.profile(TerminalRecordings.kitty049, colors: .palette8).pixelMethod == .cells)
        #expect(Self.profile(TerminalRecordings.kitty049, colors: .palette256).pixelMethod == .kittyPlaceholders)
    }

    @Test func aKittyKnownOnlyFromTheEnvironmentMustAnswerTheGraphicsQuery() {
        // TERM=xterm-kitty passed on to a terminal that answers the round but neither XTVERSION
        // nor the graphics query: not trusted.
        var remote = TerminalRecordings.kitty049
        remote.answers = remote.answers.replacingEvery("\u{1B}_Gi=31;OK\u{1B}\\", with: "")
            .replacingEvery("\u{1B}P>|kitty(0.49.1)\u{1B}\\", with: "")
        #expect(Self.profile(remote).pixelMethod == .cells)
        // Without any answer (a slow link), the brand alone decides.
        remote.answers = ""
        #expect(Self.profile(remote).pixelMethod == .kittyPlaceholders)
    }

    // MARK: Colours

    @Test func colorsAndNoColorComeFirst() {
        #expect(!Self.profile(TerminalRecordings.kitty049, colors: .palette256).trueColor)
        #expect(Self.profile(TerminalRecordings.appleTerminal, colors: .trueColor).trueColor)
        var noColor = TerminalRecordings.kitty049
        noColor.environment["NO_COLOR"] = "1"
        #expect(!Self.profile(noColor).trueColor)
    }

    @Test func aPaletteEchoSaysNoEvenForAKnownBrand() {
        var palette = TerminalRecordings.kitty049
        palette.answers = palette.answers.replacingEvery("38:2:1:2:3m", with: "38;5;16m")
        #expect(!Self.profile(palette).trueColor)
    }

    @Test(arguments: [
        ("\u{1B}[>41;330;0c", false), ("\u{1B}[>41;331;0c", true), ("\u{1B}[>19;379;0c", true),
    ])
    func xtermKnownByItsPatchNumberHas24BitColourFrom331(_ secondary: String, _ trueColor: Bool) {
        let old = Recording(name: "xterm", answers: secondary + "\u{1B}[?64;1;2c", environment: ["TERM": "xterm"])
        let profile = Self.profile(old)
        #expect(profile.identity.brand == .xterm)
        #expect(profile.trueColor == trueColor)
    }

    @Test(arguments: [("3400", false), ("3600", true)])
    func vteHas24BitColourFrom036(_ version: String, _ trueColor: Bool) {
        let vte = Recording(name: "VTE", answers: "", environment: ["TERM": "xterm-256color", "VTE_VERSION": version])
        #expect(Self.profile(vte).trueColor == trueColor)
    }

    @Test func aTerminalThatAnswersNothingIsCellsAndPaletteAndUnsynchronized() {
        let silent = Recording(name: "silent", answers: "", environment: ["TERM": "xterm-256color"])
        let profile = Self.profile(silent)
        #expect(profile.identity.brand == .unknown)
        #expect(profile.pixelMethod == .cells && !profile.trueColor && !profile.synchronizedOutput)
        #expect(profile.ambiguousWidth == nil)
        var colourTerm = silent
        colourTerm.environment["COLORTERM"] = "24bit"
        #expect(Self.profile(colourTerm).trueColor)
    }

    @Test func synchronizedOutputOnlyWhereReported() {
        for (answer, synchronized) in [("0", false), ("1", true), ("2", true), ("3", true), ("4", false)] {
            let recording = Recording(
                name: "DECRPM \(answer)", answers: "\u{1B}[?2026;\(answer)$y\u{1B}[?62c",
                environment: ["TERM": "xterm-256color"])
            #expect(Self.profile(recording).synchronizedOutput == synchronized, "DECRPM \(answer)")
        }
    }
}

extension String {
    func replacingEvery(_ target: String, with replacement: String) -> String {
        split(separator: target, omittingEmptySubsequences: false).joined(separator: replacement)
    }
}
