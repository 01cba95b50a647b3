extension ScreenBuffer {
    /// Draws `picture` with its top left cell at `origin`, clipped to `clip` and the screen.
    ///
    /// Each element becomes one cell through the buffer's own writing, so a wide grapheme it
    /// half covers is blanked as text would blank it. A symbol that is not exactly one column
    /// wide (chafa gives none for the symbol sets zreader uses at the terminal's Ambiguous width,
    /// but fonts and tables change) is drawn as a space in the element's background, never
    /// spilling into the next cell.
    ///
    /// A banner is thousands of cells drawn every frame, so the cells are written directly and
    /// the block symbols chafa draws with (one scalar each) skip the width lookup.
    public mutating func draw(_ picture: CellPicture, at origin: Point, clip: Rect? = nil) {
        let pictureArea = Rect(x: origin.x, y: origin.y, width: picture.size.columns, height: picture.size.rows)
        let area = pictureArea.intersection(clip ?? bounds).intersection(bounds).intersection(self.clip)
        guard !area.isEmpty else { return }
        let blocksAreNarrow = AmbiguousWidth.current == .narrow
        for y in area.y..<area.maxY {
            for x in area.x..<area.maxX {
                let element = picture[x - origin.x, y - origin.y]
                let style = CellStyle(fg: element.foreground, bg: element.background)
                put(
                    Cell(
                        grapheme: ScreenBuffer.oneColumnSymbol(element.symbol, blocksAreNarrow), width: 1, style: style),
                    x: x, y: y)
            }
        }
    }

    /// `symbol` as one cell shows it, or a space when it is not one column wide.
    ///
    /// `blocksAreNarrow` is false where the terminal draws East Asian Ambiguous characters two
    /// columns wide, which half of the block elements (`▀ ▄ █ ░`) are.
    private static func oneColumnSymbol(_ symbol: Character, _ blocksAreNarrow: Bool) -> Character {
        let scalars = symbol.unicodeScalars
        if scalars.count == 1, let scalar = scalars.first {
            // Space, the block elements and the sextants: one column, the blocks where
            // Ambiguous characters are narrow.
            switch scalar.value {
            case 0x20, 0x1FB00...0x1FB3B: return symbol
            case 0x2580...0x259F where blocksAreNarrow: return symbol
            default: break
            }
        }
        return TextWidth.width(of: symbol) == 1 ? TextWidth.cellGrapheme(symbol) : " "
    }
}
