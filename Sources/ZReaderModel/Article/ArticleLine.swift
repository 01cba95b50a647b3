/// One laid-out line of the reader: what kind of text it is, its indent and prefix, its spans.
public struct ArticleLine: Hashable, Sendable {
    /// What the line belongs to, which decides its colours.
    public enum Kind: Hashable, Sendable {
        case relatedNews, questionTitle, meta, heading, body, quote, listItem, figure, equation
        case preformatted, rule, viewMore, linksHeading, linkEntry, blank
    }

    public var kind: Kind
    /// Columns before the prefix, inside the measure.
    public var indent: Int
    /// Drawn before the text: a quote bar, a list marker or its blank continuation.
    public var prefix: String
    public var spans: [InlineSpan]
    /// The article block the line came from, to keep the reading position across re-wraps.
    public var blockIndex: Int

    public init(
        kind: Kind, indent: Int = 0, prefix: String = "", spans: [InlineSpan] = [], blockIndex: Int
    ) {
        self.kind = kind
        self.indent = indent
        self.prefix = prefix
        self.spans = spans
        self.blockIndex = blockIndex
    }

    public var text: String { prefix + spans.map(\.text).joined() }
}
