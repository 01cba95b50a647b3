/// What a terminal must do to show the next frame: the cells that changed (or every cell when it
/// cannot rely on what it showed before), where its cursor goes, and what the terminal is sent
/// beside the cells.
///
/// A terminal writes, in this order: `images` and `before`; then, when `eraseRows` is not empty, those rows
/// again with what they showed (a first pass that erases pixels drawn over them); the cells of
/// `changes`; the cursor at `cursor`; then each of `after`, from a saved cursor (`ESC 7` …
/// `ESC 8`). Where the terminal reported synchronized output, all of it is one synchronized
/// update, so no half of it is ever on screen.
public struct FrameUpdate: Hashable, Sendable {
    /// The size of the frame; a terminal of another size shows nothing of it.
    public var size: Size
    /// Every cell of the frame is in `changes`, and the terminal clears before writing them.
    public var isFull: Bool
    /// Cells to write, row by row, left to right; never a continuation cell (the wide grapheme
    /// before it covers it).
    public var changes: [CellChange]
    /// Where the terminal's cursor is left (`ScreenBuffer.cursor`); nil parks it at the start of
    /// the last row.
    public var cursor: Point?
    /// The window title to set before this frame, when it changed; nil leaves the title as it is.
    public var title: DisplayText?
    /// Images the terminal is sent or told to forget before anything else of the frame (kitty's
    /// graphics protocol), in order: a picture is always sent before the frame that first shows
    /// its cells.
    public var images: [KittyImageCommand]
    /// Bytes for the terminal written after `images` and before the cells, which do not move the
    /// cursor or draw.
    public var before: [UInt8]
    /// Rows whose cells are written again, as they were, before the frame's own cells: a terminal
    /// erases pixels drawn over cells it writes, and the frame may then scroll freely.
    public var eraseRows: [Int]
    /// Commands written after the cells, each from a saved cursor and restored after (they move
    /// it): kitty placements and sixel pictures.
    public var after: [[UInt8]]

    public init(
        size: Size, isFull: Bool, changes: [CellChange], cursor: Point? = nil, title: DisplayText? = nil,
        images: [KittyImageCommand] = [], before: [UInt8] = [], eraseRows: [Int] = [], after: [[UInt8]] = []
    ) {
        self.size = size
        self.isFull = isFull
        self.changes = changes
        self.cursor = cursor
        self.title = title
        self.images = images
        self.before = before
        self.eraseRows = eraseRows
        self.after = after
    }
}
