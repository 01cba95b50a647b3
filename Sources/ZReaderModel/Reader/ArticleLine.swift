import ZReaderDomain
import ZReaderScreen

/// One laid-out line of the reader: what kind of text it is, its indent and prefix, its spans.
public struct ArticleLine: Hashable, Sendable {
    /// What the line belongs to, which decides its colours.
    public enum Kind: Hashable, Sendable {
        case relatedNews, questionTitle, meta, heading, body, quote, listItem, figure, equation
        case preformatted, rule, viewMore, linksHeading, linkEntry, blank
        /// A row kept for a figure's picture (`ArticleLayout.figures`), empty but for a quote's bars.
        case picture
        /// What the layout says about the article itself: that it was cut short.
        case notice
    }

    public var kind: Kind
    /// Columns before the prefix, inside the measure.
    public var indent: Int
    /// Drawn before the text: quote bars, a list marker or its blank continuation.
    public var prefix: DisplayText
    public var spans: [InlineSpan]
    /// The article block the line came from, to keep the reading position across re-wraps.
    ///
    /// The
    /// space above a block (a blank line, or a bar-only line inside a quote) belongs to that block;
    /// the links list at the end has index `blocks.count`.
    public var blockIndex: Int
    /// True when the line goes on with the text of the line above, broken there only for width;
    /// false for the first line of a block, a line after a `br`, and each entry of the links list.
    public var isContinuation: Bool

    public init(
        kind: Kind, indent: Int = 0, prefix: DisplayText = .empty, spans: [InlineSpan] = [], blockIndex: Int,
        isContinuation: Bool = false
    ) {
        self.kind = kind
        self.indent = indent
        self.prefix = prefix
        self.spans = spans
        self.blockIndex = blockIndex
        self.isContinuation = isContinuation
    }

    public var text: String { prefix.string + spans.map(\.text.string).joined() }
}
