import ZReaderScreen

/// What pictures are converted into for this terminal: cells always, and for one that keeps kitty
/// images the pixels too, cropped to the shape its cells really have.
public struct PictureFormat: Hashable, Sendable {
    /// How the terminal draws pictures.
    public var method: PixelMethod
    /// One cell in pixels: the terminal's when it said, else a nominal 10×20 (a kitty terminal
    /// scales the image into its cells anyway).
    public var cellPixels: PixelExtent

    /// Inside tmux, which keeps no pixels drawn past it: sixel and direct placements stay cells.
    public var insideTmux: Bool
    /// The largest sixel picture the terminal draws, when it said (XTSMGRAPHICS).
    public var sixelMaximumPixels: PixelExtent?
    /// The terminal reads DECSDM the other way round (xterm before patch 369).
    public var sixelScrollingInverted: Bool

    /// The cell size assumed when the terminal did not say.
    public static let nominalCell = PixelExtent(width: 10, height: 20)

    public init(
        method: PixelMethod, cellPixels: PixelExtent? = nil, insideTmux: Bool = false,
        sixelMaximumPixels: PixelExtent? = nil, sixelScrollingInverted: Bool = false
    ) {
        self.method = method
        self.insideTmux = insideTmux
        self.sixelMaximumPixels = sixelMaximumPixels
        self.sixelScrollingInverted = sixelScrollingInverted
        let cell = cellPixels ?? PictureFormat.nominalCell
        self.cellPixels = cell.width > 0 && cell.height > 0 ? cell : PictureFormat.nominalCell
    }

    /// Cells only, as every terminal shows them.
    public static let cells = PictureFormat(method: .cells)

    /// A cell's width over its height for the crop: the terminal's own where it draws pixels (the
    /// two must meet), else the half that cell art has always assumed.
    public var cellAspect: Double {
        method.drawsPixels ? Double(cellPixels.width) / Double(cellPixels.height) : 0.5
    }
}
