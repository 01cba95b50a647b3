import Foundation

/// Puts text on the system clipboard through the terminal with OSC 52.
///
/// The sequence is written straight to the terminal between frames (curses has no call for
/// it); terminals that do not support it ignore it.
enum TerminalClipboard {
    /// False when the sequence could not be written.
    static func copy(_ text: String) -> Bool {
        let sequence = "\u{1B}]52;c;\(Data(text.utf8).base64EncodedString())\u{07}"
        let bytes = Array(sequence.utf8)
        return bytes.withUnsafeBufferPointer { buffer in
            guard let base = buffer.baseAddress else { return false }
            return Glibc.write(1, base, buffer.count) == buffer.count
        }
    }
}
