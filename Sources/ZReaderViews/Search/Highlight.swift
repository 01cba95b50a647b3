import ZReaderScreen

/// Restyles cells already drawn: the columns a search matched, over whatever text is there.
enum Highlight {
    /// Applies `restyle` to the cells of row `y` in `columns`, from `x`.
    static func mark(
        _ buffer: inout ScreenBuffer, row y: Int, x: Int, columns: Range<Int>, restyle: (CellStyle) -> CellStyle
    ) {
        for column in columns {
            let cellX = x + column
            guard buffer.clip.contains(Point(x: cellX, y: y)) else { continue }
            let cell = buffer[cellX, y]
            buffer.restyle(x: cellX, y: y, restyle(cell.style))
        }
    }
}
