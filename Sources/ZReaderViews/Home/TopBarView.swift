import ZReaderScreen

/// The top bar: one row whose colour fades in over the banner and whose title "今日新闻" is
/// revealed as the list scrolls (seed 000).
///
/// - Fade: the background is the bar blue laid over the banner row beneath it at `alpha`.
/// - Reveal: the title's colour runs from the bar's own background (invisible) to white with
///   `alpha`, so it appears in as many steps as there are offsets between rest and the banner's
///   end (9 at 24 rows, 15 at 40).
/// - Over the banner's picture the blue is laid over each cell's two colours, so the picture
///   shows through the bar as it fades in, symbol for symbol; the title's cells take the cell's
///   average colour under the same blue.
/// - With 8 colours the palette cannot blend: the bar switches to blue at alpha ½, and before that
///   the title shows dim over the banner from alpha ¼. Without colour the title goes dim, normal,
///   bold, and finally bold reverse as the whole bar.
struct TopBarView: ScreenView {
    static let title: DisplayText = "今日新闻"

    var alpha: Double
    /// The banner colour of the row under the bar.
    var under: RGBColor
    /// The banner picture's row under the bar, when the banner shows its picture.
    var underPicture: [CellPicture.Element]?
    var theme: Theme

    func render(in area: Rect, into buffer: inout ScreenBuffer) {
        let row = area.row(0)
        let title = row.centered(width: TopBarView.title.width)
        if let underPicture, alpha < 1, theme.depth != .monochrome {
            drawOverPicture(underPicture, row: row, titleX: title.x, into: &buffer)
            return
        }
        buffer.fill(row, style: barStyle)
        guard let titleStyle else { return }
        buffer.write(TopBarView.title, at: Point(x: title.x, y: row.y), style: titleStyle)
    }

    /// The bar over the picture's row: each cell blended with the bar blue (at 8 colours, the
    /// picture as it is until the bar turns blue at alpha ½), the title over the cells' average.
    private func drawOverPicture(
        _ elements: [CellPicture.Element], row: Rect, titleX: Int, into buffer: inout ScreenBuffer
    ) {
        let blends = theme.depth != .palette8
        if !blends, alpha >= 0.5 {
            buffer.fill(row, style: theme.header)
        } else {
            let blended = elements.prefix(row.width).map { element in
                CellPicture.Element(
                    symbol: element.symbol, foreground: tinted(element.foreground, blends),
                    background: tinted(element.background, blends))
            }
            if let picture = CellPicture(size: Size(columns: blended.count, rows: 1), elements: blended) {
                buffer.draw(picture, at: Point(x: row.x, y: row.y))
            }
        }
        var x = titleX
        for character in TopBarView.title.graphemes {
            let columns = character.width
            let index = x - row.x
            guard columns > 0, elements.indices.contains(index) else { break }
            let background = tinted(PictureBackdrop.meanColor(of: elements[index]), blends)
            var style = CellStyle(fg: nil, bg: background)
            if blends {
                style.foreground = .rgb(background.blended(with: theme.barTextColor, alpha: alpha))
                style.attributes = .bold
            } else if alpha >= 0.5 {
                style = theme.header
            } else if alpha >= 0.25 {
                style.foreground = .rgb(theme.barTextColor)
                style.attributes = .dim
            } else {
                return
            }
            buffer.write(character, at: Point(x: x, y: row.y), style: style)
            x += columns
        }
    }

    private func tinted(_ color: RGBColor, _ blends: Bool) -> RGBColor {
        blends ? color.blended(with: theme.barColor, alpha: alpha) : color
    }

    var barStyle: CellStyle {
        switch theme.depth {
        case .trueColor, .palette256:
            return CellStyle(fg: nil, bg: under.blended(with: theme.barColor, alpha: alpha))
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
            style.foreground = .rgb(background.blended(with: theme.barTextColor, alpha: alpha))
            style.attributes = .bold
        case .palette8:
            guard alpha >= 0.25 else { return nil }
            style.foreground = .rgb(theme.barTextColor)
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
