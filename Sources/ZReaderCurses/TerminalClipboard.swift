import FoundationEssentials
import Glibc
import ZReaderSystem

/// Puts text on the system clipboard through the terminal with OSC 52.
///
/// The sequence is written straight to the terminal between frames (curses has no call for
/// it); terminals that do not support it ignore it.
enum TerminalClipboard {
    /// The most text one copy sends, in UTF-8 bytes: far more than any link needs, far less than
    /// what a hostile `share_url` could ask a terminal to take in.
    static let maximumBytes = 4096

    /// The OSC 52 sequence that copies `text`; nil when it is longer than `maximumBytes` (a link
    /// cut short would be a wrong link).
    static func sequence(for text: String) -> [UInt8]? {
        guard text.utf8.count <= maximumBytes else { return nil }
        return Array("\u{1B}]52;c;\(Data(text.utf8).base64EncodedString())\u{07}".utf8)
    }

    /// False when the text is too long or the sequence could not be written.
    static func copy(_ text: String) -> Bool {
        guard let bytes = sequence(for: text) else { return false }
        return RawTerminalWriter.write(bytes)
    }
}
