import ZReaderModel
import ZReaderScreen

/// Paints the reader: the header, then the article's lines in a centred measure with the
/// figures' pictures in the rows kept for them, or a notice while the story loads, when it
/// failed, or when it has no body; or a figure over the whole screen (`v`).
struct ReaderScreenView: ScreenView {
    var reader: ReaderState
    var isFavourite: Bool
    var theme: Theme
    var spinner: DisplayText
    var pictures = PictureState()
    /// The year now in Beijing, for the header's date.
    var currentYear: Int?

    func render(in area: Rect, into buffer: inout ScreenBuffer) {
        let viewport = area.splitTop(rows: reader.viewportHeight).top
        buffer.withClip(viewport) { buffer in
            if let figure = reader.viewedFigure {
                let key = pictures.fullScreenKey(for: figure, screenSize: reader.screenSize)
                FigureView(
                    picture: picture(for: key), hasFailed: pictures.hasFailed(figure.image), theme: theme,
                    method: method
                )
                .render(in: viewport, into: &buffer)
                buffer.placeCursor(at: Point(x: viewport.x, y: viewport.y))
                return
            }
            draw(in: viewport, into: &buffer)
        }
    }

    private func draw(in viewport: Rect, into buffer: inout ScreenBuffer) {
        let offset = reader.scrollOffset
        if offset < reader.headerHeight {
            let header = Rect(x: viewport.x, y: viewport.y - offset, width: viewport.width, height: reader.headerHeight)
            ReaderHeaderView(
                reader: reader, picture: picture(for: pictures.headerKey(for: reader)), method: method, theme: theme,
                currentYear: currentYear, picturesShown: pictures.settings.isEnabled
            )
            .render(in: header, into: &buffer)
        }
        let measure = viewport.centered(width: reader.measure)
        let bodyTop = viewport.y + reader.headerHeight - offset
        guard let layout = reader.layout, !layout.lines.isEmpty else {
            drawNotice(into: &buffer, at: Point(x: measure.x, y: max(viewport.y, bodyTop) + 1))
            return
        }
        let first = max(0, offset - reader.headerHeight)
        let last = min(layout.lines.count, first + viewport.height)
        // The first line of the story on screen, for screen readers: where reading goes on.
        buffer.placeCursor(x: measure.x, firstVisibleOf: (bodyTop + first)..<(bodyTop + max(first, last)))
        for index in first..<max(first, last) {
            let line = Rect(x: measure.x, y: bodyTop + index, width: measure.width, height: 1)
            ArticleLineView(line: layout.lines[index], theme: theme).render(in: line, into: &buffer)
        }
        for figure in reader.figures(in: first..<max(first, last)) {
            let box = Rect(
                x: measure.x + figure.indent, y: bodyTop + figure.lines.lowerBound, width: figure.size.columns,
                height: figure.size.rows)
            let picture = picture(for: pictures.figureKey(for: figure))
            FigureView(picture: picture, hasFailed: pictures.hasFailed(figure.image), theme: theme, method: method)
                .render(in: box, into: &buffer)
        }
        markMatches(lines: first..<max(first, last), bodyTop: bodyTop, left: measure.x, into: &buffer)
        drawHints(bodyTop: bodyTop, left: measure.x, into: &buffer)
    }

    /// The picture kept for `key`, where the terminal has colour to show it.
    private func picture(for key: PictureKey?) -> ReadyPicture? {
        theme.hasColor ? pictures.ready(for: key) : nil
    }

    /// How the terminal draws the pictures.
    private var method: PixelMethod { PictureView.method(for: pictures.settings, theme: theme) }

    /// The find's matches on screen, the current one set apart.
    private func markMatches(lines: Range<Int>, bodyTop: Int, left: Int, into buffer: inout ScreenBuffer) {
        guard let find = reader.find else { return }
        for (index, match) in find.matches.enumerated() where lines.contains(match.line) {
            let restyle = index == find.current ? theme.currentMatch : theme.matched
            Highlight.mark(&buffer, row: bodyTop + match.line, x: left, columns: match.columns, restyle: restyle)
        }
    }

    /// The link labels, each over its link's number: the `[` stays, so the label reads as the
    /// link's.
    private func drawHints(bodyTop: Int, left: Int, into buffer: inout ScreenBuffer) {
        guard let hints = reader.hints else { return }
        for hint in hints.remaining {
            buffer.write(
                hint.label, at: Point(x: left + hint.column + 1, y: bodyTop + hint.line), style: theme.hintLabel)
        }
    }

    private func drawNotice(into buffer: inout ScreenBuffer, at origin: Point) {
        let text: DisplayText
        let style: CellStyle
        switch reader.content {
        case .loading:
            text = LoadNotice.loading(spinner)
            style = theme.storyHint
        case .failed(let failure):
            text = LoadNotice.failed(failure) + "，q 返回"
            style = theme.footerError
        case .loaded(let story):
            text =
                story.detail.kind == .external
                ? "这是一篇站外文章，没有正文 · 按 o 在浏览器中打开" : "这篇文章没有正文 · 按 o 在浏览器中打开"
            style = theme.storyHint
        }
        buffer.write(text, at: origin, style: style)
    }
}
