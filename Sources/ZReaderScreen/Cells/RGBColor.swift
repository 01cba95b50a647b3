/// A 24-bit colour; the pure layers speak only these, the terminal backend maps them down.
public struct RGBColor: Hashable, Sendable, CustomStringConvertible {
    public var red: UInt8
    public var green: UInt8
    public var blue: UInt8

    public init(red: UInt8, green: UInt8, blue: UInt8) {
        self.red = red
        self.green = green
        self.blue = blue
    }

    /// `0xRRGGBB` as an integer.
    public init(hex: UInt32) {
        self.init(
            red: UInt8((hex >> 16) & 0xFF), green: UInt8((hex >> 8) & 0xFF), blue: UInt8(hex & 0xFF))
    }

    /// Parses the API's `"0xRRGGBB"` (also `#RRGGBB` and bare hex); nil for anything else.
    public init?(hexString: String) {
        var digits = Substring(hexString)
        if digits.hasPrefix("0x") || digits.hasPrefix("0X") {
            digits = digits.dropFirst(2)
        } else if digits.hasPrefix("#") {
            digits = digits.dropFirst()
        }
        guard digits.count == 6, digits.allSatisfy(\.isHexDigit), let value = UInt32(digits, radix: 16)
        else { return nil }
        self.init(hex: value)
    }

    public static let white = RGBColor(red: 255, green: 255, blue: 255)

    /// This colour with `top` laid over it at opacity `alpha` (0 keeps this colour, 1 gives `top`).
    public func blended(with top: RGBColor, alpha: Double) -> RGBColor {
        let a = min(1, max(0, alpha))
        func mix(_ below: UInt8, _ above: UInt8) -> UInt8 {
            UInt8((Double(below) * (1 - a) + Double(above) * a).rounded())
        }
        return RGBColor(
            red: mix(red, top.red), green: mix(green, top.green), blue: mix(blue, top.blue))
    }

    public var description: String { "rgb(\(red),\(green),\(blue))" }
}
