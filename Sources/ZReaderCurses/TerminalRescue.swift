import CNcursesw
import CTerminalRescue
import Glibc
import ZReaderScreen
import ZReaderTerminal

/// Gives the terminal back when a fatal signal ends zreader — Ctrl-\, a crash, a Swift runtime
/// trap, `kill -USR1` — where curses' `endwin` never runs.
///
/// The restore bytes come from terminfo while nothing is wrong; the handler in CTerminalRescue
/// only deletes the kitty images the terminal holds, writes them, restores the saved modes and hands the signal on to its previous action
/// (the Swift runtime's crash report, or the default), so the exit status stays honest.
enum TerminalRescue {
    /// Mouse reporting off in every mode curses may have asked for (X10, button, any, SGR).
    private static let mouseOff = Array("\u{1B}[?1000l\u{1B}[?1002l\u{1B}[?1003l\u{1B}[?1006l".utf8)

    /// Saves the modes of the terminal on `descriptor`, before anything changes them, and arms
    /// the rescue for them alone (`arm(mouse:)` adds the screen's restore bytes).
    static func saveModes(of descriptor: Int32) {
        guard zr_rescue_save_modes(descriptor) == 0 else { return }
        zr_rescue_arm()
    }

    /// Gathers the bytes that undo what curses set up — mouse reporting when `mouse`, then the
    /// attributes, the cursor, keypad mode, the window title when `popsTitle` (zreader pushed the
    /// previous one) and the alternate screen — and arms the rescue.
    ///
    /// Call it once curses has read the terminal's entry, and again when the title is pushed.
    static func arm(mouse: Bool, popsTitle: Bool) {
        var bytes = mouse && capability("kmous") != nil ? mouseOff : []
        for name in ["sgr0", "cnorm", "rmkx"] {
            bytes += capability(name) ?? []
        }
        if popsTitle { bytes += WindowTitle.pop }
        bytes += capability("rmcup") ?? []
        bytes.withUnsafeBufferPointer { buffer in
            buffer.withMemoryRebound(to: CChar.self) { zr_rescue_set_restore_bytes($0.baseAddress, $0.count) }
        }
        zr_rescue_arm()
    }

    /// Tells the rescue whether the terminal holds kitty image `id` (deleted by the rescue when
    /// it does), and whether deletions go through tmux's passthrough.
    static func note(_ id: KittyImageID, held: Bool, wrapped: Bool) {
        zr_rescue_set_image_prefix(Int32(id.msb), wrapped ? 1 : 0)
        zr_rescue_set_image(Int32(id.low), held ? 1 : 0)
    }

    /// Arms the rescue again after `disarm`, with the same bytes.
    static func rearm() {
        zr_rescue_arm()
    }

    /// The terminal is in the shell's state again (curses closed or suspended).
    static func disarm() {
        zr_rescue_disarm()
    }

    /// The bytes of a terminfo string capability; nil when the entry lacks it.
    private static func capability(_ name: String) -> [UInt8]? {
        guard let value = tigetstr(name), Int(bitPattern: value) != -1 else { return nil }
        return Array(UnsafeBufferPointer(start: value, count: strlen(value))).map { UInt8(bitPattern: $0) }
    }
}
