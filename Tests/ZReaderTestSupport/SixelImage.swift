/// A sixel string read back into pixels, written from the DEC/xterm description of the format
/// (not from the encoder), so tests can see what a terminal would draw.
///
/// Reads `ESC P … q`, the raster attributes `"Pan;Pad;Ph;Pv`, colour definitions `#n;2;r;g;b`
/// (percent) and selections `#n`, sixel characters `?`…`~` (six pixels, the lowest bit on top),
/// repeats `!n`, `$` (back to the band's left edge) and `-` (the next band of six rows), up to
/// `ESC \`. Pixels never painted are nil.
public struct SixelImage: Sendable {
    /// An RGB colour, each channel 0…255.
    public struct Color: Hashable, Sendable {
        public var red: UInt8
        public var green: UInt8
        public var blue: UInt8

        public init(red: UInt8, green: UInt8, blue: UInt8) {
            self.red = red
            self.green = green
            self.blue = blue
        }
    }

    /// The size the raster attributes declared (0 when absent).
    public private(set) var declaredWidth = 0
    public private(set) var declaredHeight = 0
    /// The painted area's extent: one past the rightmost and lowest painted pixel.
    public private(set) var width = 0
    public private(set) var height = 0
    private var pixels: [Int: Color] = [:]
    /// The colour registers defined, by number.
    public private(set) var registers: [Int: Color] = [:]

    /// Reads `bytes`, which must hold one whole sixel string; nil when it is not one.
    public init?(_ bytes: [UInt8]) {
        guard let start = SixelImage.dataStart(bytes) else { return nil }
        var index = start
        var x = 0
        var band = 0
        var color = Color(red: 0, green: 0, blue: 0)
        func number() -> Int? {
            var value: Int?
            while index < bytes.count, (0x30...0x39).contains(bytes[index]) {
                value = (value ?? 0) * 10 + Int(bytes[index] - 0x30)
                index += 1
            }
            return value
        }
        func numbers() -> [Int] {
            var values: [Int] = [number() ?? 0]
            while index < bytes.count, bytes[index] == 0x3B {
                index += 1
                values.append(number() ?? 0)
            }
            return values
        }
        while index < bytes.count {
            let byte = bytes[index]
            switch byte {
            case 0x1B:
                return
            case 0x22:
                index += 1
                let values = numbers()
                if values.count >= 4 {
                    declaredWidth = values[2]
                    declaredHeight = values[3]
                }
            case 0x23:
                index += 1
                let values = numbers()
                let register = values[0]
                if values.count >= 5, values[1] == 2 {
                    registers[register] = Color(
                        red: SixelImage.channel(values[2]), green: SixelImage.channel(values[3]),
                        blue: SixelImage.channel(values[4]))
                }
                color = registers[register] ?? color
            case 0x21:
                index += 1
                let count = number() ?? 1
                guard index < bytes.count else { return nil }
                paint(bytes[index], count: count, x: &x, band: band, color: color)
                index += 1
            case 0x24:
                x = 0
                index += 1
            case 0x2D:
                x = 0
                band += 1
                index += 1
            case 0x3F...0x7E:
                paint(byte, count: 1, x: &x, band: band, color: color)
                index += 1
            default:
                index += 1
            }
        }
        return nil
    }

    /// The colour painted at (x, y), or nil where nothing was.
    public func pixel(x: Int, y: Int) -> Color? {
        pixels[y << 20 | x]
    }

    /// The pixels painted, in total.
    public var paintedCount: Int { pixels.count }

    private mutating func paint(_ character: UInt8, count: Int, x: inout Int, band: Int, color: Color) {
        let bits = Int(character) - 0x3F
        for bit in 0..<6 where bits & (1 << bit) != 0 {
            let y = band * 6 + bit
            for column in x..<(x + count) {
                pixels[y << 20 | column] = color
            }
            width = max(width, x + count)
            height = max(height, y + 1)
        }
        x += count
    }

    /// Percent to 0…255, rounded.
    private static func channel(_ percent: Int) -> UInt8 {
        UInt8(min(255, max(0, (percent * 255 + 50) / 100)))
    }

    /// The index after `ESC P … q`.
    private static func dataStart(_ bytes: [UInt8]) -> Int? {
        guard bytes.count > 3, bytes[0] == 0x1B, bytes[1] == 0x50, let q = bytes.firstIndex(of: 0x71) else {
            return nil
        }
        return q + 1
    }
}
