/// The full screen the next frame should show: a grid of cells, row-major.
///
/// Writing keeps two invariants the terminal relies on: a wide grapheme is always followed by its
/// continuation cell, and no continuation cell is left without its wide grapheme (overwriting
/// half of one blanks the other half). Every grapheme stored fits in one curses cell.
public struct ScreenBuffer: Equatable, Sendable {
    public let size: Size
    public private(set) var cells: [Cell]
    /// Where writes land: the whole screen, or the area a parent view gave a child to draw in.
    ///
    /// Nothing outside it changes; see `withClip`.
    public private(set) var clip: Rect
    /// The bands of pictures the terminal may draw in pixels over their cells (`place`).
    ///
    /// In the order the views placed them; not part of the frame's equality: the cells are the frame.
    /// A placement anything is drawn over afterwards (help over the home screen, a header pinned
    /// over a thumbnail) is withdrawn: pixels drawn there would hide what was drawn over the cells.
    public private(set) var placements: [PixelPlacement] = []
    /// Where the terminal's cursor goes once the frame is shown (`placeCursor`); nil parks it.
    ///
    /// On the selected row, the first line read, the prompt's caret: where screen readers and
    /// magnifiers look. Not part of the frame's equality.
    public private(set) var cursor: Point?

    public init(size: Size, fill: Cell = .blank) {
        self.size = size
        cells = Array(repeating: fill, count: size.columns * size.rows)
        clip = Rect(size: size)
    }

    /// Frames are equal when their cells are: the clip is only a drawing aid, and placements and
    /// the cursor ride along with the cells they describe.
    public static func == (lhs: ScreenBuffer, rhs: ScreenBuffer) -> Bool {
        lhs.size == rhs.size && lhs.cells == rhs.cells
    }

    /// Runs `body` with writes limited to `area` (within the current clip), so a view can draw
    /// a child that reaches past its own area — a banner scrolled half off the top — without the
    /// child knowing.
    public mutating func withClip(_ area: Rect, _ body: (inout ScreenBuffer) -> Void) {
        let outer = clip
        clip = outer.intersection(area)
        body(&self)
        clip = outer
    }

    public var bounds: Rect { Rect(size: size) }

    /// Declares that the terminal may draw `placement`'s band in pixels over the cells just drawn
    /// for it; the part within the clip and the screen is recorded as its `visible` part.
    public mutating func place(_ placement: PixelPlacement) {
        var placed = placement
        placed.visible = placement.frame.intersection(clip).intersection(bounds)
        placements.append(placed)
    }

    /// Puts the terminal's cursor at `point` once the frame is shown, when the point is within the
    /// clip (a row scrolled out of a view's area is no place for it); the last call wins, so a
    /// prompt drawn over a screen takes the cursor from it.
    public mutating func placeCursor(at point: Point) {
        guard clip.contains(point) else { return }
        cursor = point
    }

    /// Puts the terminal's cursor at column `x` of the first of `rows` within the clip: a selected
    /// block half scrolled away gets it on a row that shows.
    public mutating func placeCursor(x: Int, firstVisibleOf rows: Range<Int>) {
        guard let y = rows.first(where: { clip.contains(Point(x: x, y: $0)) }) else { return }
        cursor = Point(x: x, y: y)
    }

    /// Withdraws the placements whose drawn part covers `point`, which is being drawn over.
    private mutating func withdrawPlacements(under point: Point) {
        placements.removeAll { $0.visible.contains(point) }
    }

    /// Forgets the placements and the cursor, before a frame is drawn into this buffer anew.
    mutating func clearOverlays() {
        placements.removeAll(keepingCapacity: true)
        cursor = nil
    }

    public subscript(x: Int, y: Int) -> Cell {
        get { cells[y * size.columns + x] }
    }

    /// The cells of row `y`.
    public func row(_ y: Int) -> ArraySlice<Cell> {
        cells[(y * size.columns)..<((y + 1) * size.columns)]
    }

    /// Writes `text` from `origin`, clipped to `clip` and the screen, and returns the columns used.
    ///
    /// Only display text reaches a cell: a raw `String` does not compile here, so nothing from
    /// outside is drawn uncleaned. A wide grapheme that would cross the clip's right edge becomes
    /// a space; zero-width graphemes (a combining mark on its own) are skipped.
    @discardableResult
    public mutating func write(_ text: DisplayText, at origin: Point, style: CellStyle, clip: Rect? = nil) -> Int {
        let area = (clip ?? bounds).intersection(self.clip)
        guard origin.y >= area.y, origin.y < area.maxY else { return 0 }
        var x = origin.x
        for character in text.string {
            if x >= area.maxX { break }
            let columns = TextWidth.width(of: character)
            if columns == 0 { continue }
            if x < area.x {
                x += columns
                continue
            }
            if x + columns > area.maxX {
                put(Cell(grapheme: " ", width: 1, style: style), x: x, y: origin.y)
                x += 1
                continue
            }
            put(
                Cell(grapheme: TextWidth.cellGrapheme(character), width: UInt8(columns), style: style),
                x: x, y: origin.y)
            if columns == 2 {
                put(Cell(grapheme: " ", width: 0, style: style), x: x + 1, y: origin.y)
            }
            x += columns
        }
        return x - origin.x
    }

    /// Gives the cell at `x`, `y` (and the continuation cell of a wide one) another style, keeping
    /// its grapheme: for marks laid over text already drawn, such as search matches.
    public mutating func restyle(x: Int, y: Int, _ style: CellStyle) {
        guard clip.contains(Point(x: x, y: y)) else { return }
        if !placements.isEmpty { withdrawPlacements(under: Point(x: x, y: y)) }
        let index = y * size.columns + x
        cells[index].style = style
        if cells[index].width == 2, x + 1 < size.columns { cells[index + 1].style = style }
    }

    /// Fills `rect` with blanks in `style`.
    public mutating func fill(_ rect: Rect, style: CellStyle) {
        fill(rect, with: Cell(grapheme: " ", width: 1, style: style))
    }

    /// Fills `rect` with copies of a one-column cell.
    public mutating func fill(_ rect: Rect, with cell: Cell) {
        let area = rect.intersection(clip)
        for y in area.y..<area.maxY {
            for x in area.x..<area.maxX {
                put(cell, x: x, y: y)
            }
        }
    }

    /// The text of row `y`, continuation cells left out.
    public func text(ofRow y: Int) -> String {
        var line = ""
        for cell in row(y) where !cell.isContinuation {
            line.append(cell.grapheme)
        }
        return line
    }

    /// Every row's text, top to bottom.
    public var lines: [String] { (0..<size.rows).map(text(ofRow:)) }

    mutating func put(_ cell: Cell, x: Int, y: Int) {
        if !placements.isEmpty { withdrawPlacements(under: Point(x: x, y: y)) }
        let index = y * size.columns + x
        let old = cells[index]
        if old.width == 2 && cell.width != 2 && x + 1 < size.columns {
            cells[index + 1] = Cell(grapheme: " ", width: 1, style: cells[index + 1].style)
        }
        if old.isContinuation && !cell.isContinuation && x > 0 {
            cells[index - 1] = Cell(grapheme: " ", width: 1, style: cells[index - 1].style)
        }
        cells[index] = cell
    }
}
