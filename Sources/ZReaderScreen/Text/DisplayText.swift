/// Text that is safe to put in a terminal cell: no escape sequences, controls or invisible
/// formatting.
///
/// Only `TextSanitizer.clean` makes one from text that came from outside (the network, the cache,
/// the demo edition). zreader's own words are string literals, whose literal parts are cleaned
/// too, and whose interpolations may only be other display texts and numbers: a raw `String`
/// cannot be interpolated into a `DisplayText`, so nothing from outside reaches a view uncleaned.
public struct DisplayText: Hashable, Sendable, Comparable, CustomStringConvertible, ExpressibleByStringInterpolation {
    /// The cleaned text.
    public let string: String

    /// Wraps text this module has already cleaned, or built from cleaned pieces.
    init(alreadyClean string: String) {
        self.string = string
    }

    public init(stringLiteral value: String) {
        string = TextSanitizer.cleanedString(value, keepsNewlines: true)
    }

    public init(stringInterpolation: Interpolation) {
        string = stringInterpolation.text
    }

    /// The pieces of a `DisplayText` literal: cleaned literal parts, display texts and numbers.
    public struct Interpolation: StringInterpolationProtocol {
        var text = ""

        public init(literalCapacity: Int, interpolationCount: Int) {
            text.reserveCapacity(literalCapacity)
        }

        public mutating func appendLiteral(_ literal: String) {
            text += TextSanitizer.cleanedString(literal, keepsNewlines: true)
        }

        public mutating func appendInterpolation(_ value: DisplayText) {
            text += value.string
        }

        public mutating func appendInterpolation(_ value: DisplayText?) {
            if let value { text += value.string }
        }

        public mutating func appendInterpolation(_ value: some BinaryInteger) {
            text += String(value)
        }

        /// A number with leading zeros to `digits` digits: `\(5, digits: 2)` is `05`.
        public mutating func appendInterpolation(_ value: some BinaryInteger, digits: Int) {
            let number = String(value)
            text += String(repeating: "0", count: max(0, digits - number.count)) + number
        }
    }

    public static let empty = DisplayText(alreadyClean: "")

    /// `count` copies of `text` (none for a count below one): a rule, a bar, padding.
    public init(repeating text: DisplayText, count: Int) {
        string = String(repeating: text.string, count: max(0, count))
    }

    public var isEmpty: Bool { string.isEmpty }

    public var description: String { string }

    public static func < (lhs: DisplayText, rhs: DisplayText) -> Bool { lhs.string < rhs.string }

    public static func + (lhs: DisplayText, rhs: DisplayText) -> DisplayText {
        DisplayText(alreadyClean: lhs.string + rhs.string)
    }

    /// The texts joined with `separator` between them.
    public static func joined(_ texts: [DisplayText], separator: DisplayText = .empty) -> DisplayText {
        DisplayText(alreadyClean: texts.map(\.string).joined(separator: separator.string))
    }

    /// A part of this text: removing characters from clean text leaves it clean.
    public func slice(_ range: Range<String.Index>) -> DisplayText {
        DisplayText(alreadyClean: String(string[range]))
    }

    /// The text without leading and trailing whitespace.
    public var trimmed: DisplayText {
        var text = Substring(string)
        while text.first?.isWhitespace == true { text.removeFirst() }
        while text.last?.isWhitespace == true { text.removeLast() }
        return DisplayText(alreadyClean: String(text))
    }

    /// The text without its first `count` graphemes.
    public func dropFirst(_ count: Int = 1) -> DisplayText {
        DisplayText(alreadyClean: String(string.dropFirst(count)))
    }

    /// The text without its last `count` graphemes.
    public func dropLast(_ count: Int = 1) -> DisplayText {
        DisplayText(alreadyClean: String(string.dropLast(count)))
    }

    /// The text's graphemes one by one: a grapheme of clean text is clean.
    public var graphemes: [DisplayText] {
        string.map { DisplayText(alreadyClean: String($0)) }
    }

    /// The lines of the text, split at line breaks.
    public var lines: [DisplayText] {
        string.split(separator: "\n", omittingEmptySubsequences: false).map { DisplayText(alreadyClean: String($0)) }
    }
}
