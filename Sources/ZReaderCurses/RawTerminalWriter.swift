import Glibc
import ZReaderSystem

/// The one door for bytes zreader writes to the terminal past curses.
///
/// The window title, synchronized output's marks, OSC 52. Curses flushes what it buffered at the end of every
/// `doupdate`, so between two of them these land in order with its own output.
enum RawTerminalWriter {
    /// Writes `bytes` to the terminal (standard output); false when they could not all be written.
    @discardableResult
    static func write(_ bytes: [UInt8]) -> Bool {
        bytes.isEmpty || (try? SystemCall.writeAll(STDOUT_FILENO, bytes)) != nil
    }
}
