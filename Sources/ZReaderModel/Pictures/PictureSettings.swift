import ZReaderScreen

/// Whether pictures are shown, and for which colour depth and brightness they are converted.
public struct PictureSettings: Hashable, Sendable {
    /// The terminal's colour depth: pictures are converted for it once, never per frame.
    public var depth: ColorDepth
    /// Shown now: set by `--images` at start, flipped by the toggle key.
    public internal(set) var isEnabled: Bool
    /// 1 shows pictures as they are; the night theme dims them (`ThemeName.pictureBrightness`).
    public internal(set) var brightness: Double = 1

    public init(depth: ColorDepth, isEnabled: Bool) {
        self.depth = depth
        self.isEnabled = isEnabled && depth.hasColor
    }

    /// The settings `preference` gives on a terminal of `depth`.
    public init(preference: PicturePreference, depth: ColorDepth) {
        self.init(depth: depth, isEnabled: preference.isEnabled(at: depth))
    }

    /// Pictures off (what a state starts with unless told otherwise), on for 24-bit when toggled.
    public static let off = PictureSettings(depth: .trueColor, isEnabled: false)

    /// Whether the terminal can show pictures at all: not without colour (`NO_COLOR`).
    public var isAvailable: Bool { depth.hasColor }
}
