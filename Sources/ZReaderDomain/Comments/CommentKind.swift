/// The two lists of comments the API keeps: long comments first, then short ones.
public enum CommentKind: String, Hashable, Sendable, CaseIterable {
    case long
    case short

    /// The path segment: `long-comments` or `short-comments`.
    public var pathSegment: String { "\(rawValue)-comments" }

    /// The API answers at most this many comments a page.
    public static let pageSize = 20
}
