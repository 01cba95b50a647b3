/// `--graphics` (config `graphics`): how the user wants pictures drawn.
public enum GraphicsPreference: String, Hashable, Sendable, CaseIterable {
    /// The best the terminal draws, by its brand and version.
    case auto
    /// The kitty graphics protocol: placeholders, or direct placement where the terminal has no
    /// placeholders.
    case kitty
    /// Sixel, where the cell size in pixels is known.
    case sixel
    /// Cells only, as every colour terminal shows them.
    case cells
}
