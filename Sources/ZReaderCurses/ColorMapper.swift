import Glibc
import ZReaderScreen

/// Maps RGB colours to the colour numbers of a terminal's depth: exact at 24-bit, the nearest of
/// the xterm cube and grey ramp at 256 that keeps the colour's hue, the nearest of the eight ANSI
/// colours at 8; a kitty image id as its low byte, which the terminal reads back from the colour.
public enum ColorMapper {
    /// The colour number for `color` at `depth`; -1 is the terminal's default colour.
    public static func number(for color: TerminalColor, depth: ColorDepth) -> Int32 {
        let rgb: RGBColor
        switch color {
        case .terminalDefault: return -1
        case .imageID(let id): return depth == .trueColor || depth == .palette256 ? Int32(id.low) : -1
        case .rgb(let value): rgb = value
        }
        switch depth {
        case .trueColor: return Int32(rgb.red) << 16 | Int32(rgb.green) << 8 | Int32(rgb.blue)
        case .palette256: return Int32(nearest256(rgb))
        case .palette8: return Int32(nearest8(rgb))
        case .monochrome: return -1
        }
    }

    static let cubeLevels: [Int] = [0, 95, 135, 175, 215, 255]

    /// Below this OKLCh chroma a colour is taken for a grey: its hue means nothing.
    static let greyChroma = 0.02
    /// How far (in degrees of OKLCh hue) the palette colour may turn from the colour asked for.
    ///
    /// The widest gap between hues of the 256-colour palette is 21°, so some colour is always
    /// within 12°.
    static let hueTolerance = 12.0

    /// The 240 colours of the cube (16–231) and the grey ramp (232–255) in OKLab; the first sixteen
    /// are left out, since every user sets them differently.
    private static let palette: [(number: Int, color: OKLab)] = (16...255).map { number in
        let rgb: RGBColor
        if number >= 232 {
            let level = UInt8(8 + (number - 232) * 10)
            rgb = RGBColor(red: level, green: level, blue: level)
        } else {
            let index = number - 16
            rgb = RGBColor(
                red: UInt8(cubeLevels[index / 36]), green: UInt8(cubeLevels[index / 6 % 6]),
                blue: UInt8(cubeLevels[index % 6]))
        }
        return (number, OKLab(rgb))
    }

    /// The palette colour nearest to `color` that keeps its hue.
    ///
    /// Nearest by perceptual distance (OKLab), among the colours whose hue is within
    /// `hueTolerance` of its own; greys (and colours too grey to have a hue) take the nearest of
    /// all. An exact palette colour is itself.
    ///
    /// Plain nearest distance turns the dark, muted colours of banners into greys and lavenders:
    /// the palette has no dark muted colours, only greys and saturated ones, and a grey is often
    /// nearer. Keeping the hue keeps a steel blue blue.
    public static func nearest256(_ color: RGBColor) -> Int {
        let target = OKLab(color)
        let isGrey = target.chroma < greyChroma
        var nearest = (number: 16, distance: Double.infinity)
        var nearestOfHue = nearest
        for entry in palette {
            let distance = target.distanceSquared(to: entry.color)
            if distance < nearest.distance { nearest = (entry.number, distance) }
            guard distance < nearestOfHue.distance else { continue }
            if isGrey || entry.color.chroma >= greyChroma && target.hueDistance(to: entry.color) <= hueTolerance {
                nearestOfHue = (entry.number, distance)
            }
        }
        return nearestOfHue.distance.isFinite ? nearestOfHue.number : nearest.number
    }

    /// xterm's default values of the eight ANSI colours.
    static let ansi: [RGBColor] = [
        RGBColor(hex: 0x000000), RGBColor(hex: 0xCD0000), RGBColor(hex: 0x00CD00), RGBColor(hex: 0xCDCD00),
        RGBColor(hex: 0x0000EE), RGBColor(hex: 0xCD00CD), RGBColor(hex: 0x00CDCD), RGBColor(hex: 0xE5E5E5),
    ]

    public static func nearest8(_ color: RGBColor) -> Int {
        ansi.indices.min { distance(color, ansi[$0]) < distance(color, ansi[$1]) } ?? 0
    }

    private static func distance(_ a: RGBColor, _ b: RGBColor) -> Int {
        let dr = Int(a.red) - Int(b.red)
        let dg = Int(a.green) - Int(b.green)
        let db = Int(a.blue) - Int(b.blue)
        return dr * dr + dg * dg + db * db
    }
}
