import ZReaderScreen

/// The story reader: which story, what has loaded, its layout and the scroll offset.
///
/// Content rows: the header (the story's colour with the banner's shading, the title over it),
/// then the article's lines, then one blank row.
public struct ReaderState: Hashable, Sendable {
    /// The story as a list shows it, for saving it as a favourite.
    public let summary: StorySummary
    /// Likes and comment counts, once `story-extra` has answered.
    public internal(set) var extra: StoryExtra?
    public private(set) var content: ReaderContent = .loading
    public private(set) var layout: ArticleLayout?
    public private(set) var screenSize: Size
    public private(set) var scrollOffset = 0

    public init(summary: StorySummary, screenSize: Size) {
        self.summary = summary
        self.screenSize = screenSize
    }

    public var storyID: StoryID { summary.id }

    /// The page's title once loaded (it may have been edited since the list), else the list's.
    public var title: DisplayText { loadedDetail?.title ?? summary.title }

    public var imageHue: RGBColor? { loadedDetail?.imageHue ?? summary.imageHue }

    private var loadedDetail: StoryDetail? {
        if case .loaded(let story) = content { story.detail } else { nil }
    }

    /// The story's page on the web: the API's `share_url`, else the story's address.
    public var shareURL: WebURL {
        (loadedDetail?.shareURL ?? storyID.webAddress).preferringHTTPS
    }

    /// A quarter of the screen, between 4 and 8 rows.
    public var headerHeight: Int { min(8, max(4, screenSize.rows / 4)) }

    /// The screen's rows minus the status line.
    public var viewportHeight: Int { max(1, screenSize.rows - 1) }

    public var contentHeight: Int { headerHeight + (layout?.lines.count ?? 1) + 1 }

    public var maxScrollOffset: Int { max(0, contentHeight - viewportHeight) }

    /// How far through the story the bottom of the view is, 0–100.
    public var percentRead: Int {
        guard maxScrollOffset > 0 else { return 100 }
        return scrollOffset * 100 / maxScrollOffset
    }

    public mutating func setContent(_ newContent: ReaderContent) {
        content = newContent
        relayout(keepingPosition: false)
    }

    public mutating func resize(to size: Size) {
        screenSize = size
        relayout(keepingPosition: true)
    }

    public mutating func setScrollOffset(_ offset: Int) {
        scrollOffset = min(max(0, offset), maxScrollOffset)
    }

    public mutating func scroll(by rows: Int) {
        setScrollOffset(scrollOffset + rows)
    }

    /// Re-wraps for the screen width; with `keepingPosition`, the block at the top of the view
    /// stays at the top.
    private mutating func relayout(keepingPosition: Bool) {
        let topBlock: Int? =
            if keepingPosition, let layout, scrollOffset > headerHeight,
                layout.lines.indices.contains(scrollOffset - headerHeight)
            {
                layout.lines[scrollOffset - headerHeight].blockIndex
            } else {
                nil
            }
        if case .loaded(let story) = content {
            layout = ArticleLayout(article: story.article, width: screenSize.columns)
        } else {
            layout = nil
        }
        if let topBlock, let layout {
            setScrollOffset(headerHeight + layout.firstLine(ofBlock: topBlock))
        } else if !keepingPosition {
            scrollOffset = 0
        } else {
            setScrollOffset(scrollOffset)
        }
    }
}
