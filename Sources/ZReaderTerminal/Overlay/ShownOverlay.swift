import ZReaderScreen

/// A band of a picture the terminal shows in pixels: as placed, and (kitty) under which placement
/// number of its image, so that it can be moved or taken away.
public struct ShownOverlay: Hashable, Sendable {
    public var placement: PixelPlacement
    /// The kitty placement's number within its image (`p=`), 1 for the first band of an image on
    /// screen; 0 for sixel, which has none.
    public var number: Int

    public init(placement: PixelPlacement, number: Int = 0) {
        self.placement = placement
        self.number = number
    }
}
