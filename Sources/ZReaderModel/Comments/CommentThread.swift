import ZReaderDomain

/// One list of a story's comments (long or short) as far as it has been paged in.
public struct CommentThread: Hashable, Sendable {
    /// How far the paging has got.
    public enum Status: Hashable, Sendable {
        /// More pages may follow; none is loading.
        case idle
        case loading
        case failed(LoadFailure)
        /// The last page has arrived (it was shorter than a full page).
        case complete
    }

    public var comments: [Comment] = []
    public var status: Status = .idle
    /// When the comments shown were fetched, when they come from the cache (read offline).
    public var cachedAt: Int?

    public init() {}

    /// The id to page from: the last comment shown.
    public var lastID: Int? { comments.last?.id }
}
