import ZReaderScreen

/// Whether pictures are shown, how the terminal draws them, and for which colour depth and
/// brightness they are converted.
public struct PictureSettings: Hashable, Sendable {
    /// The terminal's colour depth: pictures are converted for it once, never per frame.
    public var depth: ColorDepth
    /// Shown now: set by `--images` at start, flipped by the toggle key.
    public internal(set) var isEnabled: Bool
    /// 1 shows pictures as they are; the night theme dims them (`ThemeName.pictureBrightness`).
    public internal(set) var brightness: Double = 1
    /// How pictures reach the screen (the terminal's profile decides): cells, or the terminal's
    /// pixels beside them.
    public var method: PixelMethod
    /// The top byte of every kitty image id this process uses (1…255, random per process), so
    /// that two zreaders in one kitty window, or another program's small ids, never collide.
    public var imageMSB: UInt8

    public init(depth: ColorDepth, isEnabled: Bool, method: PixelMethod = .cells, imageMSB: UInt8 = 1) {
        self.depth = depth
        self.isEnabled = isEnabled && depth.hasColor
        self.method = method
        self.imageMSB = max(1, imageMSB)
    }

    /// The settings `preference` gives on a terminal of `depth`.
    public init(preference: PicturePreference, depth: ColorDepth, method: PixelMethod = .cells, imageMSB: UInt8 = 1) {
        self.init(depth: depth, isEnabled: preference.isEnabled(at: depth), method: method, imageMSB: imageMSB)
    }

    /// Pictures off (what a state starts with unless told otherwise), on for 24-bit when toggled.
    public static let off = PictureSettings(depth: .trueColor, isEnabled: false)

    /// Whether the terminal can show pictures at all: not without colour (`NO_COLOR`).
    public var isAvailable: Bool { depth.hasColor }
}
