/// The cells a terminal must write to turn one frame into the next.
///
/// A cell is written when it differs from the cell shown before it, and a wide grapheme also
/// when the cell it covers differed (a narrow cell there, before, must be overwritten by the wide
/// one). Continuation cells are never written: the terminal draws them as part of the grapheme
/// before them. Without a previous frame of the same size, every cell is written. The cursor goes
/// where the next frame placed it.
public enum FrameDiff {
    public static func update(from previous: ScreenBuffer?, to next: ScreenBuffer) -> FrameUpdate {
        guard let previous, previous.size == next.size else {
            return FrameUpdate(size: next.size, isFull: true, changes: allCells(of: next), cursor: next.cursor)
        }
        var changes: [CellChange] = []
        let columns = next.size.columns
        for y in 0..<next.size.rows {
            for x in 0..<columns {
                let cell = next[x, y]
                if cell.isContinuation { continue }
                let coveredChanged = cell.width == 2 && x + 1 < columns && previous[x + 1, y] != next[x + 1, y]
                if previous[x, y] != cell || coveredChanged {
                    changes.append(CellChange(x: x, y: y, cell: cell))
                }
            }
        }
        return FrameUpdate(size: next.size, isFull: false, changes: changes, cursor: next.cursor)
    }

    private static func allCells(of buffer: ScreenBuffer) -> [CellChange] {
        var changes: [CellChange] = []
        changes.reserveCapacity(buffer.cells.count)
        for y in 0..<buffer.size.rows {
            for x in 0..<buffer.size.columns where !buffer[x, y].isContinuation {
                changes.append(CellChange(x: x, y: y, cell: buffer[x, y]))
            }
        }
        return changes
    }
}
