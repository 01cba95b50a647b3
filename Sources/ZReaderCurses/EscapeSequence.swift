import ZReaderScreen

/// One escape sequence a key sent, read from the characters after its introducer: CSI
/// (`ESC [`, ECMA-48's parameters, intermediates and final byte, with rxvt's `$` ending for keys) or SS3
/// (`ESC O` and a final byte, maybe after a modifier).
struct EscapeSequence {
    /// The key it stands for; nil for a sequence zreader has no key for, or one cut short.
    var key: Key?
    /// The index just past it.
    var end: Int

    private static let csi: UInt32 = 0x5B

    /// The sequence that starts at `start`, just after `ESC` and `introducer` (`[` or `O`).
    static func read(_ characters: [UInt32], from start: Int, introducer: UInt32) -> EscapeSequence {
        var index = start
        if introducer == csi, index < characters.count, characters[index] == csi {
            // The Linux console's F1–F5: ESC [ [ A … ESC [ [ E.
            guard index + 1 < characters.count else { return EscapeSequence(key: nil, end: characters.count) }
            let final = characters[index + 1]
            return EscapeSequence(
                key: (0x41...0x45).contains(final) ? .function(Int(final - 0x40)) : nil, end: index + 2)
        }
        var parameters = Parameters()
        var hasIntermediates = false
        while index < characters.count {
            let byte = characters[index]
            index += 1
            switch byte {
            case 0x30...0x3F where !hasIntermediates:
                parameters.add(byte)
            case 0x24 where introducer == csi && parameters.hasNumber && !hasIntermediates && !parameters.isPrivate:
                // rxvt ends Shift+Home and its neighbours with `$`: ESC [ 7 $. In a private sequence
                // `$` is an intermediate: ESC [ ? 2026 ; 2 $ y is a mode report, not a key and a `y`.
                return EscapeSequence(key: numberedKey(parameters.first), end: index)
            case 0x20...0x2F:
                hasIntermediates = true
            case 0x40...0x7E:
                if introducer != csi {
                    return EscapeSequence(key: singleShiftKey(byte), end: index)
                }
                var end = index
                if byte == 0x4D, parameters.isEmpty {
                    // An X10 mouse report curses did not take: three raw bytes follow ESC [ M.
                    end = min(characters.count, index + 3)
                }
                let key = parameters.isPrivate || hasIntermediates ? nil : controlSequenceKey(byte, parameters)
                return EscapeSequence(key: key, end: end)
            default:
                // Not part of a sequence (a control character, another Esc, text): what came so far
                // is dropped, and this character is read on its own.
                return EscapeSequence(key: nil, end: index - 1)
            }
        }
        return EscapeSequence(key: nil, end: index)
    }

    /// The key of `ESC [ … final`.
    private static func controlSequenceKey(_ final: UInt32, _ parameters: Parameters) -> Key? {
        switch final {
        case 0x41: .up
        case 0x42: .down
        case 0x43: .right
        case 0x44: .left
        case 0x48: .home
        case 0x46: .end
        // xterm's modified F1, F2 and F4 (ESC [ 1 ; 2 P). `R` is left out on purpose: ESC [ r ; c R
        // is also the reply to a cursor-position query, and must never become a key.
        case 0x50: .function(1)
        case 0x51: .function(2)
        case 0x53: .function(4)
        // ~ plain, $ Shift, ^ Ctrl, @ Ctrl+Shift (rxvt).
        case 0x7E, 0x5E, 0x40: numberedKey(parameters.first)
        default: nil
        }
    }

    /// The key of `ESC [ n ~` (the VT220 keypad and function keys, also rxvt's and the Linux
    /// console's numbers for Home and End).
    private static func numberedKey(_ number: Int?) -> Key? {
        switch number {
        case 1, 7: .home
        case 4, 8: .end
        case 5: .pageUp
        case 6: .pageDown
        case 11, 12, 13, 14, 15: number.map { .function($0 - 10) }
        case 17, 18, 19, 20, 21: number.map { .function($0 - 11) }
        case 23, 24: number.map { .function($0 - 12) }
        // 2 Insert and 3 Delete (no key of zreader's), 200 and 201 (paste markers), the rest.
        default: nil
        }
    }

    /// The key of `ESC O final`: cursor keys in application mode, F1–F4, and the keypad in
    /// application mode, read by position as terminfo names it (7 is Home, 1 End, 8 up, …).
    private static func singleShiftKey(_ final: UInt32) -> Key? {
        switch final {
        case 0x41, 0x78: .up
        case 0x42, 0x72: .down
        case 0x43, 0x76: .right
        case 0x44, 0x74: .left
        case 0x48, 0x77: .home
        case 0x46, 0x71: .end
        case 0x79: .pageUp
        case 0x73: .pageDown
        case 0x50, 0x51, 0x52, 0x53: .function(Int(final - 0x4F))
        case 0x4D: .enter
        case 0x6A: .character("*")
        case 0x6B: .character("+")
        case 0x6C: .character(",")
        case 0x6D: .character("-")
        case 0x6F: .character("/")
        case 0x58: .character("=")
        // p Insert, n Delete, u and E the keypad's centre.
        default: nil
        }
    }

    /// The parameter bytes of a sequence: only what decoding needs, bounded however many came.
    private struct Parameters {
        /// The first number, at most 9999; nil before its first digit.
        private(set) var first: Int?
        private(set) var isEmpty = true
        /// Starts with `<`, `=`, `>` or `?`: a report or a reply (SGR mouse, device attributes).
        private(set) var isPrivate = false
        private var pastFirst = false

        var hasNumber: Bool { first != nil }

        mutating func add(_ byte: UInt32) {
            if isEmpty, (0x3C...0x3F).contains(byte) { isPrivate = true }
            isEmpty = false
            if byte == 0x3B || byte == 0x3A {
                pastFirst = true
            } else if !pastFirst, (0x30...0x39).contains(byte) {
                first = min(9999, (first ?? 0) * 10 + Int(byte - 0x30))
            }
        }
    }
}
