import ZReaderModel
import ZReaderScreen

/// Paints the comments screen: the story's title in a bar, then the comment lines in a centred
/// measure, and a footer saying whether more are loading, failed or ended.
struct CommentsScreenView: ScreenView {
    var comments: CommentsState
    var theme: Theme
    var spinner: String

    func render(in area: Rect, into buffer: inout ScreenBuffer) {
        let viewport = area.splitTop(rows: comments.viewportHeight).top
        let measure = viewport.centered(width: comments.layout.measure)
        let lines = comments.layout.lines
        for row in 0..<viewport.height {
            let index = comments.scrollOffset + row
            let rowArea = measure.row(row)
            if index < lines.count {
                let line = lines[index]
                buffer.withClip(rowArea) { buffer in
                    buffer.write(
                        line.text, at: Point(x: rowArea.x + line.indent, y: rowArea.y), style: style(line.kind))
                }
            } else if index == lines.count {
                drawFooter(into: &buffer, in: rowArea)
            }
        }
    }

    private func drawFooter(into buffer: inout ScreenBuffer, in row: Rect) {
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
        buffer.write(LineWrapper.truncate(text, width: row.width), at: Point(x: row.x, y: row.y), style: style)
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
