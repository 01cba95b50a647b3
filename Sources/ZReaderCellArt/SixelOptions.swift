import ZReaderScreen

/// How a band of a picture becomes a sixel image: the picture's size in cells as its cell art was
/// drawn, the band's rows, the terminal's cell in pixels, the pixel pass's look, and the bounds the
/// terminal and a sane byte count set.
public struct SixelOptions: Hashable, Sendable {
    /// The whole picture's size in cells (the cell art's: a figure's fitted size, not its box).
    public var size: Size
    /// The rows of the picture the sixel covers, within `0..<size.rows`.
    public var rows: Range<Int>
    /// One terminal cell in pixels.
    public var cellPixels: PixelExtent
    /// A cell's width over its height as the cell art assumed it: the image is cropped as the cells
    /// were, so the pixels and the cells around them show the same part of the picture.
    public var cellAspect: Double
    /// Laid over the pixels, positioned by row within the whole picture (the banner's shading).
    public var overlay: PixelOverlay?
    /// Multiplies every channel after the overlay: below 1 dims the picture (night).
    public var brightness: Double
    /// Behind transparent pixels, and around the picture when it had to be made smaller.
    public var matte: RGBColor
    /// The largest sixel image the terminal draws (XTSMGRAPHICS), when it said: a band larger than
    /// that is not drawn in pixels.
    public var maximumPixels: PixelExtent?
    /// The longest sequence written: past it the picture is drawn smaller, centred in its band.
    public var maximumBytes: Int

    /// 768 KiB: "well under 1 MB", which tmux and some terminals drop whole.
    public static let byteBudget = 768 * 1024

    public init(
        size: Size, rows: Range<Int>? = nil, cellPixels: PixelExtent, cellAspect: Double = 0.5,
        overlay: PixelOverlay? = nil, brightness: Double = 1, matte: RGBColor = RGBColor(red: 0, green: 0, blue: 0),
        maximumPixels: PixelExtent? = nil, maximumBytes: Int = SixelOptions.byteBudget
    ) {
        self.size = size
        self.rows = rows ?? 0..<size.rows
        self.cellPixels = cellPixels
        self.cellAspect = cellAspect
        self.overlay = overlay
        self.brightness = brightness
        self.matte = matte
        self.maximumPixels = maximumPixels
        self.maximumBytes = maximumBytes
    }

    /// The band's size in cells.
    public var bandSize: Size { Size(columns: size.columns, rows: rows.count) }
}
