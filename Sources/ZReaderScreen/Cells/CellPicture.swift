/// A picture drawn as terminal cells: per cell a one-column symbol, its foreground and background.
///
/// Made once per picture and size (converting pixels is far slower than drawing), then copied
/// into frames like text; row-major, `size.columns × size.rows` elements.
public struct CellPicture: Hashable, Sendable {
    /// One cell of the picture: the symbol's ink in `foreground`, the rest of the cell in `background`.
    public struct Element: Hashable, Sendable {
        public var symbol: Character
        public var foreground: RGBColor
        public var background: RGBColor

        public init(symbol: Character, foreground: RGBColor, background: RGBColor) {
            self.symbol = symbol
            self.foreground = foreground
            self.background = background
        }
    }

    public let size: Size
    public let elements: [Element]

    /// A picture of `size` from its elements, row by row; nil unless there is one per cell.
    public init?(size: Size, elements: [Element]) {
        guard elements.count == size.columns * size.rows else { return nil }
        self.size = size
        self.elements = elements
    }

    /// The element at column `x`, row `y` (both inside the picture).
    public subscript(x: Int, y: Int) -> Element {
        elements[y * size.columns + x]
    }
}
