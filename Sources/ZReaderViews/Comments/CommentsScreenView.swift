import ZReaderDomain
import ZReaderModel
import ZReaderScreen

/// Paints the comments screen: the story's title in a bar, then the comment lines in a centred
/// measure; each unfinished list ends with a line saying whether its next page is loading, failed
/// or waits for the reader to scroll to it.
struct CommentsScreenView: ScreenView {
    var comments: CommentsState
    var theme: Theme
    var spinner: DisplayText

    func render(in area: Rect, into buffer: inout ScreenBuffer) {
        let viewport = area.splitTop(rows: comments.viewportHeight).top
        let measure = viewport.centered(width: comments.layout.measure)
        let lines = comments.layout.lines
        if comments.scrollOffset < lines.count {
            buffer.placeCursor(at: Point(x: measure.x, y: viewport.y))
        }
        for row in 0..<viewport.height {
            let index = comments.scrollOffset + row
            let rowArea = measure.row(row)
            guard index < lines.count else { continue }
            let line = lines[index]
            if case .threadStatus(let kind) = line.kind {
                drawStatus(of: kind, into: &buffer, in: rowArea)
                continue
            }
            buffer.withClip(rowArea) { buffer in
                buffer.write(line.text, at: Point(x: rowArea.x + line.indent, y: rowArea.y), style: style(line.kind))
                if line.kind == .author { weighAuthorLine(line, at: rowArea.x + line.indent, row: rowArea.y, &buffer) }
            }
        }
    }

    private func drawStatus(of kind: CommentKind, into buffer: inout ScreenBuffer, in row: Rect) {
        let text: DisplayText
        var style = theme.footer
        switch comments.threads[kind]?.shownStatus ?? .idle {
        case .loading: text = LoadNotice.loading(spinner)
        case .idle: text = "向下滚动加载更多"
        case .failed(let failure):
            text = LoadNotice.failed(failure)
            style = theme.footerError
        case .complete: return
        }
        buffer.write(text.truncated(width: row.width), at: Point(x: row.x, y: row.y), style: style)
    }

    /// The author line in three weights: the name strong, the time quiet, the likes as text.
    private func weighAuthorLine(_ line: CommentLine, at x: Int, row: Int, _ buffer: inout ScreenBuffer) {
        let (name, time) = (line.nameColumns, line.timeColumns)
        let width = line.text.width
        let quiet = theme.hasColor ? theme.storyHint : CellStyle(attributes: .dim)
        let likes = theme.hasColor ? theme.text(.body) : .plain
        for column in min(name, width)..<width {
            buffer.restyle(x: x + column, y: row, column < name + time ? quiet : likes)
        }
    }

    private func style(_ kind: CommentLine.Kind) -> CellStyle {
        guard theme.hasColor else {
            switch kind {
            case .sectionHeader: return CellStyle(attributes: [.bold, .reverse])
            case .author: return CellStyle(attributes: .bold)
            case .reply, .notice: return CellStyle(attributes: .dim)
            case .body, .blank, .threadStatus: return .plain
            }
        }
        switch kind {
        case .sectionHeader: return theme.header
        case .author: return theme.text(.link, .bold)
        case .reply, .notice: return theme.storyHint
        case .body, .blank, .threadStatus: return theme.text(.body)
        }
    }
}
