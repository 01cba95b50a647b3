import ZReaderDomain
import ZReaderModel
import ZReaderScreen

/// A story block: the title on one or two lines, the dimmer hint line, a spacer row, the selection
/// marker in the gutter, and on wide enough rows the thumbnail on the right: the story's picture
/// once it has arrived, else a swatch of its colour; 多图 in its corner for a story with several
/// pictures (after the hint on rows without a thumbnail); `· 读到 40%` after the hint of a story
/// left part-way.
///
/// With pictures on, a story without a picture has no thumbnail and its title takes the full
/// width (`StoryRowMetrics.showsThumbnail`, which the layout measures with too).
struct StoryRowView: ScreenView {
    var story: StorySummary
    var isSelected: Bool
    var isRead: Bool
    var isFavourite: Bool
    /// How far a partly read story was read, said after its hint.
    var percentRead: Int? = nil
    var theme: Theme
    var picturesShown = false
    /// The thumbnail, when it has arrived and the terminal has colour.
    var picture: ReadyPicture?
    /// How the terminal draws pictures.
    var method: PixelMethod = .cells

    static let marker: DisplayText = "▌"

    /// Draws the block in `area`: the row's columns (see `StoryRowMetrics.rowColumns`), from the
    /// block's first row.
    func render(in area: Rect, into buffer: inout ScreenBuffer) {
        buffer.withClip(area) { buffer in
            draw(in: area, into: &buffer)
        }
    }

    private func draw(in area: Rect, into buffer: inout ScreenBuffer) {
        let showsThumbnail = StoryRowMetrics.showsThumbnail(
            story, rowWidth: area.width, picturesShown: picturesShown)
        let textWidth = StoryRowMetrics.textWidth(rowWidth: area.width, showsThumbnail: showsThumbnail)
        let textX = area.x + StoryRowMetrics.gutterWidth
        let titleStyle = theme.storyTitle(isRead: isRead, isSelected: isSelected)
        var y = area.y
        for line in StoryRowMetrics.titleLines(story.title, textWidth: textWidth) {
            buffer.write(line, at: Point(x: textX, y: y), style: titleStyle)
            y += 1
        }
        let hint = showsThumbnail ? story.hint : MultipicBadge.hint(story.hint, isMultipic: story.isMultipic)
        if let hint, !hint.isEmpty {
            let starred: DisplayText = isFavourite ? "★ \(hint)" : hint
            let marked: DisplayText = percentRead.map { "\(starred) · 读到 \($0)%" } ?? starred
            buffer.write(marked.truncated(width: textWidth), at: Point(x: textX, y: y), style: theme.storyHint)
            y += 1
        }
        if isSelected {
            buffer.placeCursor(x: textX, firstVisibleOf: area.y..<max(y, area.y + 1))
            for markerRow in area.y..<y {
                buffer.write(StoryRowView.marker, at: Point(x: area.x, y: markerRow), style: theme.selectionMarker)
            }
        }
        if showsThumbnail {
            let x = area.maxX - StoryRowMetrics.rightMargin - StoryRowMetrics.swatchWidth
            let size = StoryRowMetrics.thumbnailSize(textRows: y - area.y)
            let thumbnail = Rect(x: x, y: area.y, width: size.columns, height: size.rows)
            let shown = picture.flatMap { $0.size == size ? $0 : nil }
            let hue = theme.storyColor(story.imageHue ?? theme.fallbackHue)
            if let shown {
                PictureView(picture: shown, method: method, background: theme.page.background)
                    .render(in: thumbnail, into: &buffer)
            } else {
                StoryRowView.drawSwatch(hue: hue, isRead: isRead, theme: theme, in: thumbnail, into: &buffer)
            }
            if story.isMultipic {
                MultipicBadge.draw(in: thumbnail, picture: shown?.cells, hue: hue, theme: theme, into: &buffer)
            }
        }
    }

    /// The thumbnail as a block of its colour, lighter at the top, in half-block steps.
    static func drawSwatch(
        hue: RGBColor, isRead: Bool, theme: Theme, in area: Rect, into buffer: inout ScreenBuffer
    ) {
        let swatch = DisplayText(repeating: theme.hasColor ? "▀" : "░", count: area.width)
        let halves = area.height * 2
        for row in 0..<area.height {
            let style: CellStyle
            if theme.hasColor {
                let upper = hue.blended(with: .white, alpha: 0.25 * Double(halves - 2 * row) / Double(halves))
                let lower = hue.blended(with: .white, alpha: 0.25 * Double(halves - 2 * row - 1) / Double(halves))
                style = CellStyle(fg: upper, bg: lower)
            } else {
                style = isRead ? CellStyle(attributes: .dim) : .plain
            }
            buffer.write(swatch, at: Point(x: area.x, y: area.y + row), style: style)
        }
    }
}
