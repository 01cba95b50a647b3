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
///
/// Control strings — DCS `ESC P`, APC `ESC _`, OSC `ESC ]`, PM `ESC ^`, SOS `ESC X` — are only
/// ever answers (a start-up query answered after its time limit: XTVERSION, DECRQSS, kitty's
/// graphics answer) and are dropped whole, up to their terminator (ST, BEL, CAN or SUB) or
/// `longestString` characters, even when they arrive over several reads: the decoder keeps an
/// open string from one batch to the next. The price is Alt with `P`, `_`, `]`, `^` or `X` as a
/// key, which zreader has no use for.
public struct InputDecoder: Sendable {
    /// The longest sequence read as one; a longer one is dropped as far as it went.
    static let longestSequence = 32
    /// The most characters of a control string dropped before the decoder reads keys again,
    /// in case its terminator was lost.
    static let longestString = 4096

    /// Inside a control string: characters dropped so far, and whether the last was ESC (which
    /// with `\` is the terminator).
    private var openString: (count: Int, afterEscape: Bool)?

    public init() {}

    /// The keys in `characters`, a batch of what `wget_wch` returned, in order.
    ///
    /// A CSI or SS3 sequence must arrive within one batch: curses waits for its bytes (the escape
    /// delay) before it gives up on matching it, so they are all there when it returns the first.
    public mutating func keys(from batch: [UInt32]) -> [Key] {
        var characters = batch
        if let string = openString, string.afterEscape, characters.first != 0x5C {
            // The previous batch ended in a string's ESC that was no terminator: a sequence starts there.
            openString = nil
            characters.insert(0x1B, at: 0)
        }
        var keys: [Key] = []
        var index = 0
        while index < characters.count {
            if openString != nil {
                index = skipString(characters, from: index)
                continue
            }
            let value = characters[index]
            index += 1
            guard value == 0x1B, index < characters.count else {
                // A lone Esc, or Esc before another key (Alt and a key): Esc, then the key.
                if let key = InputDecoder.key(forCharacter: value) { keys.append(key) }
                continue
            }
            let introducer = characters[index]
            switch introducer {
            case 0x5B, 0x4F:
                let sequence = EscapeSequence.read(characters, from: index + 1, introducer: introducer)
                index = sequence.end
                if let key = sequence.key { keys.append(key) }
            case 0x50, 0x5F, 0x5D, 0x5E, 0x58:
                openString = (0, false)
                index += 1
            default:
                if let key = InputDecoder.key(forCharacter: value) { keys.append(key) }
            }
        }
        return keys
    }

    /// Drops the open string's characters from `start`, up to and with its terminator; returns
    /// the index after what was dropped.
    private mutating func skipString(_ characters: [UInt32], from start: Int) -> Int {
        guard var string = openString else { return start }
        var index = start
        while index < characters.count {
            let value = characters[index]
            if string.afterEscape && value != 0x5C {
                // ESC and anything but `\`: the string was cut short and a sequence begins at the
                // ESC, read again (one that ended the previous batch was put back at the start).
                openString = nil
                return index - 1
            }
            index += 1
            string.count += 1
            let ends = value == 0x5C && string.afterEscape || [0x07, 0x18, 0x1A, 0x9C].contains(value)
            if ends || string.count >= InputDecoder.longestString {
                openString = nil
                return index
            }
            string.afterEscape = value == 0x1B
        }
        openString = string
        return index
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
