import ZReaderScreen

/// A picture ready to be drawn: its cells, the handle the frame names it by, and, when the
/// terminal holds its pixels (kitty's protocol), the image's id there.
public struct ReadyPicture: Hashable, Sendable {
    public var cells: CellPicture
    /// The same picture at the same size and look has the same handle for as long as it is kept.
    public var handle: PictureHandle
    /// The image the terminal was sent for it; nil when it draws cells only.
    public var image: KittyImageID?

    public init(cells: CellPicture, handle: PictureHandle, image: KittyImageID? = nil) {
        self.cells = cells
        self.handle = handle
        self.image = image
    }

    /// The picture's size in cells.
    public var size: Size { cells.size }
}
