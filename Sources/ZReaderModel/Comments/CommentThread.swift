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
    /// How many pages have been asked for: the last request's number is one less, and an answer
    /// to any other is older.
    public var requests = 0
    /// The comment the page asked for follows (nil for the first page).
    public var requestedAfter: Int?
    /// Where the cache's copy of the page asked for starts in `comments`, shown until the
    /// network's answer replaces it; nil when none stands in.
    public var standInStart: Int?
    /// When the comments standing in were fetched.
    public var standInFetchedAt: Int?

    public init() {}

    /// The id to page from: the last comment shown.
    public var lastID: Int? { comments.last?.id }

    /// The status as drawn: while the cache's copy stands in, the list looks as it will once the
    /// page is fetched (no loading line), ending where the copy ends.
    public var shownStatus: Status {
        guard let standInStart, status == .loading else { return status }
        return comments.count - standInStart < CommentKind.pageSize ? .complete : .idle
    }
}
