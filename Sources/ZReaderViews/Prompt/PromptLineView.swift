import ZReaderModel
import ZReaderScreen

/// The status line while a prompt is open: what it asks, the text typed with the cursor shown as
/// a reversed cell, and how to finish on the right when there is room.
///
/// ```
///  搜索：南极越冬▏                                           Enter 确定  Esc 取消
/// ```
struct PromptLineView: ScreenView {
    var prompt: PromptState
    var theme: Theme

    static let hint: DisplayText = "Enter 确定  Esc 取消"

    func render(in area: Rect, into buffer: inout ScreenBuffer) {
        let line = area.row(0)
        buffer.fill(line, style: theme.statusLine)
        let hintWidth = PromptLineView.hint.width
        let showsHint = line.width >= hintWidth + 30
        let right = showsHint ? line.maxX - hintWidth - 1 : line.maxX
        let labelWidth = buffer.write(prompt.label, at: Point(x: line.x + 1, y: line.y), style: theme.statusAccent)
        let field = Rect(
            x: line.x + 1 + labelWidth, y: line.y, width: max(0, right - line.x - 2 - labelWidth), height: 1)
        let (text, cursor) = prompt.editor.visible(width: field.width)
        buffer.withClip(field) { buffer in
            buffer.write(text, at: Point(x: field.x, y: field.y), style: theme.statusLine)
            var cursorStyle = theme.statusLine
            cursorStyle.attributes.insert(.reverse)
            let under = cursorCharacter(text: text, column: cursor)
            buffer.write(under, at: Point(x: field.x + cursor, y: field.y), style: cursorStyle)
            buffer.placeCursor(at: Point(x: field.x + cursor, y: field.y))
        }
        if showsHint {
            buffer.write(PromptLineView.hint, at: Point(x: right, y: line.y), style: theme.statusLine)
        }
    }

    /// The character at the cursor's column, or a space after the end.
    private func cursorCharacter(text: DisplayText, column: Int) -> DisplayText {
        var used = 0
        for character in text.graphemes {
            if used == column { return character }
            used += character.width
        }
        return " "
    }
}
