import ZReaderScreen

/// The bytes that draw a sixel picture with its top-left corner at a cell.
///
/// Sixel scrolling on (DECSDM reset, `CSI ? 80 l`) draws the image at the cursor rather than at
/// the screen's corner; xterm before patch 369 reads the mode the other way round
/// (`TerminalProfile.sixelScrollingInverted`). The cursor is moved to the cell; the terminal
/// writer saves and restores it around the command (`FrameUpdate.after`).
public enum SixelSequence {
    /// Moves to `origin` (0-based) and draws `sixel`, one whole DCS string.
    public static func draw(_ sixel: [UInt8], at origin: Point, scrollingInverted: Bool = false) -> [UInt8] {
        let mode = Array("\u{1B}[?80\(scrollingInverted ? "h" : "l")".utf8)
        return mode + CursorPosition.move(to: origin) + sixel
    }
}
