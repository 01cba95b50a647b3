/// How many colours the terminal can show, which decides how RGB colours are mapped down.
public enum ColorDepth: String, Hashable, Sendable, CaseIterable {
    /// 24-bit colour: every RGB colour exactly.
    case trueColor = "24bit"
    /// The xterm 256-colour palette: the 6×6×6 cube and the 24-step grey ramp.
    case palette256 = "256"
    /// The eight ANSI colours, by threshold.
    case palette8 = "8"
    /// No colour at all (`NO_COLOR` or a monochrome terminal): attributes only.
    case monochrome = "none"

    public var hasColor: Bool { self != .monochrome }
}
