import ZReaderDomain
import ZReaderScreen

/// One laid-out line of the comments screen.
public struct CommentLine: Hashable, Sendable {
    /// What the line shows, which decides its look.
    public enum Kind: Hashable, Sendable {
        case sectionHeader, author, body, reply, notice, blank
        /// Where a thread's paging stands (loading, failed, more to come): drawn from its status.
        case threadStatus(CommentKind)
    }

    public var kind: Kind
    public var text: DisplayText
    /// Columns before the text.
    public var indent: Int
    /// On an author line, the columns of the name and then of the time, before the likes: each
    /// part is drawn in a weight of its own.
    public internal(set) var nameColumns = 0
    public internal(set) var timeColumns = 0

    public init(kind: Kind, text: DisplayText = .empty, indent: Int = 0) {
        self.kind = kind
        self.text = text
        self.indent = indent
    }
}
