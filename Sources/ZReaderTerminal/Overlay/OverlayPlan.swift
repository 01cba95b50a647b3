import ZReaderScreen

/// What the terminal must do about pixel pictures for one frame (`PixelOverlayPlanner`): the
/// rows to write again before the frame's cells (erasing sixel pixels), the kitty placements to
/// hide before it and to make after it, the sixel pictures to draw after it, and what it waits for.
public struct OverlayPlan: Hashable, Sendable {
    /// Rows whose cells are written again, as they were, before the frame: sixel pixels over them
    /// go (`FrameUpdate.eraseRows`).
    ///
    /// Ascending, each once.
    public var eraseRows: [Int] = []
    /// Kitty placements to take off the screen before the frame (the image stays in the terminal).
    public var kittyHides: [ShownOverlay] = []
    /// Kitty placements to make, or move, after the frame's cells.
    public var kittyPlaces: [ShownOverlay] = []
    /// Sixel pictures to draw after the frame's cells, their bytes at hand.
    public var sixelDraws: [PixelPlacement] = []
    /// Sixel pictures that would be drawn now but whose bytes are not made yet: make them, and plan
    /// again when they are.
    public var sixelMissing: [PixelPlacement] = []
    /// Milliseconds until the screen has been still long enough for a sixel picture waiting to be
    /// drawn; nil when none waits for that.
    public var stillIn: Int?

    public init() {}

    /// Nothing to write and nothing to wait for.
    public var isEmpty: Bool {
        eraseRows.isEmpty && kittyHides.isEmpty && kittyPlaces.isEmpty && sixelDraws.isEmpty && sixelMissing.isEmpty
            && stillIn == nil
    }
}
