/// The two frames of a double-buffered terminal: the one being drawn and the one the terminal
/// shows, taken in turn so that drawing never copies the whole screen.
public struct Frames: Sendable {
    private var drawing: ScreenBuffer
    /// What the terminal shows, or nil when it cannot be relied on (a resize, a suspension, a
    /// terminal that had to start over).
    private var shown: ScreenBuffer?
    private var spare: ScreenBuffer?

    public init(size: Size) {
        drawing = ScreenBuffer(size: size)
    }

    /// Draws the next frame: `body` paints into a buffer (of any earlier content: draw it whole).
    ///
    /// Placements and the cursor start empty each time: only what this frame's views declare counts.
    public mutating func draw(_ body: (inout ScreenBuffer) -> Void) {
        drawing.clearOverlays()
        body(&drawing)
    }

    /// The update that shows the drawn frame, which then counts as shown.
    public mutating func takeUpdate() -> FrameUpdate {
        let update = FrameDiff.update(from: shown, to: drawing)
        let previous = shown ?? spare ?? ScreenBuffer(size: drawing.size)
        shown = drawing
        drawing = previous
        spare = nil
        return update
    }

    /// The placements of the frame the terminal shows (the last update taken), for what the
    /// terminal draws over its cells; none when what it shows cannot be relied on.
    public var shownPlacements: [PixelPlacement] { shown?.placements ?? [] }

    /// The update that shows the frame already shown, unchanged: nothing to write but its cursor,
    /// for a terminal sent something beside the cells (a picture drawn once the screen is still).
    ///
    /// Nil when what the terminal shows cannot be relied on.
    public var unchangedUpdate: FrameUpdate? {
        shown.map { FrameUpdate(size: $0.size, isFull: false, changes: [], cursor: $0.cursor) }
    }

    /// Forgets what the terminal shows, so that the next update writes every cell.
    public mutating func invalidate() {
        spare = shown
        shown = nil
    }
}
