/// How a run of article text is set: the inline HTML elements around it.
public struct InlineStyle: OptionSet, Hashable, Sendable {
    public let rawValue: UInt8

    public init(rawValue: UInt8) {
        self.rawValue = rawValue
    }

    /// `strong`, `b`.
    public static let strong = InlineStyle(rawValue: 1 << 0)
    /// `em`, `i`.
    public static let emphasis = InlineStyle(rawValue: 1 << 1)
    /// The text of an `a` element.
    public static let link = InlineStyle(rawValue: 1 << 2)
    /// The `[n]` after a link, pointing into the links list.
    public static let linkNumber = InlineStyle(rawValue: 1 << 3)
    /// `sup`: citation marks among them (`[1]`, `2`) are set as superscript digits, `¹` `²`.
    public static let superscript = InlineStyle(rawValue: 1 << 4)
    /// `code`, and a formula left in TeX.
    public static let code = InlineStyle(rawValue: 1 << 5)
    /// One formula (`equation?tex=`): a unit no line break cuts unless it is wider than the line,
    /// and then only after its operators.
    public static let formula = InlineStyle(rawValue: 1 << 6)
}
