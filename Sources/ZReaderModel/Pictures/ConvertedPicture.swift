import ZReaderScreen

/// What the background conversion makes of a picture for one `PictureKey`: its cells, and where
/// the terminal draws pixels through the kitty protocol, the pixels to send it.
public struct ConvertedPicture: Hashable, Sendable {
    /// The picture as cells: what every terminal shows, and what the rows under text show where
    /// the rest is pixels.
    public var cells: CellPicture
    /// The pixels for a kitty-protocol terminal, at the cells' shape; nil for the other methods.
    ///
    /// Sent to the terminal once and not kept.
    public var pixels: KittyPayload?

    public init(cells: CellPicture, pixels: KittyPayload? = nil) {
        self.cells = cells
        self.pixels = pixels
    }
}
