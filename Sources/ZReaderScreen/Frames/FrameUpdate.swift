/// What a terminal must do to show the next frame: the cells that changed, or every cell when
/// it cannot rely on what it showed before.
public struct FrameUpdate: Hashable, Sendable {
    /// The size of the frame; a terminal of another size shows nothing of it.
    public var size: Size
    /// Every cell of the frame is in `changes`, and the terminal clears before writing them.
    public var isFull: Bool
    /// Cells to write, row by row, left to right; never a continuation cell (the wide grapheme
    /// before it covers it).
    public var changes: [CellChange]

    public init(size: Size, isFull: Bool, changes: [CellChange]) {
        self.size = size
        self.isFull = isFull
        self.changes = changes
    }
}
