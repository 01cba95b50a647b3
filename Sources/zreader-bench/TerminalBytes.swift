import ZReaderScreen

/// The fewest bytes a terminal must be sent to show a frame's changes, as a careful writer sends them.
///
/// That is a cursor move only where the next cell written is not the one after the last, and a
/// colour or attribute only when it differs from the one in effect. Colours are written as
/// xterm-direct's `ESC[38:2::R:G:Bm`, as ncurses does for it.
enum TerminalBytes {
    /// The bytes to turn `old` into `new` cell by cell.
    static func repaint(from old: ScreenBuffer, to new: ScreenBuffer) -> Int {
        cost(of: changes(from: old, to: new), in: new)
    }

    /// The bytes to turn `old` into `new` after scrolling the rows above the status line up one
    /// (a scroll region and a line feed), then writing what still differs.
    static func scrolled(from old: ScreenBuffer, to new: ScreenBuffer) -> Int {
        let rows = old.size.rows - 1
        var shifted: [[Cell]] = (0..<old.size.rows).map { Array(old.row($0)) }
        shifted.removeFirst()
        shifted.insert(Array(repeating: Cell.blank, count: old.size.columns), at: rows - 1)
        var changed: [(Int, Int)] = []
        for y in 0..<new.size.rows {
            for x in 0..<new.size.columns where shifted[y][x] != new[x, y] { changed.append((x, y)) }
        }
        // ESC[1;39r, the cursor to the region's last row, a line feed, ESC[r.
        let scroll = "\u{1B}[1;\(rows)r\u{1B}[\(rows);1H\n\u{1B}[r".utf8.count
        return scroll + cost(of: changed, in: new)
    }

    /// The bytes to paint every cell of `rows` once, from a blank screen.
    static func paint(_ frame: ScreenBuffer, rows: Range<Int>) -> Int {
        cost(of: rows.flatMap { y in (0..<frame.size.columns).map { ($0, y) } }, in: frame)
    }

    private static func changes(from old: ScreenBuffer, to new: ScreenBuffer) -> [(Int, Int)] {
        var changed: [(Int, Int)] = []
        for y in 0..<new.size.rows {
            for x in 0..<new.size.columns where old[x, y] != new[x, y] { changed.append((x, y)) }
        }
        return changed
    }

    private static func cost(of cells: [(Int, Int)], in frame: ScreenBuffer) -> Int {
        var bytes = 0
        var cursor = (x: -1, y: -1)
        var style: CellStyle?
        for (x, y) in cells {
            let cell = frame[x, y]
            if cell.isContinuation { continue }
            if cursor != (x, y) { bytes += "\u{1B}[\(y + 1);\(x + 1)H".utf8.count }
            var current = style ?? .plain
            if style == nil || current.attributes != cell.style.attributes {
                // ESC[0m, then each attribute, then the colours again.
                bytes += 4 + cell.style.attributes.rawValue.nonzeroBitCount * 4
                current = CellStyle(attributes: cell.style.attributes)
            }
            if current.foreground != cell.style.foreground { bytes += colour(cell.style.foreground, ground: 38) }
            if current.background != cell.style.background { bytes += colour(cell.style.background, ground: 48) }
            style = cell.style
            bytes += String(cell.grapheme).utf8.count
            cursor = (x + Int(cell.width), y)
        }
        return bytes
    }

    private static func colour(_ color: TerminalColor, ground: Int) -> Int {
        switch color {
        case .terminalDefault: "\u{1B}[\(ground + 1)m".utf8.count
        case .rgb(let rgb): "\u{1B}[\(ground):2::\(rgb.red):\(rgb.green):\(rgb.blue)m".utf8.count
        // xterm-direct writes a number below 2^24 as a 24-bit colour: the id's low byte in blue.
        case .imageID(let id): "\u{1B}[\(ground):2::0:0:\(id.low)m".utf8.count
        }
    }
}
