import ZReaderScreen

/// Maps RGB colours to the colour numbers of a terminal's depth: exact at 24-bit, the nearest of
/// the xterm cube and grey ramp at 256, the nearest of the eight ANSI colours at 8.
public enum ColorMapper {
    /// The colour number for `color` at `depth`; -1 is the terminal's default colour.
    public static func number(for color: TerminalColor, depth: ColorDepth) -> Int32 {
        guard case .rgb(let rgb) = color else { return -1 }
        switch depth {
        case .trueColor: return Int32(rgb.red) << 16 | Int32(rgb.green) << 8 | Int32(rgb.blue)
        case .palette256: return Int32(nearest256(rgb))
        case .palette8: return Int32(nearest8(rgb))
        case .monochrome: return -1
        }
    }

    static let cubeLevels: [Int] = [0, 95, 135, 175, 215, 255]

    /// The nearest of the 6×6×6 cube (16–231) and the 24 greys (232–255).
    public static func nearest256(_ color: RGBColor) -> Int {
        func cubeIndex(_ value: UInt8) -> Int {
            var best = 0
            for (index, level) in cubeLevels.enumerated()
            where abs(level - Int(value)) < abs(cubeLevels[best] - Int(value)) {
                best = index
            }
            return best
        }
        let r = cubeIndex(color.red)
        let g = cubeIndex(color.green)
        let b = cubeIndex(color.blue)
        let cube = RGBColor(red: UInt8(cubeLevels[r]), green: UInt8(cubeLevels[g]), blue: UInt8(cubeLevels[b]))
        let average = (Int(color.red) + Int(color.green) + Int(color.blue)) / 3
        let greyStep = min(23, max(0, (average - 8 + 5) / 10))
        let greyLevel = UInt8(8 + greyStep * 10)
        let grey = RGBColor(red: greyLevel, green: greyLevel, blue: greyLevel)
        return distance(color, grey) < distance(color, cube) ? 232 + greyStep : 16 + 36 * r + 6 * g + b
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
