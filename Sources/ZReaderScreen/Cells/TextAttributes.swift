/// Bold, dim, underline and the other renditions a cell can carry besides its colours.
public struct TextAttributes: OptionSet, Hashable, Sendable, CustomStringConvertible {
    public let rawValue: UInt8

    public init(rawValue: UInt8) {
        self.rawValue = rawValue
    }

    public static let bold = TextAttributes(rawValue: 1 << 0)
    public static let dim = TextAttributes(rawValue: 1 << 1)
    public static let italic = TextAttributes(rawValue: 1 << 2)
    public static let underline = TextAttributes(rawValue: 1 << 3)
    public static let reverse = TextAttributes(rawValue: 1 << 4)

    private static let names: [(TextAttributes, String)] = [
        (.bold, "bold"), (.dim, "dim"), (.italic, "italic"), (.underline, "underline"),
        (.reverse, "reverse"),
    ]

    public var description: String {
        Self.names.filter { contains($0.0) }.map(\.1).joined(separator: " ")
    }
}
