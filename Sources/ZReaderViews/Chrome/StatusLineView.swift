import ZReaderModel
import ZReaderScreen

/// The bottom row: where you are on the left, a message in the middle, key hints on the right.
///
/// ```
///  知乎日报 · 演示数据        网络不可用 · 按 r 重试                ? 帮助  q 退出
/// ```
struct StatusLineView {
    var state: AppState
    var theme: Theme

    func draw(into buffer: inout ScreenBuffer, row: Int) {
        let width = buffer.size.columns
        buffer.fill(Rect(x: 0, y: row, width: width, height: 1), style: theme.statusLine)
        let right = rightText
        let rightWidth = TextWidth.width(of: right)
        let rightX = max(0, width - rightWidth - 1)
        var x = 1
        x += buffer.write(leftText, at: Point(x: x, y: row), style: theme.statusAccent,
                          clip: Rect(x: 0, y: row, width: rightX - 1, height: 1))
        if let message = state.status {
            let style = message.kind == .error ? theme.statusError : theme.statusLine
            let available = rightX - x - 4
            if available > 4 {
                buffer.write("  " + LineWrapper.truncate(message.text, width: available), at: Point(x: x, y: row), style: style)
            }
        }
        if rightX > x + 2 || state.status == nil {
            buffer.write(right, at: Point(x: rightX, y: row), style: theme.statusLine)
        }
    }

    private var leftText: String {
        if let reader = state.reader {
            return LineWrapper.truncate(reader.title, width: max(4, state.screenSize.columns / 3))
        }
        return ["知乎日报", state.sourceLabel].compactMap { $0 }.joined(separator: " · ")
    }

    private var rightText: String {
        if let reader = state.reader {
            let progress = reader.layout == nil ? "" : "\(reader.percentRead)%  "
            return "\(progress)q 返回  ? 帮助"
        }
        return "? 帮助  q 退出"
    }
}
