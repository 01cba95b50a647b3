/// A page of comments, and when it was fetched if it comes from the cache rather than the network.
public struct CommentPage: Hashable, Sendable {
    public var comments: [Comment]
    /// Unix seconds; nil for a page just fetched.
    public var cachedAt: Int?

    public init(comments: [Comment], cachedAt: Int? = nil) {
        self.comments = comments
        self.cachedAt = cachedAt
    }
}
