extension ScreenBuffer {
    /// Applies an update as a terminal would: a full one starts from blanks.
    ///
    /// Cells outside the buffer are dropped. What a test's terminal shows is then built from
    /// updates alone.
    public mutating func apply(_ update: FrameUpdate) {
        if update.isFull || update.size != size {
            self = ScreenBuffer(size: update.size)
        }
        for change in update.changes where change.x >= 0 && change.y >= 0 {
            guard change.x < size.columns, change.y < size.rows else { continue }
            put(change.cell, x: change.x, y: change.y)
            if change.cell.width == 2, change.x + 1 < size.columns {
                put(Cell(grapheme: " ", width: 0, style: change.cell.style), x: change.x + 1, y: change.y)
            }
        }
    }
}
