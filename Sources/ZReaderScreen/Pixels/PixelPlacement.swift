/// A band of a picture that a view drew as cells and that the terminal may draw in pixels over
/// them (kitty direct placement, sixel): which picture, which of its rows, and where on screen.
///
/// Views declare placements beside the cell art they draw anyway (`ScreenBuffer.place`); they
/// never change the cells, so a terminal without pixels, the frame diff and the snapshots see the
/// same screen. What the terminal is sent is decided after the frame is drawn, from the
/// placements of the frame shown and of the next.
public struct PixelPlacement: Hashable, Sendable {
    /// The picture.
    public var picture: PictureHandle
    /// Its id in the terminal, where the kitty protocol carries it; nil for sixel.
    public var image: KittyImageID?
    /// The picture's whole size in cells.
    public var pictureSize: Size
    /// The rows of the picture this band covers (the rows without text over them), within
    /// `0..<pictureSize.rows`.
    public var rows: Range<Int>
    /// Where the band's cells are on screen, as drawn (it may reach past the screen or its clip).
    public var frame: Rect
    /// The part of `frame` that was drawn, filled in by `ScreenBuffer.place`.
    ///
    /// The frame within the view's clip and the screen; a band is wholly on screen when it equals `frame`.
    public internal(set) var visible: Rect

    public init(
        picture: PictureHandle, image: KittyImageID? = nil, pictureSize: Size, rows: Range<Int>, frame: Rect
    ) {
        self.picture = picture
        self.image = image
        self.pictureSize = pictureSize
        self.rows = rows
        self.frame = frame
        visible = frame
    }

    /// Every cell of the band was drawn: nothing of it is clipped away or off screen.
    public var isWhollyVisible: Bool { visible == frame && !frame.isEmpty }
}
