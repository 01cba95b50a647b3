import ZReaderDomain
import ZReaderScreen

/// The comments screen of a story: both lists as far as paged in, their layout and the scroll.
public struct CommentsState: Hashable, Sendable {
    public let storyID: StoryID
    public internal(set) var title: DisplayText
    public private(set) var threads: [CommentKind: CommentThread] = [.long: CommentThread(), .short: CommentThread()]
    public private(set) var counts: StoryExtra?
    public private(set) var layout: CommentsLayout
    public private(set) var screenSize: Size
    public private(set) var scrollOffset = 0
    /// Whether the quoted replies are shown whole (Enter), not cut to `CommentsLayout.quoteLines`.
    public private(set) var showsWholeQuotes = false
    /// The year now in Beijing, so that this year's dates leave the year out.
    public let currentYear: Int?
    /// The widest line, as the reader's (the `reader-width` setting).
    public let maximumMeasure: Int

    public init(
        storyID: StoryID, title: DisplayText, counts: StoryExtra?, screenSize: Size, currentYear: Int?,
        maximumMeasure: Int = ArticleLayout.maximumMeasure
    ) {
        self.storyID = storyID
        self.title = title
        self.counts = counts
        self.screenSize = screenSize
        self.currentYear = currentYear
        self.maximumMeasure = maximumMeasure
        layout = CommentsLayout(
            threads: [:], counts: counts, width: screenSize.columns, currentYear: currentYear,
            maximumMeasure: maximumMeasure)
    }

    public var viewportHeight: Int { max(1, screenSize.rows - 1) }

    public var contentHeight: Int { layout.lines.count }

    public var maxScrollOffset: Int { max(0, contentHeight - viewportHeight) }

    /// The lists whose next page should be asked for now: not loading, not complete, not
    /// failed (`r` retries those), and with their end within one viewport below the view.
    public var listsToPage: [CommentKind] {
        CommentKind.allCases.filter { kind in
            guard threads[kind]?.status == .idle, let row = layout.statusRows[kind] else { return false }
            return row < scrollOffset + 2 * viewportHeight
        }
    }

    /// True while a page of either list is loading, its loading line showing (not while the
    /// cache's copy stands in for it).
    public var isLoading: Bool { threads.values.contains { $0.shownStatus == .loading } }

    /// Lets every list whose last page failed be asked for again.
    mutating func retryFailed() {
        for kind in CommentKind.allCases {
            if case .failed = threads[kind]?.status { setStatus(.idle, of: kind) }
        }
    }

    public mutating func setStatus(_ status: CommentThread.Status, of kind: CommentKind) {
        let wasComplete = threads[kind]?.status == .complete
        threads[kind, default: CommentThread()].status = status
        // The layout reads only whether a thread is complete; loading and failing change the footer.
        if wasComplete != (status == .complete) { relayout() }
    }

    /// Marks a list as asking for its next page: the request's number and the comment it follows.
    mutating func startRequest(of kind: CommentKind) -> (before: Int?, request: Int) {
        var thread = threads[kind] ?? CommentThread()
        let asked = (before: thread.lastID, request: thread.requests)
        thread.requests += 1
        thread.requestedAfter = asked.before
        thread.status = .loading
        threads[kind] = thread
        relayout()
        return asked
    }

    /// Whether `request`, for the page after `before`, is the one a list waits for: an older
    /// request's answer never lands.
    public func awaits(_ request: Int, after before: Int?, of kind: CommentKind) -> Bool {
        guard let thread = threads[kind] else { return false }
        return thread.status == .loading && thread.requests == request + 1 && thread.requestedAfter == before
    }

    /// Shows the cache's copy of the page asked for until the network's answer replaces it.
    public mutating func showCached(_ page: CommentPage, of kind: CommentKind) {
        guard var thread = threads[kind], thread.standInStart == nil else { return }
        thread.standInStart = thread.comments.count
        thread.standInFetchedAt = page.cachedAt
        let known = Set(thread.comments.map(\.id))
        thread.comments += page.comments.filter { !known.contains($0.id) }
        threads[kind] = thread
        relayout()
    }

    /// Adds a page of comments in place of the cache's copy, if one stands in, the comment at the
    /// top of the view kept there; a short page completes its thread.
    public mutating func append(_ page: [Comment], to kind: CommentKind, cachedAt: Int? = nil) {
        let anchor = topComment
        var thread = threads[kind] ?? CommentThread()
        if let start = thread.standInStart {
            thread.comments.removeSubrange(start...)
            thread.standInStart = nil
            thread.standInFetchedAt = nil
        }
        if let cachedAt { thread.cachedAt = cachedAt }
        let known = Set(thread.comments.map(\.id))
        thread.comments += page.filter { !known.contains($0.id) }
        thread.status = page.count < CommentKind.pageSize ? .complete : .idle
        threads[kind] = thread
        relayout()
        keep(anchor)
    }

    /// A failed page: the cache's copy standing in stays, as the cache's answer (with when it was
    /// fetched); without one the list says it failed.
    public mutating func fail(_ failure: LoadFailure, of kind: CommentKind) {
        guard let thread = threads[kind], let start = thread.standInStart else {
            setStatus(.failed(failure), of: kind)
            return
        }
        append(Array(thread.comments[start...]), to: kind, cachedAt: thread.standInFetchedAt)
    }

    public mutating func setCounts(_ extra: StoryExtra) {
        counts = extra
        relayout()
    }

    public mutating func resize(to size: Size) {
        screenSize = size
        relayout()
    }

    public mutating func setScrollOffset(_ offset: Int) {
        scrollOffset = min(max(0, offset), maxScrollOffset)
    }

    public mutating func scroll(by rows: Int) {
        setScrollOffset(scrollOffset + rows)
    }

    /// Shows every quoted reply whole, or cut again; the comment at the top of the view stays
    /// there.
    mutating func toggleWholeQuotes() {
        let anchor = topComment
        showsWholeQuotes.toggle()
        relayout()
        keep(anchor)
    }

    /// The comment at the top of the view, by id, and the rows into it.
    private var topComment: (id: Int, rowsInto: Int)? {
        layout.commentRows.filter { $0.value <= scrollOffset }.max { $0.value < $1.value }.map {
            (id: $0.key, rowsInto: scrollOffset - $0.value)
        }
    }

    /// Puts that comment back at the top after the lines changed (a comment added above it, a
    /// longer quote), at most to its last row; the scroll stays when it is gone.
    private mutating func keep(_ anchor: (id: Int, rowsInto: Int)?) {
        guard let anchor, let row = layout.commentRows[anchor.id] else { return }
        let next = layout.commentRows.values.filter { $0 > row }.min() ?? layout.lines.count
        setScrollOffset(min(row + anchor.rowsInto, next - 1))
    }

    private mutating func relayout() {
        layout = CommentsLayout(
            threads: threads, counts: counts, width: screenSize.columns, currentYear: currentYear,
            maximumMeasure: maximumMeasure, showsWholeQuotes: showsWholeQuotes)
        setScrollOffset(scrollOffset)
    }
}
