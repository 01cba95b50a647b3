import ZReaderDomain
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

    /// The columns of `query`'s matches in `text` drawn from column 0.
    static func columns(of query: String, in text: String) -> [Range<Int>] {
        let characters = Array(text)
        return TextFolding.matches(of: query, in: text).map { range in
            let before = characters[..<range.lowerBound].reduce(0) { $0 + TextWidth.width(of: $1) }
            let inside = characters[range].reduce(0) { $0 + TextWidth.width(of: $1) }
            return before..<(before + inside)
        }
    }
}
