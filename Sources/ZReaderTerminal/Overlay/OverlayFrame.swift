import ZReaderScreen

/// What the planner needs of a frame about to be shown: its size, the placements its views
/// declared, the cells the update writes, and whether it starts the screen over.
public struct OverlayFrame: Sendable {
    public var size: Size
    public var placements: [PixelPlacement]
    /// The cells the update writes: a sixel picture under any of them loses those pixels.
    public var changes: [CellChange]
    /// The terminal clears before writing every cell: nothing drawn before survives.
    public var isFull: Bool

    public init(size: Size, placements: [PixelPlacement], changes: [CellChange] = [], isFull: Bool = false) {
        self.size = size
        self.placements = placements
        self.changes = changes
        self.isFull = isFull
    }

    /// The frame of `update`, with the placements of the buffer it was taken from.
    public init(_ update: FrameUpdate, placements: [PixelPlacement]) {
        self.init(size: update.size, placements: placements, changes: update.changes, isFull: update.isFull)
    }

    /// The same frame again with nothing written: what a still screen is planned on.
    public var unchanged: OverlayFrame {
        OverlayFrame(size: size, placements: placements)
    }
}
