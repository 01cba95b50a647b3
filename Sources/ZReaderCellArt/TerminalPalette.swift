import ZReaderScreen

/// The RGB values zreader gives palette colours: the ones its 256- and 8-colour output maps back
/// to the same colour numbers, so a cell chafa chose as pen N is drawn with pen N.
enum TerminalPalette {
    private static let cubeLevels: [UInt8] = [0, 95, 135, 175, 215, 255]

    /// xterm's defaults for the eight ANSI colours, as zreader's colour mapper knows them.
    private static let ansi: [RGBColor] = [
        RGBColor(hex: 0x000000), RGBColor(hex: 0xCD0000), RGBColor(hex: 0x00CD00), RGBColor(hex: 0xCDCD00),
        RGBColor(hex: 0x0000EE), RGBColor(hex: 0xCD00CD), RGBColor(hex: 0x00CDCD), RGBColor(hex: 0xE5E5E5),
    ]

    /// Colour `index` of the xterm 256-colour palette: 16–231 the 6×6×6 cube, 232–255 the greys;
    /// 0–15 (themable, never chosen in zreader's 240-colour mode) as their ANSI defaults.
    static func xterm256(_ index: Int) -> RGBColor {
        switch index {
        case 16...231:
            let cube = index - 16
            return RGBColor(red: cubeLevels[cube / 36], green: cubeLevels[cube / 6 % 6], blue: cubeLevels[cube % 6])
        case 232...255:
            let level = UInt8(8 + (index - 232) * 10)
            return RGBColor(red: level, green: level, blue: level)
        default:
            return ansi8(index % 8)
        }
    }

    /// ANSI colour `index` (0–7).
    static func ansi8(_ index: Int) -> RGBColor {
        ansi[min(7, max(0, index))]
    }
}
