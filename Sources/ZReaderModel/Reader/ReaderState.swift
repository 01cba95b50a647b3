import ZReaderDomain
import ZReaderScreen

/// The story reader: which story, what has loaded, its layout and the scroll offset.
///
/// Content rows: the header (the story's colour with the banner's shading, the title over it),
/// then the article's lines, then one blank row.
public struct ReaderState: Hashable, Sendable {
    /// The story as a list shows it, for saving it as a favourite.
    public let summary: StorySummary
    /// The day of the list the story was opened from, when it came from one.
    public let listDate: DayStamp?
    /// Likes and comment counts, once `story-extra` has answered.
    public internal(set) var extra: StoryExtra?
    public private(set) var content: ReaderContent = .loading
    public private(set) var layout: ArticleLayout?
    public private(set) var screenSize: Size
    public private(set) var scrollOffset = 0
    /// A search in the article (`/`, or the query that found the story), when one is on.
    public private(set) var find: ReaderFind?

    /// The find, when it has matches in the text: only then do `n`/`N` step through them, the
    /// status line count them and Esc end it (a story found by its title alone reads as any other).
    public var activeFind: ReaderFind? {
        guard let find, !find.matches.isEmpty else { return nil }
        return find
    }
    /// Labels over the links on screen, while one is being chosen.
    public private(set) var hints: LinkHints?
    /// Whether figures are laid out as pictures (pictures on) or as `[图]` lines.
    public private(set) var showsPictures: Bool
    /// Figures whose picture could not be had, by `WebURL.pictureIdentity`, with why.
    public private(set) var missingFigures: [String: DisplayText] = [:]
    /// The figure shown over the whole screen (`v`), until any key returns to the text.
    public private(set) var viewedFigure: ArticleFigure?

    /// The widest line of text, in columns (the `reader-width` setting).
    public let maximumMeasure: Int
    /// Where the view opens once the page loads (where the story was left), until then.
    public private(set) var resumePlace: ReadingPlace?
    /// Where the last resize put the view, and what it aimed at.
    private var resizeAnchor: ResizeAnchor?

    /// - Parameter resumingAt: where to open, where the story was left last time.
    public init(
        summary: StorySummary, screenSize: Size, maximumMeasure: Int = ArticleLayout.maximumMeasure,
        showsPictures: Bool = false, listDate: DayStamp? = nil, resumingAt resumePlace: ReadingPlace? = nil
    ) {
        self.resumePlace = resumePlace
        self.summary = summary
        self.listDate = listDate
        self.screenSize = screenSize
        self.maximumMeasure = maximumMeasure
        self.showsPictures = showsPictures
    }

    /// The text's columns on this screen.
    public var measure: Int { ArticleLayout.measure(forScreenWidth: screenSize.columns, maximum: maximumMeasure) }

    public var storyID: StoryID { summary.id }

    /// The page's title once loaded (it may have been edited since the list), else the list's.
    public var title: DisplayText { loadedDetail?.title ?? summary.title }

    public var imageHue: RGBColor? { loadedDetail?.imageHue ?? summary.imageHue }

    /// When the story was published: the page's `publish_time`, else its list's day (UTC+8).
    public var published: PublishedAt? {
        PublishedAt.of(publishTime: loadedDetail?.publishTime, listDate: listDate, gaPrefix: summary.gaPrefix)
    }

    /// The story's column (栏目): the page's `section`, else the one its title names.
    public var column: DisplayText? { loadedDetail?.sectionName ?? StoryColumn.name(inTitle: title) }

    /// The story's column as the columns screen opens it, with the page's id for it when known.
    public var dailyColumn: DailyColumn? {
        column.map { DailyColumn(id: loadedDetail?.sectionName == nil ? nil : loadedDetail?.sectionID, name: $0) }
    }

    /// The header's row that names the column.
    public static let columnRow = 1

    private var loadedDetail: StoryDetail? {
        if case .loaded(let story) = content { story.detail } else { nil }
    }

    /// The story's page on the web: the API's `share_url`, else the story's address.
    public var shareURL: WebURL {
        (loadedDetail?.shareURL ?? storyID.webAddress).preferringHTTPS
    }

    /// About 30% of the screen, between 4 and 16 rows: the picture grows with a tall window
    /// rather than staying a strip above the text.
    public var headerHeight: Int { min(16, max(4, screenSize.rows * 3 / 10)) }

    /// The screen's rows minus the status line.
    public var viewportHeight: Int { max(1, screenSize.rows - 1) }

    public var contentHeight: Int { headerHeight + (layout?.lines.count ?? 1) + 1 }

    public var maxScrollOffset: Int { max(0, contentHeight - viewportHeight) }

    /// How far through the story the bottom of the view is, 0–100.
    public var percentRead: Int {
        guard maxScrollOffset > 0 else { return 100 }
        return scrollOffset * 100 / maxScrollOffset
    }

    /// A page loaded opens where the story was left, when it was.
    public mutating func setContent(_ newContent: ReaderContent) {
        content = newContent
        var resume: ReadingPlace?
        if case .loaded = newContent {
            resume = resumePlace
            resumePlace = nil
        }
        relayout(
            keepingPosition: false, topBlock: nil,
            anchor: resume.map { TextAnchor(block: $0.block, offset: $0.offset) })
    }

    /// What leaving the story now should keep: nil (forget) at its top or read to its end.
    public var placeToKeep: ReadingPlace? {
        guard blockAtTop != nil, let anchor = anchorAtTop, percentRead < 100 else { return nil }
        return ReadingPlace(block: anchor.block, percent: percentRead, offset: anchor.offset)
    }

    /// Re-wraps for `size` with the line at the top of the view at the top again; resizes that
    /// follow one another without a scroll go back to where the first began, so narrow → wide →
    /// narrow lands on the very line it left (the wide line holding it can start earlier).
    public mutating func resize(to size: Size) {
        // Read before the size changes: the header's height, and so the top line, depend on it.
        let kept = resizeAnchor.flatMap { $0.scrollOffset == scrollOffset ? $0.anchor : nil }
        let anchor = kept ?? anchorAtTop
        screenSize = size
        relayout(keepingPosition: true, topBlock: nil, anchor: anchor)
        resizeAnchor = anchor.map { ResizeAnchor(anchor: $0, scrollOffset: scrollOffset) }
    }

    /// Lays figures out as pictures or as lines, the block at the top of the view staying there.
    mutating func setPicturesShown(_ shown: Bool) {
        guard shown != showsPictures else { return }
        showsPictures = shown
        if !shown { viewedFigure = nil }
        relayout(keepingPosition: true, topBlock: blockAtTop)
    }

    /// A figure whose picture could not be had becomes one line saying why (the rows kept for it
    /// would stay empty), the block at the top of the view staying there.
    mutating func figureFailed(_ url: WebURL, because failure: LoadFailure) {
        guard missingFigures[url.pictureIdentity] == nil,
            layout?.figures.contains(where: { $0.image.pictureIdentity == url.pictureIdentity }) == true
        else { return }
        missingFigures[url.pictureIdentity] =
            failure == .pictureNotDownloaded ? "离线 · 图片未下载 · 按 o 在浏览器中打开" : "图片无法显示"
        if viewedFigure?.image.pictureIdentity == url.pictureIdentity { viewedFigure = nil }
        relayout(keepingPosition: true, topBlock: blockAtTop)
    }

    public mutating func setScrollOffset(_ offset: Int) {
        scrollOffset = min(max(0, offset), maxScrollOffset)
    }

    public mutating func scroll(by rows: Int) {
        setScrollOffset(scrollOffset + rows)
    }

    /// The content rows of laid-out line `index`.
    func contentRow(ofLine index: Int) -> Int { headerHeight + index }

    /// The laid-out lines on screen now.
    var visibleLines: Range<Int> {
        // A story being loaded again has no lines while its scroll offset is still where it was.
        let count = layout?.lines.count ?? 0
        let first = min(max(0, scrollOffset - headerHeight), count)
        let end = min(max(first, scrollOffset + viewportHeight - headerHeight), count)
        return first..<end
    }

    /// Finds `query` in the article (the first match on screen or after it is current) and
    /// shows it; an empty query ends the find.
    ///
    /// Typed in the article, the query is found as typed, spaces and all (as less and vim find);
    /// from a search, its `words` are found each.
    mutating func setFind(_ query: String?, words: SearchWords? = nil) {
        guard let query, !query.isEmpty else {
            find = nil
            return
        }
        var found = ReaderFind(query: query, words: words ?? SearchWords(phrase: query), lines: layout?.lines ?? [])
        let onScreen = visibleLines.lowerBound
        if let first = found.matches.firstIndex(where: { $0.line >= onScreen }) {
            found.move(by: first - (found.current ?? 0))
        }
        find = found
        revealCurrentMatch()
    }

    /// Moves to the next or previous match and shows it.
    mutating func moveFind(by step: Int) {
        find?.move(by: step)
        revealCurrentMatch()
    }

    /// Scrolls so that the current match sits a third of the way down the view, unless it is
    /// already on screen.
    private mutating func revealCurrentMatch() {
        guard let find, let current = find.current else { return }
        let line = find.matches[current].line
        guard !visibleLines.contains(line) else { return }
        setScrollOffset(contentRow(ofLine: line) - viewportHeight / 3)
    }

    /// The figures with a row on screen now, top to bottom.
    public var visibleFigures: [ArticleFigure] { figures(in: visibleLines) }

    /// The figures with a row among `lines`, top to bottom.
    public func figures(in lines: Range<Int>) -> [ArticleFigure] {
        layout?.figures.filter { $0.lines.overlaps(lines) } ?? []
    }

    /// Shows the figure nearest the top of the view over the whole screen; false when none is on
    /// screen.
    mutating func viewFigureOnScreen() -> Bool {
        guard let figure = visibleFigures.first else { return false }
        viewedFigure = figure
        hints = nil
        return true
    }

    mutating func closeFigure() {
        viewedFigure = nil
    }

    mutating func showHints(_ purpose: LinkHints.Purpose) {
        guard let layout else { return }
        let hints = LinkHints(purpose: purpose, lines: layout.lines, visible: visibleLines)
        self.hints = hints.hints.isEmpty ? nil : hints
    }

    mutating func updateHints(_ change: (inout LinkHints) -> Void) {
        guard var shown = hints else { return }
        change(&shown)
        hints = shown
    }

    mutating func hideHints() {
        hints = nil
    }

    /// Scrolls to the links list at the end of the article.
    mutating func showLinksList() {
        guard let layout, let heading = layout.lines.firstIndex(where: { $0.kind == .linksHeading }) else { return }
        setScrollOffset(contentRow(ofLine: heading))
    }

    /// The place of the line at the top of the view, when the header has scrolled away.
    private var anchorAtTop: TextAnchor? {
        guard let layout, scrollOffset >= headerHeight, layout.lines.indices.contains(scrollOffset - headerHeight)
        else { return nil }
        return layout.anchor(atLine: scrollOffset - headerHeight)
    }

    /// The block of the line at the top of the view, when the view is past the header.
    private var blockAtTop: Int? {
        guard let layout, scrollOffset > headerHeight, layout.lines.indices.contains(scrollOffset - headerHeight)
        else { return nil }
        return layout.lines[scrollOffset - headerHeight].blockIndex
    }

    /// Re-wraps for the screen; with `keepingPosition`, `anchor` (the line that was at the top of
    /// the view) or else `topBlock` (its block) is at the top again.
    private mutating func relayout(keepingPosition: Bool, topBlock: Int?, anchor: TextAnchor? = nil) {
        if case .loaded(let story) = content {
            layout = ArticleLayout(
                article: story.article, width: screenSize.columns, maximumMeasure: maximumMeasure,
                figureScreenRows: showsPictures ? screenSize.rows : nil, missingFigures: missingFigures,
                headerTitle: title)
        } else {
            layout = nil
        }
        if let anchor, let layout, !layout.lines.isEmpty {
            setScrollOffset(headerHeight + layout.line(at: anchor))
        } else if let topBlock, let layout {
            setScrollOffset(headerHeight + layout.firstLine(ofBlock: topBlock))
        } else if !keepingPosition {
            scrollOffset = 0
            viewedFigure = nil
        } else {
            setScrollOffset(scrollOffset)
        }
        // Labels sit over columns that have moved; a find is found again in the new lines (and,
        // for a story just loaded with a query waiting, shown).
        hints = nil
        if var relocated = find {
            relocated.relocate(in: layout?.lines ?? [])
            find = relocated
            if !keepingPosition { revealCurrentMatch() }
        }
    }
}
