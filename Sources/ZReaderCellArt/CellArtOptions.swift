import ZReaderScreen

/// How a picture becomes cells: the target size, the colours and symbols the terminal can show,
/// and the pixel pass (matte, overlay, dimming) applied before conversion.
public struct CellArtOptions: Hashable, Sendable {
    /// The picture's size in cells; the image is cover-fitted and centre-cropped to it.
    public var size: Size
    public var depth: ColorDepth
    public var symbols: CellSymbols
    /// A cell's width over its height; about 0.5 in most terminal fonts.
    public var cellAspect: Double
    /// Laid over the pixels before conversion, positioned by row within the target.
    public var overlay: PixelOverlay?
    /// Multiplies every channel after the overlay: 1 keeps the picture, below 1 dims it.
    public var brightness: Double
    /// What shows through transparent pixels (the cells under a picture are never left see-through).
    public var matte: RGBColor
    /// At 256 colours, how much colours are strengthened before the palette is matched; 1 keeps them.
    ///
    /// The xterm cube has no dark muted colours (its levels jump from 0 to 95), so a shaded or
    /// dim photograph matches greys almost everywhere: the banner's green board turned grey. At
    /// 1.4 such areas keep their hue, compared by eye with 1, 1.4 and 1.8 (1.8 turns skies into
    /// bands of saturated blue). 24-bit and 8 colours ignore it.
    public var paletteSaturation: Double
    /// How wide the terminal draws East Asian Ambiguous characters: when two columns, the symbols
    /// of that class (`▀ ▄ █` among them) are left out and the narrow quadrants used instead, so
    /// that every cell stays one column.
    public var ambiguousWidth: AmbiguousWidth
    /// Ordered dithering at 256 and 8 colours (never at 24-bit).
    ///
    /// A gradient between palette colours then stays a gradient instead of hard bands. Off keeps
    /// each cell's colours the palette's nearest to the picture's (exact palette colours stay exact).
    public var dithers = true

    public init(
        size: Size, depth: ColorDepth, symbols: CellSymbols = .quadrants, cellAspect: Double = 0.5,
        overlay: PixelOverlay? = nil, brightness: Double = 1, matte: RGBColor = RGBColor(red: 0, green: 0, blue: 0),
        paletteSaturation: Double = 1.4, ambiguousWidth: AmbiguousWidth = .narrow
    ) {
        self.size = size
        self.depth = depth
        self.symbols = symbols
        self.cellAspect = cellAspect
        self.overlay = overlay
        self.brightness = brightness
        self.matte = matte
        self.paletteSaturation = paletteSaturation
        self.ambiguousWidth = ambiguousWidth
    }
}
