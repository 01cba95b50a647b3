import ZReaderScreen

/// The banner's backdrop when it has no picture: its colour under the gradient shading, drawn
/// in half rows at small heights.
///
/// A banner of 7 to 9 rows steps through the shading in visible bands (a quarter of its strength
/// a row at 7). There each cell is an upper half block `▀`, its ink the colour of the upper half
/// row and its background that of the lower one: the shading changes every half row. Text cells
/// cannot be split; they take the mean of their two halves. Taller banners, terminals without
/// colour, and terminals that draw `▀` two columns wide (East Asian Ambiguous characters wide)
/// get whole rows, as `Theme.backdrop` gives them.
struct HalfBlockBackdrop: ScreenView {
    var hue: RGBColor
    var theme: Theme
    /// The backdrop's full height in rows; the area it is drawn in may be scrolled off the top.
    var height: Int

    /// Half rows are used up to this height.
    static let tallestInHalfRows = 9
    static let halfBlock: Character = "▀"

    var usesHalfRows: Bool {
        theme.hasColor && height > 1 && height <= HalfBlockBackdrop.tallestInHalfRows
            && TextWidth.width(of: HalfBlockBackdrop.halfBlock) == 1
    }

    func render(in area: Rect, into buffer: inout ScreenBuffer) {
        for row in 0..<height {
            guard usesHalfRows else {
                buffer.fill(area.row(row), style: textStyle(row: row))
                continue
            }
            let cell = Cell(
                grapheme: HalfBlockBackdrop.halfBlock, width: 1,
                style: CellStyle(fg: halfRowColor(2 * row), bg: halfRowColor(2 * row + 1)))
            buffer.fill(area.row(row), with: cell)
        }
    }

    /// The style of text on row `row`: the banner's text colour over the row's colour (the mean of
    /// its two half rows).
    func textStyle(row: Int) -> CellStyle {
        guard usesHalfRows else { return theme.backdrop(hue: hue, row: row, height: height) }
        let alpha = (halfRowAlpha(2 * row) + halfRowAlpha(2 * row + 1)) / 2
        return CellStyle(fg: theme.bannerTextColor, bg: hue.blended(with: BannerGradient.shade, alpha: alpha))
    }

    private func halfRowAlpha(_ halfRow: Int) -> Double {
        BannerGradient.alpha(row: halfRow, height: 2 * height)
    }

    private func halfRowColor(_ halfRow: Int) -> RGBColor {
        BannerGradient.color(hue: hue, row: halfRow, height: 2 * height)
    }
}
