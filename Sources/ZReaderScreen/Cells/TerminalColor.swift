/// A colour as a cell asks for it: the terminal's own default, an exact RGB colour, or the id of
/// a kitty image whose placeholder the cell is.
public enum TerminalColor: Hashable, Sendable, CustomStringConvertible {
    case terminalDefault
    case rgb(RGBColor)
    /// The foreground of a kitty placeholder cell (U+10EEEE and its diacritics): the terminal
    /// reads the image's id from the colour number, `id.low` at 256 colours and at 24-bit. At 8
    /// colours and without colour it is the default colour (no method draws placeholders there).
    case imageID(KittyImageID)

    public var description: String {
        switch self {
        case .terminalDefault: "default"
        case .rgb(let color): color.description
        case .imageID(let id): id.description
        }
    }
}
