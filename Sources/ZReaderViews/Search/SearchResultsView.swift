import ZReaderDomain
import ZReaderModel
import ZReaderScreen

/// The search results: a title bar naming the query, then each hit — its title and a line of its
/// body around the first match, every word's matches marked, and its day and column (and 多图
/// for a story with several pictures) — newest first; a hit without a snippet a row shorter.
///
/// ```
///                          搜索 · “南极”
/// ▌ 在南极越冬站工作一年，是一种什么体验？
/// ▌ 11月30日 星期一 · 冰原上的鸟 · 6 分钟阅读
/// ▌ …越冬队员在南极度过的第一个极夜，最难的不是冷…
/// ```
struct SearchResultsView: ScreenView {
    var search: SearchState
    var readStories: Set<StoryID>
    var theme: Theme
    var spinner: DisplayText
    /// This year: a hit of another year has the year in its day.
    var currentYear: Int?

    func render(in screen: Rect, into buffer: inout ScreenBuffer) {
        let (bar, rest) = screen.splitTop(rows: 1)
        HeaderBarView(title: "搜索 · \(search.query.display)", theme: theme).render(in: bar, into: &buffer)
        let columns = StoryRowMetrics.rowColumns(screenWidth: screen.width)
        let area = Rect(
            x: screen.x + columns.x, y: rest.y, width: columns.width, height: min(rest.height, search.viewportHeight))
        buffer.withClip(area) { buffer in
            drawHits(in: area, into: &buffer)
        }
    }

    private func drawHits(in area: Rect, into buffer: inout ScreenBuffer) {
        let notice: DisplayText? =
            switch search.status {
            case .searching: LoadNotice.loading(spinner)
            case .failed(let failure): "搜索失败：\(failure.summary)"
            case .done:
                search.hits.isEmpty
                    ? search.query.listsColumn
                        ? "缓存中没有\(search.query.display)的文章" : "没有找到与 \(search.query.display) 相关的文章"
                    : nil
            case .noSuchColumn(let nearest):
                "没有名为“\(TextSanitizer.clean(search.query.column ?? ""))”的栏目"
                    + (nearest.map { "，你要找的是不是“\($0)”？" } ?? "")
            }
        if let notice {
            buffer.write(notice, at: Point(x: area.x + 2, y: area.y + 1), style: theme.storyHint)
            return
        }
        let textX = area.x + StoryRowMetrics.gutterWidth
        let textWidth = max(1, area.width - StoryRowMetrics.gutterWidth - StoryRowMetrics.rightMargin)
        for (index, hit) in search.hits.enumerated() {
            let top = area.y + search.top(ofHit: index) - search.scrollOffset
            let rows = search.rows(ofHit: index)
            if top + rows <= area.y { continue }
            if top >= area.maxY { break }
            let isSelected = index == search.selection
            let titleStyle = theme.storyTitle(isRead: readStories.contains(hit.story.id), isSelected: isSelected)
            let title = hit.story.title.truncated(width: textWidth)
            draw(title, at: Point(x: textX, y: top), style: titleStyle, into: &buffer)
            let day = hit.date.sectionTitle(currentYear: currentYear)
            let storyHint = MultipicBadge.hint(hit.story.hint, isMultipic: hit.story.isMultipic)
            let hint = DisplayText.joined([day, hit.column, storyHint].compactMap { $0 }, separator: " · ")
            buffer.write(hint.truncated(width: textWidth), at: Point(x: textX, y: top + 1), style: theme.storyHint)
            if !hit.snippet.isEmpty {
                draw(
                    hit.snippet.truncated(width: textWidth), at: Point(x: textX, y: top + 2), style: theme.text(.body),
                    into: &buffer)
            }
            if isSelected {
                buffer.placeCursor(
                    x: textX, firstVisibleOf: max(top, area.y)..<min(top + rows, area.maxY))
                for row in top..<(top + rows - 1) {
                    buffer.write(StoryRowView.marker, at: Point(x: area.x, y: row), style: theme.selectionMarker)
                }
            }
        }
    }

    /// Writes text with the query's matches marked.
    private func draw(_ text: DisplayText, at origin: Point, style: CellStyle, into buffer: inout ScreenBuffer) {
        buffer.write(text, at: origin, style: style)
        for columns in text.columns(matching: search.query.words) {
            Highlight.mark(&buffer, row: origin.y, x: origin.x, columns: columns, restyle: theme.matched)
        }
    }
}
