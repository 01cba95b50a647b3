/// A terminal's version as it reports it, compared number by number (a missing number is 0).
///
/// Dotted numbers (`0.26.5`, `24.08.3`), xterm's patch number (`379`), VTE's number (`7600` for
/// 0.76), WezTerm's date (`20240203-110809-5046fc22`, compared by its date and time).
public struct TerminalVersion: Hashable, Sendable, Comparable, CustomStringConvertible {
    /// The numbers, most significant first; never empty.
    public let numbers: [Int]

    /// The leading numbers of `text`, separated by `.` or `-` (at most four, each at most nine
    /// digits; one after a `-` run into letters is a commit hash, left out); nil when `text` does
    /// not start with a digit.
    public init?(_ text: some StringProtocol) {
        var numbers: [Int] = []
        var current: Int?
        var digits = 0
        var afterDash = false
        for character in text {
            if let digit = character.wholeNumberValue, character.isASCII {
                digits += 1
                guard digits <= 9 else { return nil }
                current = (current ?? 0) * 10 + digit
            } else if let value = current, character == "." || character == "-", numbers.count < 3 {
                numbers.append(value)
                current = nil
                digits = 0
                afterDash = character == "-"
            } else {
                // WezTerm's commit after its date (`-5046fc22`) is no part of the version; tmux's
                // `3.3a` is 3.3.
                if character.isLetter, afterDash { current = nil }
                break
            }
        }
        if let current { numbers.append(current) }
        guard !numbers.isEmpty else { return nil }
        self.numbers = numbers
    }

    /// A version from its numbers, most significant first.
    public init(_ numbers: Int...) {
        self.numbers = numbers.isEmpty ? [0] : numbers
    }

    public static func < (lhs: TerminalVersion, rhs: TerminalVersion) -> Bool {
        for index in 0..<max(lhs.numbers.count, rhs.numbers.count) {
            let left = index < lhs.numbers.count ? lhs.numbers[index] : 0
            let right = index < rhs.numbers.count ? rhs.numbers[index] : 0
            if left != right { return left < right }
        }
        return false
    }

    public static func == (lhs: TerminalVersion, rhs: TerminalVersion) -> Bool {
        !(lhs < rhs) && !(rhs < lhs)
    }

    public func hash(into hasher: inout Hasher) {
        var trimmed = numbers[...]
        while trimmed.count > 1, trimmed.last == 0 { trimmed = trimmed.dropLast() }
        hasher.combine(Array(trimmed))
    }

    public var description: String { numbers.map(String.init).joined(separator: ".") }
}
