import CNcursesw
import Foundation
import ZReaderScreen

/// The curses `TerminalBackend`: the only code in zreader that talks to ncurses.
///
/// Frames are written as the cells that changed since the previous frame, then `doupdate`;
/// `idlok` lets ncurses scroll the terminal's lines instead of rewriting them. Input is read with
/// `wget_wch` after `pselect` on the terminal and the mailbox's pipe, so the loop sleeps until
/// either has something; SIGWINCH, SIGTSTP and the quit signals are only delivered inside that
/// wait, on this thread.
public final class CursesTerminal: TerminalBackend {
    public let colorDepth: ColorDepth
    private let screen: OpaquePointer
    private let window: UnsafeMutablePointer<WINDOW>
    /// The descriptor keys come from: standard input, or the terminal itself when input is piped.
    private let inputDescriptor: Int32
    private var pairs: [PairKey: Int32] = [:]
    private var previous: ScreenBuffer?
    /// Set when the pairs ran out while drawing a frame, so that the frame is drawn again whole.
    private var ranOutOfPairs = false
    private var isClosed = false

    private struct PairKey: Hashable {
        var foreground: Int32
        var background: Int32
    }

    /// Blocks the signals the loop handles itself.
    ///
    /// Call first thing in `main`, before any thread
    /// starts, so that every thread inherits the mask and only the loop's wait receives them.
    public static func prepareProcess() {
        zr_block_loop_signals()
        zr_install_quit_handlers()
    }

    /// Sets up the terminal: UTF-8 locale, curses screen, colours, keys and mouse.
    public init(colors: ColorDepth? = nil, mouse: Bool = true) throws(CursesError) {
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

        if noColor || colors == .monochrome || !has_colors() {
            colorDepth = .monochrome
        } else {
            start_color()
            use_default_colors()
            let available: ColorDepth =
                switch zr_colors() {
                case 0x1000000...: .trueColor
                case 256...: .palette256
                default: .palette8
                }
            colorDepth =
                colors.map { requested in
                    switch (requested, available) {
                    case (.trueColor, .trueColor), (.palette8, _), (.monochrome, _): requested
                    case (.trueColor, _), (.palette256, .palette8): available
                    case (.palette256, _): .palette256
                    }
                } ?? available
        }
    }

    deinit {
        close()
    }

    /// Restores the terminal.
    ///
    /// Safe to call more than once.
    public func close() {
        guard !isClosed else { return }
        isClosed = true
        endwin()
        delscreen(screen)
    }

    public var size: Size {
        Size(columns: Int(getmaxx(window)), rows: Int(getmaxy(window)))
    }

    public func present(_ buffer: ScreenBuffer) {
        draw(buffer, full: previous?.size != buffer.size)
        if ranOutOfPairs {
            // Pairs are released only between passes: a pair number on screen must keep its
            // colours. The frame is drawn again whole with a fresh table; one that needs more
            // pairs than the terminal has keeps the nearest ones for the rest.
            reset_color_pairs()
            pairs.removeAll()
            draw(buffer, full: true)
            ranOutOfPairs = false
        }
        wnoutrefresh(window)
        doupdate()
        previous = buffer
    }

    /// Writes the cells that differ from the previous frame, or all of them when `full`.
    private func draw(_ buffer: ScreenBuffer, full: Bool) {
        if full {
            clearok(window, true)
        }
        for y in 0..<buffer.size.rows {
            for x in 0..<buffer.size.columns {
                let cell = buffer[x, y]
                if cell.isContinuation { continue }
                if !full, let previous, previous[x, y] == cell,
                    cell.width == 1 || previous[x + 1, y] == buffer[x + 1, y]
                {
                    continue
                }
                write(cell, x: x, y: y)
            }
        }
    }

    private func write(_ cell: Cell, x: Int, y: Int) {
        var pair = pairNumber(for: cell.style)
        var characters = cell.grapheme.unicodeScalars.map { wchar_t(bitPattern: $0.value) }
        characters.append(0)
        var rendition = cchar_t()
        setcchar(&rendition, characters, attributes(for: cell.style.attributes), 0, &pair)
        // The bottom-right cell reports ERR although it is drawn (curs_addch(3X)).
        _ = mvwadd_wch(window, Int32(y), Int32(x), &rendition)
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

    /// The colour pair for a style, allocated on first use.
    ///
    /// When the terminal's pairs run out, a
    /// pair with the same text colour (else the default pair) stands in, and `present` draws the
    /// frame again with a fresh table.
    private func pairNumber(for style: CellStyle) -> Int32 {
        guard colorDepth.hasColor else { return 0 }
        let key = PairKey(
            foreground: ColorMapper.number(for: style.foreground, depth: colorDepth),
            background: ColorMapper.number(for: style.background, depth: colorDepth))
        if key.foreground == -1 && key.background == -1 { return 0 }
        if let pair = pairs[key] { return pair }
        guard pairs.count + 1 < Int(zr_color_pairs()) else {
            ranOutOfPairs = true
            return pairs.first { $0.key.foreground == key.foreground }?.value ?? 0
        }
        let pair = Int32(pairs.count + 1)
        init_extended_pair(pair, key.foreground, key.background)
        pairs[key] = pair
        return pair
    }

    public func readEvents(timeoutMilliseconds: Int?, wakeUp: WakeUpSignal?) -> [InputEvent] {
        var events = drainInput()
        if events.isEmpty {
            let timeout = timeoutMilliseconds.map { Int32(clamping: $0) } ?? -1
            let ready = zr_wait(inputDescriptor, wakeUp?.fileDescriptor ?? -1, timeout)
            if ready & 2 != 0 {
                wakeUp?.acknowledge()
            }
            if ready & 8 != 0 {
                return [.terminated]
            }
            events = drainInput()
        }
        if zr_take_quit_signal() != 0 {
            events.append(.terminated)
        }
        return events
    }

    private func drainInput() -> [InputEvent] {
        var events: [InputEvent] = []
        var character: wint_t = 0
        while true {
            let status = wget_wch(window, &character)
            if status == ERR { break }
            if status == KEY_CODE_YES {
                if let event = functionKey(Int32(bitPattern: character)) { events.append(event) }
            } else if let key = InputDecoder.key(forCharacter: UInt32(character)) {
                events.append(.key(key))
            }
        }
        return events
    }

    private func functionKey(_ code: Int32) -> InputEvent? {
        switch code {
        case KEY_RESIZE:
            previous = nil
            return .resize(size)
        case KEY_MOUSE:
            var event = MEVENT()
            guard getmouse(&event) == OK else { return nil }
            let point = Point(x: Int(event.x), y: Int(event.y))
            let state = event.bstate
            if state & zr_wheel_up() != 0 { return .mouse(MouseEvent(.wheelUp, at: point)) }
            if state & zr_wheel_down() != 0 { return .mouse(MouseEvent(.wheelDown, at: point)) }
            if state & (zr_button1_pressed() | zr_button1_clicked()) != 0 {
                return .mouse(MouseEvent(.click, at: point))
            }
            if state & zr_button1_released() != 0 { return .mouse(MouseEvent(.release, at: point)) }
            return nil
        case KEY_UP: return .key(.up)
        case KEY_DOWN: return .key(.down)
        case KEY_LEFT: return .key(.left)
        case KEY_RIGHT: return .key(.right)
        case KEY_NPAGE: return .key(.pageDown)
        case KEY_PPAGE: return .key(.pageUp)
        case KEY_HOME: return .key(.home)
        case KEY_END: return .key(.end)
        case KEY_ENTER: return .key(.enter)
        case KEY_BACKSPACE: return .key(.backspace)
        case (KEY_F0 + 1)...(KEY_F0 + 12): return .key(.function(Int(code - KEY_F0)))
        default: return nil
        }
    }

    public func copyToClipboard(_ text: String) -> Bool {
        let sequence = "\u{1B}]52;c;\(Data(text.utf8).base64EncodedString())\u{07}"
        let bytes = Array(sequence.utf8)
        return bytes.withUnsafeBufferPointer { buffer in
            guard let base = buffer.baseAddress else { return false }
            return Glibc.write(1, base, buffer.count) == buffer.count
        }
    }

    public func suspend(while body: () -> Void) {
        def_prog_mode()
        endwin()
        body()
        reset_prog_mode()
        previous = nil
        clearok(window, true)
    }
}
