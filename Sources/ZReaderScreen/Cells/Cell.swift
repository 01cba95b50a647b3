/// One character cell: the grapheme it shows, how many columns it covers, and its style.
///
/// A wide grapheme sits in its first cell with `width` 2; the cell to its right has `width` 0 and
/// is drawn by the terminal as part of it.
public struct Cell: Hashable, Sendable {
    public var grapheme: Character
    public var width: UInt8
    public var style: CellStyle

    public init(grapheme: Character = " ", width: UInt8 = 1, style: CellStyle = .plain) {
        self.grapheme = grapheme
        self.width = width
        self.style = style
    }

    public static let blank = Cell()

    /// True for the hidden right half of a wide grapheme.
    public var isContinuation: Bool { width == 0 }
}
