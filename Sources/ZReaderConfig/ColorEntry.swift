import ZReaderScreen

/// One colour of `[colors]` and where it was written, so the app can report names no theme has.
public struct ColorEntry: Hashable, Sendable {
    public var name: String
    public var color: RGBColor
    public var location: SourceLocation

    public init(name: String, color: RGBColor, location: SourceLocation) {
        self.name = name
        self.color = color
        self.location = location
    }

    /// `#RRGGBB` or `#RGB` (each digit doubled), hexadecimal in either case; nil for anything else.
    public static func color(fromHex text: String) -> RGBColor? {
        let scalars = Array(text.unicodeScalars)
        guard scalars.first == "#", scalars.count == 4 || scalars.count == 7 else { return nil }
        var value: UInt32 = 0
        for scalar in scalars.dropFirst() {
            guard let digit = hexDigit(scalar) else { return nil }
            value = value << 4 | digit
            if scalars.count == 4 { value = value << 4 | digit }
        }
        return RGBColor(hex: value)
    }

    /// `#RRGGBB` in capitals, as `--print-config` writes it.
    public static func hex(of color: RGBColor) -> String {
        "#"
            + [color.red, color.green, color.blue].map { byte in
                let digits = String(byte, radix: 16, uppercase: true)
                return digits.count == 1 ? "0" + digits : digits
            }.joined()
    }

    private static func hexDigit(_ scalar: Unicode.Scalar) -> UInt32? {
        switch scalar {
        case "0"..."9": scalar.value - 48
        case "a"..."f": scalar.value - 87
        case "A"..."F": scalar.value - 55
        default: nil
        }
    }
}
