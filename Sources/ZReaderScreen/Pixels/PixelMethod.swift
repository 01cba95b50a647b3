/// How pictures reach the screen: as cells zreader draws (libchafa's mosaic, which every colour
/// terminal shows), or as the terminal's own pixels.
///
/// The terminal's profile picks one at start-up (`--graphics`, else by the terminal's brand and
/// version); views draw cells in every case, and a pixel method adds what the terminal draws over
/// or instead of them (`PixelPlacement`, kitty placeholder cells).
public enum PixelMethod: String, Hashable, Sendable, CaseIterable {
    /// Cells only: half blocks and quadrants, two colours a cell.
    case cells
    /// The kitty graphics protocol with Unicode placeholders (kitty ≥ 0.28, Ghostty): each
    /// picture is sent once, and its cells are ordinary text (U+10EEEE with row and column
    /// diacritics, the image id as the foreground colour), so the frame diff carries them.
    case kittyPlaceholders = "kitty-placeholders"
    /// The kitty graphics protocol with placements at a cursor position (kitty < 0.28, Konsole):
    /// each picture is sent once and placed over its cells after every frame that shows it.
    case kittyDirect = "kitty-direct"
    /// Sixel (foot, WezTerm, xterm as a VT340, iTerm2, Windows Terminal, mlterm, Konsole): drawn
    /// over its cells once the screen has been still for a moment, erased by rewriting them.
    case sixel

    /// Whether the terminal draws pixels: false for `cells`.
    public var drawsPixels: Bool { self != .cells }

    /// Whether pictures are sent once as kitty images, which the terminal keeps under an id
    /// until told to delete them: placeholders and direct placement.
    public var sendsKittyImages: Bool {
        switch self {
        case .kittyPlaceholders, .kittyDirect: true
        case .cells, .sixel: false
        }
    }
}
