import ZReaderModel
import ZReaderScreen

/// A story block: the title on one or two lines, the dimmer hint line, a spacer row, the selection
/// marker in the gutter, and on wide terminals a swatch of the thumbnail's colour on the right.
struct StoryRowView {
    var story: StorySummary
    var isSelected: Bool
    var isRead: Bool
    var isFavourite: Bool
    var theme: Theme

    static let marker = "▌"

    /// Draws the block with its first row at screen row `top`, clipped to `clip`.
    func draw(into buffer: inout ScreenBuffer, top: Int, clip: Rect) {
        let width = clip.width
        let row = StoryRowMetrics.rowColumns(screenWidth: width)
        let area = Rect(x: clip.x + row.x, y: clip.y, width: row.width, height: clip.height)
        let textWidth = StoryRowMetrics.textWidth(screenWidth: width)
        let textX = area.x + StoryRowMetrics.gutterWidth
        let titleLines = StoryRowMetrics.titleLines(story.title, textWidth: textWidth)
        let titleStyle = theme.storyTitle(isRead: isRead, isSelected: isSelected)
        var y = top
        for line in titleLines {
            buffer.write(line, at: Point(x: textX, y: y), style: titleStyle, clip: area)
            y += 1
        }
        if let hint = story.hint, !hint.isEmpty {
            let marked: DisplayText = isFavourite ? "★ \(hint)" : hint
            buffer.write(
                marked.truncated(width: textWidth), at: Point(x: textX, y: y), style: theme.storyHint,
                clip: area)
            y += 1
        }
        if isSelected {
            for markerRow in top..<y {
                buffer.write(
                    StoryRowView.marker, at: Point(x: area.x, y: markerRow), style: theme.selectionMarker, clip: area)
            }
        }
        if StoryRowMetrics.showsSwatch(screenWidth: width) {
            drawSwatch(into: &buffer, top: top, rows: max(2, y - top), clip: area)
        }
    }

    /// The thumbnail as a block of its colour, lighter at the top, in half-block steps.
    private func drawSwatch(into buffer: inout ScreenBuffer, top: Int, rows: Int, clip: Rect) {
        let x = clip.maxX - StoryRowMetrics.rightMargin - StoryRowMetrics.swatchWidth
        let swatch = String(repeating: theme.hasColor ? "▀" : "░", count: StoryRowMetrics.swatchWidth)
        let hue = story.imageHue ?? Theme.fallbackHue
        let halves = rows * 2
        for row in 0..<rows {
            let style: CellStyle
            if theme.hasColor {
                let upper = hue.blended(with: .white, alpha: 0.25 * Double(halves - 2 * row) / Double(halves))
                let lower = hue.blended(with: .white, alpha: 0.25 * Double(halves - 2 * row - 1) / Double(halves))
                style = CellStyle(fg: upper, bg: lower)
            } else {
                style = isRead ? CellStyle(attributes: .dim) : .plain
            }
            buffer.write(swatch, at: Point(x: x, y: top + row), style: style, clip: clip)
        }
    }
}
