import ZReaderDomain
import ZReaderModel
import ZReaderScreen

/// Paints the favourites list: a title bar, then each saved story (title, hint and when it was
/// saved), newest first, with the selection marked as on the home screen.
///
/// With pictures on, a story with a picture has its thumbnail on the right of its two text rows,
/// as on the home screen (a swatch of its colour until it arrives); with pictures off the list
/// is text only, as it always was.
struct FavouritesScreenView: ScreenView {
    var favourites: FavouritesState
    var readStories: Set<StoryID>
    var theme: Theme
    var spinner: DisplayText
    var currentYear: Int?
    var pictures = PictureState()

    func render(in screen: Rect, into buffer: inout ScreenBuffer) {
        let (bar, rest) = screen.splitTop(rows: 1)
        let title: DisplayText = favourites.isLoading ? "收藏夹" : "收藏夹 · \(favourites.entries.count)"
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
            let notice: DisplayText =
                favourites.isLoading ? LoadNotice.loading(spinner) : "还没有收藏。在文章里按 s 收藏。"
            buffer.write(notice, at: Point(x: area.x + 2, y: area.y + 1), style: theme.storyHint)
            return
        }
        for (index, entry) in favourites.entries.enumerated() {
            let top = area.y + index * FavouritesState.rowsPerEntry - favourites.scrollOffset
            if top + FavouritesState.rowsPerEntry <= area.y { continue }
            if top >= area.maxY { break }
            let showsThumbnail =
                pictures.settings.isEnabled
                && StoryRowMetrics.showsThumbnail(entry.story, rowWidth: area.width, picturesShown: true)
            let textWidth =
                showsThumbnail
                ? StoryRowMetrics.textWidth(rowWidth: area.width, showsThumbnail: true)
                : max(1, area.width - StoryRowMetrics.gutterWidth - StoryRowMetrics.rightMargin)
            if showsThumbnail {
                drawThumbnail(
                    entry.story, isRead: readStories.contains(entry.story.id),
                    at: Point(x: area.maxX - thumbnailInset, y: top), into: &buffer)
            }
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
                buffer.placeCursor(x: x, firstVisibleOf: max(top, area.y)..<min(top + 2, area.maxY))
                for row in top...(top + 1) {
                    buffer.write(
                        StoryRowView.marker, at: Point(x: area.x, y: row), style: theme.selectionMarker, clip: area)
                }
            }
        }
    }

    /// From the right edge to the thumbnail's first column.
    private var thumbnailInset: Int { StoryRowMetrics.rightMargin + StoryRowMetrics.swatchWidth }

    /// The story's picture beside its two text rows, or a swatch of its colour until it arrives.
    private func drawThumbnail(
        _ story: StorySummary, isRead: Bool, at origin: Point, into buffer: inout ScreenBuffer
    ) {
        let key = pictures.thumbnailKey(for: story, textRows: FavouritesState.textRowsPerEntry)
        if theme.hasColor, let picture = pictures.ready(for: key) {
            PictureView(
                picture: picture, method: PictureView.method(for: pictures.settings, theme: theme),
                background: theme.page.background
            )
            .render(
                in: Rect(x: origin.x, y: origin.y, width: picture.size.columns, height: picture.size.rows),
                into: &buffer)
            return
        }
        let size = StoryRowMetrics.thumbnailSize(textRows: FavouritesState.textRowsPerEntry)
        StoryRowView.drawSwatch(
            hue: theme.storyColor(story.imageHue ?? theme.fallbackHue), isRead: isRead, theme: theme,
            in: Rect(x: origin.x, y: origin.y, width: size.columns, height: size.rows), into: &buffer)
    }
}

extension PanelViews {
    func favourites(_ favourites: FavouritesState) -> any ScreenView {
        FavouritesScreenView(
            favourites: favourites, readStories: state.home.readStories, theme: theme, spinner: spinner,
            currentYear: state.home.days.first?.date.year, pictures: state.pictures)
    }
}
