import ZReaderModel
import ZReaderScreen

/// The reader's header: the story's colour with the banner's shading, its column (栏目) at the top,
/// the title over it near the bottom, and the picture's credit under the title on the right.
struct ReaderHeaderView: ScreenView {
    var reader: ReaderState
    var theme: Theme

    /// Draws the header in `area`, its whole height: scrolled, the area starts above the screen.
    func render(in area: Rect, into buffer: inout ScreenBuffer) {
        let height = area.height
        let hue = reader.imageHue ?? Theme.fallbackHue
        func style(_ row: Int) -> CellStyle { theme.backdrop(hue: hue, row: row, height: height) }
        for row in 0..<height {
            buffer.fill(area.row(row), style: style(row))
        }
        let text = area.centered(width: ArticleLayout.measure(forScreenWidth: area.width))
        var caption: DisplayText?
        if case .loaded(let story) = reader.content, let source = story.detail.imageSource, !source.isEmpty {
            caption = "图片：\(source)"
        }
        if let column = reader.column, height > 3 {
            var columnStyle = style(1)
            if theme.hasColor { columnStyle.foreground = .rgb(Theme.bannerHint) } else { columnStyle.attributes = .dim }
            buffer.write(
                ("栏目 · \(column)" as DisplayText).truncated(width: text.width), at: Point(x: text.x, y: area.y + 1),
                style: columnStyle)
        }
        let titleBottom = caption == nil ? height - 2 : height - 3
        let lines = reader.title.wrapped(width: text.width, maxLines: max(1, min(3, titleBottom)))
        for (index, line) in lines.enumerated() {
            let row = titleBottom - lines.count + 1 + index
            var titleStyle = style(row)
            titleStyle.attributes = .bold
            buffer.write(line, at: Point(x: text.x, y: area.y + row), style: titleStyle)
        }
        if let caption {
            let row = height - 2
            var captionStyle = style(row)
            if theme.hasColor {
                captionStyle.foreground = .rgb(Theme.bannerHint)
            } else {
                captionStyle.attributes = .dim
            }
            let shown = caption.truncated(width: text.width)
            buffer.write(shown, at: Point(x: text.maxX - shown.width, y: area.y + row), style: captionStyle)
        }
    }
}
