import CNcursesw
import Glibc
import ZReaderScreen
import ZReaderTerminal

/// The curses screen zreader runs on: the locale, the start-up query round and the profile made
/// of it, the terminal type (its `-direct` variant for 24-bit colour, a known entry when the
/// terminal's own is missing), the input modes, the colour depth, and leaving and taking back
/// the terminal.
final class CursesSession {
    let window: UnsafeMutablePointer<WINDOW>
    let colorDepth: ColorDepth
    /// The descriptor keys come from: standard input, or the terminal itself when input is piped.
    let inputDescriptor: Int32
    private let screen: OpaquePointer
    private var isClosed = false

    /// How wide the terminal draws East Asian Ambiguous characters: as asked, else as the query
    /// round found, else narrow.
    let ambiguousWidth: AmbiguousWidth
    /// What the query round found, and what zreader does with it.
    let profile: TerminalProfile
    /// The terminfo entry curses runs on.
    let entry: String
    /// Said once in the status line: `TERM` named no entry curses has, and which one was used.
    let fallbackNotice: DisplayText?

    init(options: TerminalOptions) throws(CursesError) {
        guard isatty(1) == 1 else { throw .notATerminal }
        setlocale(LC_ALL, "")
        if String(cString: zr_codeset()) != "UTF-8" {
            setlocale(LC_ALL, "C.UTF-8")
        }
        let environment = options.environment
        let term = environment.term
        guard !term.isEmpty else { throw .unknownTerminal(nil) }
        // With input piped in, keys still come from the terminal the screen is on.
        let inputFile = isatty(0) == 1 ? fdopen(0, "r") : fopen("/dev/tty", "r")
        guard let output = fdopen(1, "w"), let input = inputFile else { throw .notATerminal }
        inputDescriptor = fileno(input)
        // Saved before the query round turns echo off for a moment, and restored if a signal ends zreader.
        TerminalRescue.saveModes(of: 1)
        let round = TerminalQueryRound.run(
            input: inputDescriptor, output: 1, plan: QueryPlan(environment: environment))
        profile = TerminalProfiler.profile(
            report: round.report, environment: environment, tmux: options.tmux, window: round.window,
            graphics: options.graphics, colors: options.colors)
        ambiguousWidth = options.ambiguousWidth ?? round.report.ambiguousWidth ?? .narrow
        CursesWidth.settle(ambiguousWidth)
        let termIsKnown = TerminfoDatabase.hasEntry(term)
        var opened: (screen: OpaquePointer, name: String)?
        for name in profile.terminfoCandidates where opened == nil {
            if let screen = newterm(name, output, input) { opened = (screen, name) }
        }
        guard let opened, let window = zr_stdscr() else { throw .unknownTerminal(term) }
        screen = opened.screen
        entry = opened.name
        fallbackNotice =
            termIsKnown
            ? nil : "终端类型 \(TextSanitizer.clean(term)) 未知，已改用 \(TextSanitizer.clean(opened.name))"
        self.window = window
        CursesSession.setModes(window, mouse: options.mouse, showsCursor: options.showsCursor)
        colorDepth = CursesSession.startColors(requested: options.colors, noColor: environment.forbidsColor)
        TerminalRescue.arm(mouse: options.mouse, popsTitle: false)
    }

    deinit {
        close()
    }

    private static func setModes(_ window: UnsafeMutablePointer<WINDOW>, mouse: Bool, showsCursor: Bool) {
        cbreak()
        noecho()
        nonl()
        intrflush(window, false)
        keypad(window, true)
        nodelay(window, true)
        // The cursor is left where the views put it (the selected row, the prompt's caret), for
        // screen readers and magnifiers; shown only when asked.
        leaveok(window, false)
        idlok(window, true)
        scrollok(window, false)
        curs_set(showsCursor ? 1 : 0)
        set_escdelay(25)
        if mouse {
            mouseinterval(0)
            mousemask(zr_mouse_events(), nil)
        }
    }

    /// The depth the user asked for where the terminal can show it, else what it can show.
    private static func startColors(requested: ColorDepth?, noColor: Bool) -> ColorDepth {
        if noColor || requested == .monochrome || !has_colors() { return .monochrome }
        start_color()
        use_default_colors()
        let available: ColorDepth =
            switch zr_colors() {
            case 0x1000000...: .trueColor
            case 256...: .palette256
            default: .palette8
            }
        return requested.map { requested in
            switch (requested, available) {
            case (.trueColor, .trueColor), (.palette8, _), (.monochrome, _): requested
            case (.trueColor, _), (.palette256, .palette8): available
            case (.palette256, _): .palette256
            }
        } ?? available
    }

    var size: Size {
        Size(columns: Int(getmaxx(window)), rows: Int(getmaxy(window)))
    }

    /// Restores the terminal, `beforeLeaving` written just before curses leaves it; safe to call
    /// more than once.
    func close(beforeLeaving: [UInt8] = []) {
        guard !isClosed else { return }
        isClosed = true
        RawTerminalWriter.write(beforeLeaving)
        endwin()
        delscreen(screen)
        TerminalRescue.disarm()
    }

    /// Leaves curses while `body` runs, then takes the terminal back, to be redrawn whole;
    /// `leaving` is written as curses leaves, `returning` as it comes back.
    func suspend(leaving: [UInt8] = [], returning: [UInt8] = [], while body: () -> Void) {
        def_prog_mode()
        RawTerminalWriter.write(leaving)
        endwin()
        TerminalRescue.disarm()
        body()
        reset_prog_mode()
        RawTerminalWriter.write(returning)
        TerminalRescue.rearm()
        clearok(window, true)
    }
}
