import CNcursesw
import CTerminalRescue
import ZReaderScreen

/// Reads what the terminal sends — keys, mouse, resizes, quit signals — after sleeping in
/// `pselect` on the terminal and the mailbox's pipe until either has something; and Ctrl-Z.
///
/// SIGWINCH, SIGTSTP and the quit signals are only delivered inside that wait, on this thread.
struct CursesInput {
    let window: UnsafeMutablePointer<WINDOW>
    let descriptor: Int32
    /// Keeps a control string that spans two reads open between them.
    private var decoder = InputDecoder()

    init(window: UnsafeMutablePointer<WINDOW>, descriptor: Int32) {
        self.window = window
        self.descriptor = descriptor
    }

    /// Blocks the loop's signals and installs the quit handlers.
    static func prepareSignals() {
        zr_signals_block_loop()
        zr_signals_install_quit_handlers()
    }

    /// What arrived: at once if input is waiting, else after a wait of at most `timeout`
    /// milliseconds (nil: none) or until `wakeUp` is signalled; and the quit signal among it, if
    /// any (SIGHUP also when the terminal hung up without one).
    mutating func read(timeoutMilliseconds: Int?, wakeUp: WakeUpSignal?, size: () -> Size) -> (
        events: [InputEvent], quitSignal: Int32?, stopRequested: Bool
    ) {
        var events = drain(size: size)
        if events.isEmpty {
            let timeout = timeoutMilliseconds.map { Int32(clamping: $0) } ?? -1
            let ready = zr_wait(descriptor, wakeUp?.fileDescriptor ?? -1, timeout)
            if ready & 2 != 0 {
                wakeUp?.acknowledge()
            }
            if ready & 8 != 0 {
                let signal = zr_signals_take_quit()
                return ([.terminated], signal != 0 ? signal : SIGHUP, false)
            }
            events = drain(size: size)
        }
        let signal = zr_signals_take_quit()
        if signal != 0 {
            events.append(.terminated)
            return (events, signal, false)
        }
        return (events, nil, zr_signals_take_stop() != 0)
    }

    /// Everything waiting: key codes curses decoded, and runs of characters for `InputDecoder`
    /// (which holds the sequences curses did not know).
    private mutating func drain(size: () -> Size) -> [InputEvent] {
        var events: [InputEvent] = []
        var characters: [UInt32] = []
        func decodeCharacters() {
            events += decoder.keys(from: characters).map(InputEvent.key)
            characters.removeAll()
        }
        var character: wint_t = 0
        while true {
            let status = wget_wch(window, &character)
            if status == ERR { break }
            if status == KEY_CODE_YES {
                decodeCharacters()
                if let event = functionKey(Int32(bitPattern: character), size: size) { events.append(event) }
            } else {
                characters.append(UInt32(character))
            }
        }
        decodeCharacters()
        return events
    }

    private func functionKey(_ code: Int32, size: () -> Size) -> InputEvent? {
        switch code {
        case KEY_RESIZE: return .resize(size())
        case KEY_MOUSE: return mouse()
        case KEY_UP: return .key(.up)
        case KEY_DOWN: return .key(.down)
        case KEY_LEFT: return .key(.left)
        case KEY_RIGHT: return .key(.right)
        case KEY_NPAGE, KEY_C3: return .key(.pageDown)
        case KEY_PPAGE, KEY_A3: return .key(.pageUp)
        // The keypad's corners (terminfo ka1 and kc1; ka3 and kc3 page), and the VT220's Find and Select,
        // which are where Home and End are on its keyboard.
        case KEY_HOME, KEY_A1, KEY_FIND: return .key(.home)
        case KEY_END, KEY_C1, KEY_SELECT: return .key(.end)
        case KEY_ENTER: return .key(.enter)
        case KEY_BACKSPACE: return .key(.backspace)
        case (KEY_F0 + 1)...(KEY_F0 + 12): return .key(.function(Int(code - KEY_F0)))
        default: return nil
        }
    }

    private func mouse() -> InputEvent? {
        var event = MEVENT()
        guard getmouse(&event) == OK else { return nil }
        let point = Point(x: Int(event.x), y: Int(event.y))
        let state = event.bstate
        if state & zr_wheel_up() != 0 { return .mouse(MouseEvent(.wheelUp, at: point)) }
        if state & zr_wheel_down() != 0 { return .mouse(MouseEvent(.wheelDown, at: point)) }
        if state & (zr_button1_pressed() | zr_button1_clicked()) != 0 { return .mouse(MouseEvent(.click, at: point)) }
        if state & zr_button1_released() != 0 { return .mouse(MouseEvent(.release, at: point)) }
        return nil
    }
}
