import ZReaderScreen
import ZReaderTerminal

/// The pixel methods this build draws: a terminal profile that picks another is drawn as cells,
/// and `--probe-terminal` says so.
enum DrawnPixelMethods {
    static let all: Set<PixelMethod> = [.cells, .kittyPlaceholders, .kittyDirect, .sixel]

    /// The format pictures are converted into on the terminal `profile` describes: its method
    /// where this build draws it, else cells.
    static func format(for profile: TerminalProfile) -> PictureFormat {
        let method = all.contains(profile.pixelMethod) ? profile.pixelMethod : .cells
        return PictureFormat(
            method: method, cellPixels: profile.cellPixels, insideTmux: profile.insideTmux,
            sixelMaximumPixels: profile.sixelMaxPixels, sixelScrollingInverted: profile.sixelScrollingInverted)
    }
}
