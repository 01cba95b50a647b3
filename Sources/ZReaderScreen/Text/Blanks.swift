/// The characters `trimming(_:)` takes off the ends of a text: exactly those Foundation's
/// `CharacterSet` of the same name holds, so that trimming is what it was with Foundation.
public enum Blanks: Sendable {
    /// Tab and the space separators (Unicode's Zs), and the zero-width space.
    case whitespaces
    /// Line feed, vertical tab, form feed, carriage return, next line, line and paragraph separator.
    case newlines
    /// Both.
    case whitespacesAndNewlines

    /// Whether `scalar` is one of them.
    public func contains(_ scalar: Unicode.Scalar) -> Bool {
        switch self {
        case .whitespaces: Blanks.isWhitespace(scalar.value)
        case .newlines: Blanks.isNewline(scalar.value)
        case .whitespacesAndNewlines: Blanks.isWhitespace(scalar.value) || Blanks.isNewline(scalar.value)
        }
    }

    private static func isWhitespace(_ value: UInt32) -> Bool {
        switch value {
        case 0x09, 0x20, 0xA0, 0x1680, 0x2000...0x200B, 0x202F, 0x205F, 0x3000: true
        default: false
        }
    }

    private static func isNewline(_ value: UInt32) -> Bool {
        switch value {
        case 0x0A...0x0D, 0x85, 0x2028, 0x2029: true
        default: false
        }
    }
}

extension StringProtocol {
    /// This text without the `blanks` at its start and end, scalar by scalar (a combining mark
    /// after a leading space stays), as Foundation's `trimmingCharacters(in:)` trims.
    public func trimming(_ blanks: Blanks) -> String {
        let scalars = unicodeScalars
        guard let first = scalars.firstIndex(where: { !blanks.contains($0) }),
            let last = scalars.lastIndex(where: { !blanks.contains($0) })
        else { return "" }
        var kept = String.UnicodeScalarView()
        kept.append(contentsOf: scalars[first...last])
        return String(kept)
    }
}
