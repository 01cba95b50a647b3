import ZReaderScreen

/// The terminal's size as the kernel has it (`TIOCGWINSZ`): cells, and pixels when the terminal
/// told the kernel (xterm and kitty do; many leave them 0).
public struct WindowSize: Hashable, Sendable {
    public var cells: Size
    public var pixels: PixelExtent?

    public init(cells: Size, pixels: PixelExtent?) {
        self.cells = cells
        self.pixels = pixels
    }

    /// One cell in pixels, the text area divided by the cells (rounded down: xterm counts its
    /// border in).
    public var cellPixels: PixelExtent? {
        guard let pixels, cells.columns > 0, cells.rows > 0 else { return nil }
        let cell = PixelExtent(width: pixels.width / cells.columns, height: pixels.height / cells.rows)
        return cell.width > 0 && cell.height > 0 ? cell : nil
    }
}
