import ZReaderModel
import ZReaderScreen

/// The top bar: one row whose colour fades in over the banner and whose title "今日新闻" is
/// revealed as the list scrolls (seed 000).
///
/// - Fade: the background is the bar blue laid over the banner row beneath it at `alpha`.
/// - Reveal: the title's colour runs from the bar's own background (invisible) to white with
///   `alpha`, so it appears in as many steps as there are offsets between rest and the banner's
///   end (9 at 24 rows, 15 at 40).
/// - With 8 colours the palette cannot blend: the bar switches to blue at alpha ½, and before that
///   the title shows dim over the banner from alpha ¼. Without colour the title goes dim, normal,
///   bold, and finally bold reverse as the whole bar.
struct TopBarView: ScreenView {
    static let title = "今日新闻"

    var alpha: Double
    /// The banner colour of the row under the bar.
    var under: RGBColor
    var theme: Theme

    func render(in area: Rect, into buffer: inout ScreenBuffer) {
        let row = area.row(0)
        buffer.fill(row, style: barStyle)
        guard let titleStyle else { return }
        let title = row.centered(width: TextWidth.width(of: TopBarView.title))
        buffer.write(TopBarView.title, at: Point(x: title.x, y: row.y), style: titleStyle)
    }

    var barStyle: CellStyle {
        switch theme.depth {
        case .trueColor, .palette256:
            return CellStyle(fg: nil, bg: under.blended(with: Theme.zhihuBlue, alpha: alpha))
        case .palette8:
            return alpha >= 0.5 ? theme.header : CellStyle(fg: nil, bg: under)
        case .monochrome:
            return alpha >= 1 ? theme.header : .plain
        }
    }

    var titleStyle: CellStyle? {
        var style = barStyle
        switch theme.depth {
        case .trueColor, .palette256:
            guard case .rgb(let background) = style.background else { return nil }
            style.foreground = .rgb(background.blended(with: .white, alpha: alpha))
            style.attributes = .bold
        case .palette8:
            guard alpha >= 0.25 else { return nil }
            style.foreground = .rgb(.white)
            style.attributes = alpha >= 0.5 ? .bold : .dim
        case .monochrome:
            style.attributes =
                switch alpha {
                case ..<(1.0 / 3): .dim
                case ..<(2.0 / 3): []
                case ..<1: .bold
                default: [.bold, .reverse]
                }
        }
        return style
    }
}
