import ZReaderScreen

/// Decodes what `wget_wch` returns — characters, among them the bytes of the escape sequences
/// curses could not match against the terminfo entry — into keys.
///
/// Terminfo and the terminal often disagree: inside tmux or screen with `TERM=xterm-256color`,
/// Home and End arrive as `ESC [ 1 ~` and `ESC [ 4 ~`, rxvt sends `ESC [ 7 ~` and `ESC [ 8 ~`,
/// and a keypad in application mode sends `ESC O w`. Curses hands such a sequence over one byte
/// at a time, and each byte would be a key of its own (Esc goes back, `[` and `~` mean nothing).
/// Here every sequence in the usual encodings (CSI `ESC [`, SS3 `ESC O`) is recognised whole:
/// the keys zreader has become that key, whatever modifiers they carry; the rest (Insert,
/// Delete, the keypad's centre, focus and paste markers, mouse reports curses did not take,
/// replies to queries) are dropped.
public enum InputDecoder {
    /// The longest sequence read as one; a longer one is dropped as far as it went.
    static let longestSequence = 32

    /// The keys in `characters`, a batch of what `wget_wch` returned, in order.
    ///
    /// A sequence must arrive within one batch: curses waits for its bytes (the escape delay)
    /// before it gives up on matching it, so they are all there when it returns the first.
    public static func keys(from characters: [UInt32]) -> [Key] {
        var keys: [Key] = []
        var index = 0
        while index < characters.count {
            let value = characters[index]
            index += 1
            guard value == 0x1B, index < characters.count, characters[index] == 0x5B || characters[index] == 0x4F
            else {
                // A lone Esc, or Esc before another key (Alt and a key): Esc, then the key.
                if let key = key(forCharacter: value) { keys.append(key) }
                continue
            }
            let introducer = characters[index]
            let sequence = EscapeSequence.read(characters, from: index + 1, introducer: introducer)
            index = sequence.end
            if let key = sequence.key { keys.append(key) }
        }
        return keys
    }

    /// The key one character stands for, nil for the control characters no key sends.
    public static func key(forCharacter value: UInt32) -> Key? {
        switch value {
        case 10, 13: return .enter
        case 27: return .escape
        case 127, 8: return .backspace
        case 9: return .tab
        case 1...26:
            return Unicode.Scalar(value + 96).map { .control(Character($0)) }
        case 0..<32, 0x80..<0xA0:
            return nil
        default:
            return Unicode.Scalar(value).map { .character(Character($0)) }
        }
    }
}
