import CNcursesw
import FoundationEssentials
import Glibc
import ZReaderScreen

/// The curses screen zreader runs on: the locale, the terminal type (its `-direct` variant for
/// 24-bit colour), the input modes, the colour depth, and leaving and taking back the terminal.
final class CursesSession {
    let window: UnsafeMutablePointer<WINDOW>
    let colorDepth: ColorDepth
    /// The descriptor keys come from: standard input, or the terminal itself when input is piped.
    let inputDescriptor: Int32
    private let screen: OpaquePointer
    private var isClosed = false

    /// How wide the terminal draws East Asian Ambiguous characters: as asked, else as its probe
    /// found, else narrow.
    let ambiguousWidth: AmbiguousWidth

    init(colors: ColorDepth?, mouse: Bool, ambiguousWidth: AmbiguousWidth?) throws(CursesError) {
        guard isatty(1) == 1 else { throw .notATerminal }
        setlocale(LC_ALL, "")
        if String(cString: zr_codeset()) != "UTF-8" {
            setlocale(LC_ALL, "C.UTF-8")
        }
        let environment = ProcessInfo.processInfo.environment
        let term = environment["TERM"].flatMap { $0.isEmpty ? nil : $0 }
        guard let term else { throw .unknownTerminal(nil) }
        // With input piped in, keys still come from the terminal the screen is on.
        let inputFile = isatty(0) == 1 ? fdopen(0, "r") : fopen("/dev/tty", "r")
        guard let output = fdopen(1, "w"), let input = inputFile else { throw .notATerminal }
        inputDescriptor = fileno(input)
        // Saved before the probe turns echo off for a moment, and restored if a signal ends zreader.
        TerminalRescue.saveModes(of: 1)
        self.ambiguousWidth =
            ambiguousWidth ?? AmbiguousWidthProbe.measure(input: inputDescriptor, output: 1) ?? .narrow
        CursesWidth.settle(self.ambiguousWidth)
        var opened: OpaquePointer?
        let noColor = !(environment["NO_COLOR"] ?? "").isEmpty
        let wantsTrueColor = ["truecolor", "24bit"].contains(environment["COLORTERM"] ?? "")
        if colors == nil || colors == .trueColor, wantsTrueColor || colors == .trueColor, !noColor,
            !term.hasSuffix("-direct"), let base = term.split(separator: "-").first
        {
            opened = newterm("\(base)-direct", output, input)
        }
        if opened == nil {
            opened = newterm(term, output, input)
        }
        guard let opened, let window = zr_stdscr() else { throw .unknownTerminal(term) }
        screen = opened
        self.window = window
        CursesSession.setModes(window, mouse: mouse)
        colorDepth = CursesSession.startColors(requested: colors, noColor: noColor)
        TerminalRescue.arm(mouse: mouse)
    }

    deinit {
        close()
    }

    private static func setModes(_ window: UnsafeMutablePointer<WINDOW>, mouse: Bool) {
        cbreak()
        noecho()
        nonl()
        intrflush(window, false)
        keypad(window, true)
        nodelay(window, true)
        leaveok(window, true)
        idlok(window, true)
        scrollok(window, false)
        curs_set(0)
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

    /// Restores the terminal; safe to call more than once.
    func close() {
        guard !isClosed else { return }
        isClosed = true
        endwin()
        delscreen(screen)
        TerminalRescue.disarm()
    }

    /// Leaves curses while `body` runs, then takes the terminal back, to be redrawn whole.
    func suspend(while body: () -> Void) {
        def_prog_mode()
        endwin()
        TerminalRescue.disarm()
        body()
        reset_prog_mode()
        TerminalRescue.rearm()
        clearok(window, true)
    }
}
