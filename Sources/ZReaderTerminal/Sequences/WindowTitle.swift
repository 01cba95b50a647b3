import ZReaderScreen

/// The window title's sequences: the previous title pushed on the terminal's title stack at the
/// start, zreader's set as the screen changes, and the previous one popped back at the end
/// (`CSI 22 t`, `OSC 2`, `CSI 23 t`; terminals without a title stack ignore the push and pop).
public enum WindowTitle {
    /// Saves the window's and the icon's title.
    public static let push = Array("\u{1B}[22;0t".utf8)
    /// Restores them.
    public static let pop = Array("\u{1B}[23;0t".utf8)
    /// The longest title set, in columns.
    public static let widestTitle = 80

    /// The sequence that sets the title to `title`.
    ///
    /// On one line, cut to `widestTitle` columns, ended by BEL (every terminal takes it). Display text has no controls, so nothing in a
    /// story's title can end the sequence early.
    public static func set(_ title: DisplayText) -> [UInt8] {
        let line = DisplayText.joined(title.lines, separator: " ").truncated(width: widestTitle)
        return Array("\u{1B}]2;\(line.string)\u{07}".utf8)
    }
}
