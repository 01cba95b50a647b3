import ZReaderModel
import ZReaderScreen

/// Paints the comments screen: the story's title in a bar, then the comment lines in a centred
/// measure, and a footer saying whether more are loading, failed or ended.
struct CommentsScreenView {
    var comments: CommentsState
    var theme: Theme
    var spinner: String

    func draw(into buffer: inout ScreenBuffer) {
        let width = buffer.size.columns
        let viewport = Rect(x: 0, y: 0, width: width, height: min(comments.viewportHeight, buffer.size.rows))
        let measure = comments.layout.measure
        let left = max(0, (width - measure) / 2)
        let lines = comments.layout.lines
        for row in 0..<viewport.height {
            let index = comments.scrollOffset + row
            if index < lines.count {
                let line = lines[index]
                buffer.write(
                    line.text, at: Point(x: left + line.indent, y: row), style: style(line.kind),
                    clip: Rect(x: left, y: row, width: measure, height: 1))
            } else if index == lines.count {
                drawFooter(into: &buffer, row: row, left: left, measure: measure)
            }
        }
    }

    private func drawFooter(into buffer: inout ScreenBuffer, row: Int, left: Int, measure: Int) {
        let thread = comments.currentThread
        let text: String
        var style = theme.footer
        switch thread.status {
        case .loading, .idle: text = LoadNotice.loading(spinner)
        case .failed(let failure):
            text = LoadNotice.failed(failure)
            style = theme.footerError
        case .complete: text = "没有更多了"
        }
        buffer.write(LineWrapper.truncate(text, width: measure), at: Point(x: left, y: row), style: style)
    }

    private func style(_ kind: CommentLine.Kind) -> CellStyle {
        guard theme.hasColor else {
            switch kind {
            case .sectionHeader: return CellStyle(attributes: [.bold, .reverse])
            case .author: return CellStyle(attributes: .bold)
            case .reply, .notice: return CellStyle(attributes: .dim)
            case .body, .blank: return .plain
            }
        }
        switch kind {
        case .sectionHeader: return theme.header
        case .author: return CellStyle(fg: Theme.link, bg: nil, .bold)
        case .reply, .notice: return theme.storyHint
        case .body, .blank: return .plain
        }
    }
}
