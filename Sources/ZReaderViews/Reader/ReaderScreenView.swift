import ZReaderModel
import ZReaderScreen

/// Paints the reader: a header in the story's colour with the banner's shading and the title over
/// it, then the article's lines in a centred measure.
struct ReaderScreenView {
    var reader: ReaderState
    var isFavourite: Bool
    var theme: Theme
    var spinner: String

    func draw(into buffer: inout ScreenBuffer) {
        let viewport = Rect(
            x: 0, y: 0, width: buffer.size.columns, height: min(reader.viewportHeight, buffer.size.rows))
        let offset = reader.scrollOffset
        if offset < reader.headerHeight {
            drawHeader(into: &buffer, top: -offset, clip: viewport)
        }
        let measure = ArticleLayout.measure(forScreenWidth: viewport.width)
        let left = max(0, (viewport.width - measure) / 2)
        let bodyTop = reader.headerHeight - offset
        guard let layout = reader.layout, !layout.lines.isEmpty else {
            drawNotice(into: &buffer, row: max(0, bodyTop) + 1, left: left, clip: viewport)
            return
        }
        let first = max(0, offset - reader.headerHeight)
        let last = min(layout.lines.count, first + viewport.height)
        for index in first..<max(first, last) {
            let y = bodyTop + index
            guard y >= 0, y < viewport.maxY else { continue }
            ArticleLineView(line: layout.lines[index], theme: theme).draw(
                into: &buffer, x: left, y: y, measure: measure)
        }
    }

    private func drawNotice(into buffer: inout ScreenBuffer, row: Int, left: Int, clip: Rect) {
        let text: String
        let style: CellStyle
        switch reader.content {
        case .loading:
            text = LoadNotice.loading(spinner)
            style = theme.storyHint
        case .failed(let failure):
            text = LoadNotice.failed(failure) + "，q 返回"
            style = theme.footerError
        case .loaded(let story):
            text = story.detail.kind == .external ? "这是一篇站外文章，没有正文 · 按 o 在浏览器中打开" : "这篇文章没有正文 · 按 o 在浏览器中打开"
            style = theme.storyHint
        }
        buffer.write(text, at: Point(x: left, y: row), style: style, clip: clip)
    }

    private func drawHeader(into buffer: inout ScreenBuffer, top: Int, clip: Rect) {
        let height = reader.headerHeight
        let hue = reader.imageHue ?? Theme.fallbackHue
        func style(_ row: Int) -> CellStyle { theme.backdrop(hue: hue, row: row, height: height) }
        for row in 0..<height {
            buffer.fill(
                Rect(x: clip.x, y: top + row, width: clip.width, height: 1).intersection(clip), style: style(row))
        }
        let measure = ArticleLayout.measure(forScreenWidth: clip.width)
        let left = max(0, (clip.width - measure) / 2)
        var caption: DisplayText?
        if case .loaded(let story) = reader.content, let source = story.detail.imageSource, !source.isEmpty {
            caption = "图片：\(source)"
        }
        let titleBottom = caption == nil ? height - 2 : height - 3
        let lines = reader.title.wrapped(width: measure, maxLines: max(1, min(3, titleBottom)))
        for (index, line) in lines.enumerated() {
            let row = titleBottom - lines.count + 1 + index
            var titleStyle = style(row)
            titleStyle.attributes = .bold
            buffer.write(line, at: Point(x: left, y: top + row), style: titleStyle, clip: clip)
        }
        if let caption {
            let row = height - 2
            var captionStyle = style(row)
            if theme.hasColor {
                captionStyle.foreground = .rgb(Theme.bannerHint)
            } else {
                captionStyle.attributes = .dim
            }
            let text = caption.truncated(width: measure)
            buffer.write(
                text, at: Point(x: left + measure - text.width, y: top + row), style: captionStyle,
                clip: clip)
        }
    }
}
