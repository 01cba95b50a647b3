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

    /// True while a page of either list is loading.
    public var isLoading: Bool { threads.values.contains { $0.status == .loading } }

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

    /// Adds a page of comments; a short page completes its thread.
    public mutating func append(_ page: [Comment], to kind: CommentKind, cachedAt: Int? = nil) {
        var thread = threads[kind] ?? CommentThread()
        if let cachedAt { thread.cachedAt = cachedAt }
        let known = Set(thread.comments.map(\.id))
        thread.comments += page.filter { !known.contains($0.id) }
        thread.status = page.count < CommentKind.pageSize ? .complete : .idle
        threads[kind] = thread
        relayout()
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
        let top = layout.commentRows.filter { $0.value <= scrollOffset }.max { $0.value < $1.value }
        let intoTop = top.map { scrollOffset - $0.value } ?? 0
        showsWholeQuotes.toggle()
        relayout()
        guard let top, let row = layout.commentRows[top.key] else { return }
        let next = layout.commentRows.values.filter { $0 > row }.min() ?? layout.lines.count
        setScrollOffset(min(row + intoTop, next - 1))
    }

    private mutating func relayout() {
        layout = CommentsLayout(
            threads: threads, counts: counts, width: screenSize.columns, currentYear: currentYear,
            maximumMeasure: maximumMeasure, showsWholeQuotes: showsWholeQuotes)
        setScrollOffset(scrollOffset)
    }
}
