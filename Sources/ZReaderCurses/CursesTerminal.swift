import CNcursesw
import CTerminalRescue
import ZReaderScreen
import ZReaderTerminal

/// The curses `TerminalBackend`: the only code in zreader that talks to ncurses.
///
/// It is a sink for frame updates: it writes the cells it is given, leaves the cursor where the
/// frame puts it, then `doupdate`; `idlok` lets ncurses scroll the terminal's lines instead of
/// rewriting them. Where the terminal reported synchronized output, each frame is one
/// synchronized update. The window title is set as frames ask, the previous one pushed first and
/// popped back whenever the terminal is given back. The work is split among the session (the
/// query round, set-up, colour depth, suspension), the colour pairs, the input reader and the
/// clipboard.
public final class CursesTerminal: TerminalBackend {
    private let session: CursesSession
    private var input: CursesInput
    private var pairs: ColorPairs
    private let mouse: Bool
    private let setsTitle: Bool
    /// The title last set, pushed over the terminal's own; nil before the first.
    private var title: DisplayText?
    /// A synchronized update was begun and not ended: the frame that ran out of colour pairs is
    /// drawn again whole within it.
    private var updateOpen = false
    /// The kitty images the terminal holds: deleted on every way out (quit, suspension, a fatal
    /// signal through the rescue), since the terminal would keep them, and their memory, after
    /// zreader is gone.
    private var heldImages: Set<KittyImageID> = []

    /// Blocks the signals the loop handles itself, and installs the quit handlers.
    ///
    /// Call it first thing in `main`, before any thread starts, so that every thread inherits
    /// the mask and only the loop's wait receives them.
    public static func prepareProcess() {
        CursesInput.prepareSignals()
    }

    /// Sets up the terminal: UTF-8 locale, the start-up query round (its profile decides the
    /// entry and the colours), how wide it draws East Asian Ambiguous characters (as `options`
    /// say, else as the round found; set process-wide for `TextWidth` before the first frame),
    /// curses screen, colours, keys and mouse.
    public init(options: TerminalOptions) throws(CursesError) {
        session = try CursesSession(options: options)
        input = CursesInput(window: session.window, descriptor: session.inputDescriptor)
        pairs = ColorPairs(depth: session.colorDepth)
        mouse = options.mouse
        setsTitle = options.setsTitle
    }

    /// Restores the terminal (and the window title it had), deleting the images it holds while
    /// still on the alternate screen whose store holds them; safe to call more than once.
    public func close() {
        session.close(beforeLeaving: releaseImages() + (title != nil ? WindowTitle.pop : []))
    }

    /// What the start-up query round found and what zreader makes of it.
    public var profile: TerminalProfile { session.profile }

    /// The terminfo entry in use.
    public var entry: String { session.entry }

    /// Said once in the status line when `TERM` named an entry curses lacks: which one was used.
    public var fallbackNotice: DisplayText? { session.fallbackNotice }

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
        // Curses flushed at the end of the last doupdate: these land before the frame's cells.
        send(update.images)
        RawTerminalWriter.write(update.before)
        if let title = update.title, setsTitle { setTitle(title) }
        if session.profile.synchronizedOutput && !updateOpen { RawTerminalWriter.write(SynchronizedOutput.begin) }
        if !update.isFull { rewrite(rows: update.eraseRows) }
        pairs.beginFrame(whole: update.isFull)
        if update.isFull {
            clearok(session.window, true)
        }
        for change in update.changes {
            write(change.cell, x: change.x, y: change.y)
        }
        let outcome: DrawOutcome = pairs.ranOut && !update.isFull ? .needsFullUpdate : .shown
        let cursor = update.cursor ?? Point(x: 0, y: update.size.rows - 1)
        wmove(session.window, Int32(cursor.y), Int32(cursor.x))
        wnoutrefresh(session.window)
        doupdate()
        if outcome == .shown { writeAfterwards(update.after) }
        updateOpen = session.profile.synchronizedOutput && outcome == .needsFullUpdate
        if session.profile.synchronizedOutput && !updateOpen { RawTerminalWriter.write(SynchronizedOutput.end) }
        return outcome
    }

    /// Writes `rows` again with what they show, in an update of their own: a terminal erases the
    /// sixel pixels under cells it writes, and a diff writes only cells that changed.
    ///
    /// `wredrawln` makes curses forget what those rows show, so the next `doupdate` writes them
    /// whole; it runs before the frame's cells because in the same `doupdate` as a scroll curses
    /// scrolls first and would rewrite the rows at their moved place, leaving pixels behind.
    private func rewrite(rows: [Int]) {
        guard !rows.isEmpty else { return }
        let height = Int(getmaxy(session.window))
        for row in rows where row >= 0 && row < height {
            wredrawln(session.window, Int32(row), 1)
        }
        wnoutrefresh(session.window)
        doupdate()
    }

    /// Writes each command after the frame from a saved cursor and restores it (`ESC 7` … `ESC 8`,
    /// which also keeps the colours), so curses' idea of the cursor and colours holds.
    private func writeAfterwards(_ commands: [[UInt8]]) {
        for command in commands where !command.isEmpty {
            RawTerminalWriter.write(Self.saveCursor + command + Self.restoreCursor)
        }
    }

    private static let saveCursor: [UInt8] = [0x1B, 0x37]
    private static let restoreCursor: [UInt8] = [0x1B, 0x38]

    /// Sends and deletes kitty images, each command wrapped for tmux's passthrough inside tmux,
    /// keeping the rescue told which images the terminal holds (before a transmission starts,
    /// after a deletion is written).
    private func send(_ commands: [KittyImageCommand]) {
        let wrapped = session.profile.insideTmux
        for command in commands {
            let pieces: [[UInt8]]
            switch command {
            case .transmit(let transmission):
                heldImages.insert(transmission.id)
                TerminalRescue.note(transmission.id, held: true, wrapped: wrapped)
                pieces = KittyGraphicsCommand.transmit(transmission)
            case .delete(let id):
                pieces = [KittyGraphicsCommand.delete(id)]
            }
            RawTerminalWriter.write(pieces.flatMap { wrapped ? TmuxPassthrough.wrap($0) : $0 })
            if case .delete(let id) = command {
                heldImages.remove(id)
                TerminalRescue.note(id, held: false, wrapped: wrapped)
            }
        }
    }

    /// The bytes that delete every image the terminal holds, which it then holds no more.
    private func releaseImages() -> [UInt8] {
        let wrapped = session.profile.insideTmux
        let bytes = heldImages.sorted { $0.value < $1.value }.flatMap { id in
            let command = KittyGraphicsCommand.delete(id)
            return wrapped ? TmuxPassthrough.wrap(command) : command
        }
        for id in heldImages { TerminalRescue.note(id, held: false, wrapped: wrapped) }
        heldImages.removeAll()
        return bytes
    }

    /// Sets the window title, pushing the terminal's own first (and telling the rescue to pop it).
    private func setTitle(_ newTitle: DisplayText) {
        if title == nil {
            RawTerminalWriter.write(WindowTitle.push)
            TerminalRescue.arm(mouse: mouse, popsTitle: true)
        }
        RawTerminalWriter.write(WindowTitle.set(newTitle))
        title = newTitle
    }

    /// The bytes that give the terminal its own title back while zreader is away, and that take
    /// it again on return.
    private var titleHandover: (leaving: [UInt8], returning: [UInt8]) {
        guard let title else { return ([], []) }
        return (WindowTitle.pop, WindowTitle.push + WindowTitle.set(title))
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
        suspend { zr_signals_stop_self() }
        // Whatever the terminal showed while stopped is gone, its images too: redrawn whole.
        return read.events + [.resumed(session.size)]
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

    public func notify(_ text: DisplayText) {
        if let bytes = DesktopNotification.sequence(text, profile: session.profile) { RawTerminalWriter.write(bytes) }
    }

    /// Gives the terminal to `body`, deleting its images first (the program given the terminal
    /// may clear or reuse them; the app sends them again on return, see `InputEvent.resumed`).
    public func suspend(while body: () -> Void) {
        let handover = titleHandover
        session.suspend(leaving: releaseImages() + handover.leaving, returning: handover.returning, while: body)
    }
}
