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
/// - Hand-over: the banner's brand line (知乎日报 and the date) stays on the bar and fades out
///   as the title fades in, so the first scroll row moves nothing.
/// - With 8 colours the palette cannot blend: the bar switches to blue at alpha ½, and before that
///   the title shows dim over the banner from alpha ¼. Without colour the title goes dim, normal,
///   bold, and finally bold reverse as the whole bar.
struct TopBarView: ScreenView {
    static let title: DisplayText = "今日新闻"
    /// The banner's brand, on the left of its first row.
    static let brand: DisplayText = " 知乎日报"

    var alpha: Double
    /// The banner colour of the row under the bar.
    var under: RGBColor
    /// The banner picture's row under the bar, when the banner shows its picture.
    var underPicture: [CellPicture.Element]?
    var theme: Theme
    /// The banner's date, on the right of its first row (as `BannerView` places it).
    var date: DisplayText?

    func render(in area: Rect, into buffer: inout ScreenBuffer) {
        let row = area.row(0)
        let title = row.centered(width: TopBarView.title.width)
        if let underPicture, alpha < 1, theme.depth != .monochrome {
            drawOverPicture(underPicture, row: row, titleX: title.x, into: &buffer)
            drawBrandLine(row: row, under: underPicture, clear: title.x..<title.maxX, into: &buffer)
            return
        }
        buffer.fill(row, style: barStyle)
        drawBrandLine(row: row, under: nil, clear: title.x..<title.maxX, into: &buffer)
        guard let titleStyle else { return }
        buffer.write(TopBarView.title, at: Point(x: title.x, y: row.y), style: titleStyle)
    }

    /// The brand and the date where the banner had them, fading out as the bar fades in.
    ///
    /// In colour their ink runs towards the bar's; at 8 colours and without colour they go dim,
    /// then leave, as the title arrives. On a narrow bar they give way to the title's columns,
    /// `clear`.
    private func drawBrandLine(
        row: Rect, under elements: [CellPicture.Element]?, clear: Range<Int>, into buffer: inout ScreenBuffer
    ) {
        guard alpha < 1 else { return }
        var texts: [(DisplayText, x: Int, ink: RGBColor, bold: Bool)] = [
            (TopBarView.brand, 0, theme.bannerTextColor, true)
        ]
        if let date {
            texts.append((date, max(10, row.width - date.width - 1), theme.bannerHintColor, false))
        }
        let blends = theme.depth != .palette8
        for (text, start, ink, bold) in texts {
            var x = row.x + start
            for character in text.graphemes {
                let columns = character.width
                guard columns > 0, x + columns <= row.maxX else { break }
                defer { x += columns }
                if clear.overlaps(x..<(x + columns)) { continue }
                var style = barStyle
                if let elements, elements.indices.contains(x - row.x) {
                    style = CellStyle(fg: nil, bg: tinted(PictureBackdrop.meanColor(of: elements[x - row.x]), blends))
                    if !blends, alpha >= 0.5 { style = theme.header }
                }
                switch theme.depth {
                case .trueColor, .palette256:
                    guard case .rgb(let background) = style.background else { return }
                    style.foreground = .rgb(ink.blended(with: background, alpha: alpha))
                    style.attributes = bold ? .bold : []
                case .palette8:
                    guard alpha < 0.25 else { return }
                    style.foreground = .rgb(ink)
                    style.attributes = bold ? .bold : []
                case .monochrome:
                    guard alpha < 2.0 / 3 else { return }
                    style.attributes = alpha >= 1.0 / 3 ? .dim : bold ? .bold : []
                }
                if character != " " { buffer.write(character, at: Point(x: x, y: row.y), style: style) }
            }
        }
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
