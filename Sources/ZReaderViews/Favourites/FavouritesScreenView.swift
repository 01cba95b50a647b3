import ZReaderModel
import ZReaderScreen

/// Paints the favourites list: a title bar, then each saved story (title, hint and when it was
/// saved), newest first, with the selection marked as on the home screen.
struct FavouritesScreenView: ScreenView {
    var favourites: FavouritesState
    var readStories: Set<StoryID>
    var theme: Theme
    var spinner: String
    var currentYear: Int?

    func render(in screen: Rect, into buffer: inout ScreenBuffer) {
        let (bar, rest) = screen.splitTop(rows: 1)
        let title = favourites.isLoading ? "收藏夹" : "收藏夹 · \(favourites.entries.count)"
        HeaderBarView(title: title, theme: theme).render(in: bar, into: &buffer)
        let columns = StoryRowMetrics.rowColumns(screenWidth: screen.width)
        let area = Rect(
            x: screen.x + columns.x, y: rest.y, width: columns.width,
            height: min(rest.height, favourites.viewportHeight))
        buffer.withClip(area) { buffer in
            drawEntries(in: area, into: &buffer)
        }
    }

    private func drawEntries(in area: Rect, into buffer: inout ScreenBuffer) {
        if favourites.isLoading || favourites.entries.isEmpty {
            let notice = favourites.isLoading ? LoadNotice.loading(spinner) : "还没有收藏。在文章里按 s 收藏。"
            buffer.write(notice, at: Point(x: area.x + 2, y: area.y + 1), style: theme.storyHint)
            return
        }
        let textWidth = max(1, area.width - StoryRowMetrics.gutterWidth - StoryRowMetrics.rightMargin)
        for (index, entry) in favourites.entries.enumerated() {
            let top = area.y + index * FavouritesState.rowsPerEntry - favourites.scrollOffset
            if top + FavouritesState.rowsPerEntry <= area.y { continue }
            if top >= area.maxY { break }
            let isSelected = index == favourites.selection
            let x = area.x + StoryRowMetrics.gutterWidth
            buffer.write(
                entry.story.title.truncated(width: textWidth), at: Point(x: x, y: top),
                style: theme.storyTitle(isRead: readStories.contains(entry.story.id), isSelected: isSelected),
                clip: area)
            let saved: DisplayText = "收藏于 \(BeijingTime.text(entry.savedAt, currentYear: currentYear))"
            let hint = DisplayText.joined([entry.story.hint, saved].compactMap { $0 }, separator: " · ")
            buffer.write(
                hint.truncated(width: textWidth), at: Point(x: x, y: top + 1), style: theme.storyHint,
                clip: area)
            if isSelected {
                for row in top...(top + 1) {
                    buffer.write(
                        StoryRowView.marker, at: Point(x: area.x, y: row), style: theme.selectionMarker, clip: area)
                }
            }
        }
    }
}
