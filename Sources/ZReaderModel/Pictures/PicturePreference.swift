import ZReaderScreen

/// What the user asked for with `--images`: pictures where the terminal shows them well, always,
/// or never (the app's 无图模式).
public enum PicturePreference: String, Hashable, Sendable, CaseIterable {
    /// On at 256 colours and 24-bit; off at 8 colours, where a picture is only a coarse mosaic of
    /// eight colours and the swatch says as much, and without colour.
    case auto
    /// On whenever the terminal has colour, 8 colours included (a coarse but recognisable picture).
    case on
    /// Never at start; the toggle key still turns them on.
    case off

    /// Whether pictures start shown on a terminal of `depth`.
    public func isEnabled(at depth: ColorDepth) -> Bool {
        switch self {
        case .auto: depth == .trueColor || depth == .palette256
        case .on: depth.hasColor
        case .off: false
        }
    }
}
