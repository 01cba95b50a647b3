import ZReaderModel
import ZReaderScreen

/// Below 20×8: a short notice, centred as far as it fits, and nothing else.
struct TooSmallNotice: ScreenView {
    var theme: Theme

    func render(in area: Rect, into buffer: inout ScreenBuffer) {
        let minimum = AppState.minimumSize
        let lines: [DisplayText] = ["终端太小", "terminal too small", "≥ \(minimum.columns)×\(minimum.rows)"]
        let top = area.y + max(0, (area.height - lines.count) / 2)
        for (index, line) in lines.enumerated() {
            let text = line.truncated(width: area.width)
            let x = area.centered(width: text.width).x
            buffer.write(text, at: Point(x: x, y: top + index), style: theme.text(.title, .bold))
        }
    }
}
