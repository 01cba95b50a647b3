import ZReaderModel
import ZReaderScreen

/// The row after the last loaded day: loading (with the spinner), a failure to retry, or the end
/// of history; nothing before any day has loaded.
struct FooterView: ScreenView {
    var status: OlderDaysStatus
    var hasDays: Bool
    var theme: Theme
    var spinner: DisplayText

    func render(in area: Rect, into buffer: inout ScreenBuffer) {
        guard hasDays else { return }
        let text: DisplayText
        var style = theme.footer
        switch status {
        case .loading, .idle: text = LoadNotice.loading(spinner)
        case .failed(_, let failure):
            text = LoadNotice.failed(failure)
            style = theme.footerError
        case .exhausted: text = "没有更多了"
        }
        let row = area.row(0)
        let shown = text.truncated(width: row.width)
        let x = row.centered(width: text.width).x
        buffer.write(shown, at: Point(x: x, y: row.y), style: style)
    }
}
