import ZReaderModel
import ZReaderScreen

/// Below 20×8: a short notice, centred as far as it fits, and nothing else.
///
/// Its lines wrap at the screen's width rather than being cut, so that a narrow window still reads
/// `terminal` / `too small`; what does not fit in the height is left out from the bottom.
struct TooSmallNotice: ScreenView {
    var theme: Theme

    func render(in area: Rect, into buffer: inout ScreenBuffer) {
        guard area.width > 0, area.height > 0 else { return }
        let minimum = AppState.minimumSize
        let notice: [DisplayText] = ["终端太小", "terminal too small", "≥ \(minimum.columns)×\(minimum.rows)"]
        let lines = Array(notice.flatMap { $0.wrapped(width: area.width) }.prefix(area.height))
        let top = area.y + max(0, (area.height - lines.count) / 2)
        for (index, text) in lines.enumerated() {
            let x = area.centered(width: text.width).x
            buffer.write(text, at: Point(x: x, y: top + index), style: theme.text(.title, .bold))
        }
    }
}
