import CNcursesw
import CTerminalRescue
import ZReaderScreen

/// The curses `TerminalBackend`: the only code in zreader that talks to ncurses.
///
/// It is a sink for frame updates: it writes the cells it is given, then `doupdate`; `idlok`
/// lets ncurses scroll the terminal's lines instead of rewriting them. The work is split among
/// the session (set-up, colour depth, suspension), the colour pairs, the input reader and the
/// clipboard.
public final class CursesTerminal: TerminalBackend {
    private let session: CursesSession
    private let input: CursesInput
    private var pairs: ColorPairs

    /// Blocks the signals the loop handles itself, and installs the quit handlers.
    ///
    /// Call it first thing in `main`, before any thread starts, so that every thread inherits
    /// the mask and only the loop's wait receives them.
    public static func prepareProcess() {
        CursesInput.prepareSignals()
    }

    /// Sets up the terminal: UTF-8 locale, how wide it draws East Asian Ambiguous characters
    /// (`ambiguousWidth`, else asked of the terminal; set process-wide for `TextWidth` before the
    /// first frame), curses screen, colours, keys and mouse.
    public init(colors: ColorDepth? = nil, mouse: Bool = true, ambiguousWidth: AmbiguousWidth? = nil)
        throws(CursesError)
    {
        session = try CursesSession(colors: colors, mouse: mouse, ambiguousWidth: ambiguousWidth)
        input = CursesInput(window: session.window, descriptor: session.inputDescriptor)
        pairs = ColorPairs(depth: session.colorDepth)
    }

    /// Restores the terminal; safe to call more than once.
    public func close() {
        session.close()
    }

    public var colorDepth: ColorDepth { session.colorDepth }

    /// How wide East Asian Ambiguous characters are laid out: as asked, or as the terminal drew one.
    public var ambiguousWidth: AmbiguousWidth { session.ambiguousWidth }

    public var size: Size { session.size }

    /// Writes the update; when the colour pairs ran out in a partial one, asks for the frame whole.
    ///
    /// A whole frame rewrites every cell, so it starts the pair table over. One that runs out
    /// itself (a terminal with fewer pairs than the frame has colour combinations) keeps the
    /// stand-ins: releasing its pairs after drawing would repaint cells still on screen.
    public func draw(_ update: FrameUpdate) -> DrawOutcome {
        pairs.beginFrame(whole: update.isFull)
        if update.isFull {
            clearok(session.window, true)
        }
        for change in update.changes {
            write(change.cell, x: change.x, y: change.y)
        }
        let outcome: DrawOutcome = pairs.ranOut && !update.isFull ? .needsFullUpdate : .shown
        wnoutrefresh(session.window)
        doupdate()
        return outcome
    }

    private func write(_ cell: Cell, x: Int, y: Int) {
        var pair = pairs.number(for: cell.style)
        var characters = cell.grapheme.unicodeScalars.map { wchar_t(bitPattern: $0.value) }
        characters.append(0)
        var rendition = cchar_t()
        setcchar(&rendition, characters, attributes(for: cell.style.attributes), 0, &pair)
        // The bottom-right cell reports ERR although it is drawn (curs_addch(3X)).
        _ = mvwadd_wch(session.window, Int32(y), Int32(x), &rendition)
    }

    private func attributes(for attributes: TextAttributes) -> attr_t {
        var result = zr_attr_normal()
        if attributes.contains(.bold) { result |= zr_attr_bold() }
        if attributes.contains(.dim) { result |= zr_attr_dim() }
        if attributes.contains(.italic) { result |= zr_attr_italic() }
        if attributes.contains(.underline) { result |= zr_attr_underline() }
        if attributes.contains(.reverse) { result |= zr_attr_reverse() }
        return result
    }

    /// The signal that asked zreader to quit (SIGINT, SIGTERM or SIGHUP, also SIGHUP when the
    /// terminal hung up), once its `.terminated` has been read; nil while none has.
    public private(set) var quitSignal: Int32?

    public func readEvents(timeoutMilliseconds: Int?, wakeUp: WakeUpSignal?) -> [InputEvent] {
        let read = input.read(timeoutMilliseconds: timeoutMilliseconds, wakeUp: wakeUp) { session.size }
        if let signal = read.quitSignal, quitSignal == nil {
            quitSignal = signal
        }
        guard read.stopRequested else { return read.events }
        session.suspend { zr_signals_stop_self() }
        // Whatever the terminal showed while stopped is gone: redrawn whole, as after a resize.
        return read.events + [.resize(session.size)]
    }

    /// Ends the process by `signal` with its default action, so that the parent sees how it ended
    /// (status 128 + the number: 130 for Ctrl-C; a shell loop stops); call it once the terminal
    /// is closed and everything is saved.
    public static func exit(bySignal signal: Int32) -> Never {
        zr_signals_end_by(signal)
    }

    public func copyToClipboard(_ text: String) -> Bool {
        TerminalClipboard.copy(text)
    }

    public func suspend(while body: () -> Void) {
        session.suspend(while: body)
    }
}
