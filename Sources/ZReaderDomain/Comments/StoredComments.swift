/// One list of a story's comments as the cache holds it: what an offline download or an earlier
/// reading fetched, and when.
public struct StoredComments: Hashable, Sendable {
    /// Newest first, as the API pages them.
    public var comments: [Comment]
    /// Whether this is the whole list (its last page was shorter than a full one), or only its
    /// first pages.
    public var isComplete: Bool
    /// Unix seconds.
    public var fetchedAt: Int

    public init(comments: [Comment], isComplete: Bool, fetchedAt: Int) {
        self.comments = comments
        self.isComplete = isComplete
        self.fetchedAt = fetchedAt
    }

    /// The page after the comment `before` (the first page without it), as the API would answer
    /// it; nil when the cache holds none of it and the list goes on (more needs the network).
    public func page(before: Int?) -> [Comment]? {
        var start = 0
        if let before {
            guard let index = comments.firstIndex(where: { $0.id == before }) else { return nil }
            start = index + 1
        }
        let page = Array(comments[start...].prefix(CommentKind.pageSize))
        // A short page ends the list for the reader: only honest when the list ends there.
        guard page.count == CommentKind.pageSize || isComplete else { return page.isEmpty ? nil : page }
        return page
    }
}
