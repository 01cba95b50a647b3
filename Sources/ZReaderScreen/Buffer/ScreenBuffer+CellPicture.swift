extension ScreenBuffer {
    /// Draws `picture` with its top left cell at `origin`, clipped to `clip` and the screen.
    ///
    /// Each element becomes one cell through the buffer's own writing, so a wide grapheme it
    /// half covers is blanked as text would blank it. A symbol that is not exactly one column
    /// wide (chafa gives none for the symbol sets zreader uses, but fonts and tables change) is
    /// drawn as a space in the element's background, never spilling into the next cell.
    public mutating func draw(_ picture: CellPicture, at origin: Point, clip: Rect? = nil) {
        let pictureArea = Rect(x: origin.x, y: origin.y, width: picture.size.columns, height: picture.size.rows)
        let area = pictureArea.intersection(clip ?? bounds).intersection(bounds)
        guard !area.isEmpty else { return }
        for y in area.y..<area.maxY {
            for x in area.x..<area.maxX {
                let element = picture[x - origin.x, y - origin.y]
                let style = CellStyle(fg: element.foreground, bg: element.background)
                let isOneColumn = TextWidth.width(of: element.symbol) == 1
                let symbol = isOneColumn ? TextWidth.cellGrapheme(element.symbol) : " "
                fill(Rect(x: x, y: y, width: 1, height: 1), with: Cell(grapheme: symbol, width: 1, style: style))
            }
        }
    }
}
