import Foundation
import Testing
import ZReaderCurses
import ZReaderScreen
import ZReaderViews

/// At 256 colours, the banner's colours keep their hue: the demo edition's `image_hue`s, with the
/// banner's shading laid over them at every strength, map to palette colours within 15° of OKLCh
/// hue of the 24-bit colour (greys, which have no hue, excepted).
@Suite("256 colours keep the hue")
struct PaletteHueTests {
    /// OKLCh lightness, chroma and hue (degrees), computed here apart from the mapper's own.
    static func oklch(_ color: RGBColor) -> (lightness: Double, chroma: Double, hue: Double) {
        func linear(_ level: UInt8) -> Double {
            let value = Double(level) / 255
            return value <= 0.04045 ? value / 12.92 : pow((value + 0.055) / 1.055, 2.4)
        }
        let (r, g, b) = (linear(color.red), linear(color.green), linear(color.blue))
        let l = cbrt(0.4122214708 * r + 0.5363325363 * g + 0.0514459929 * b)
        let m = cbrt(0.2119034982 * r + 0.6806995451 * g + 0.1073969566 * b)
        let s = cbrt(0.0883024619 * r + 0.2817188376 * g + 0.6299787005 * b)
        let lightness = 0.2104542553 * l + 0.7936177850 * m - 0.0040720468 * s
        let a = 1.9779984951 * l - 2.4285922050 * m + 0.4505937099 * s
        let bb = 0.0259040371 * l + 0.7827717662 * m - 0.8086757660 * s
        let hue = atan2(bb, a) * 180 / .pi
        return (lightness, (a * a + bb * bb).squareRoot(), hue < 0 ? hue + 360 : hue)
    }

    /// The RGB value xterm gives palette colour `number` (16–255).
    static func paletteColor(_ number: Int) -> RGBColor {
        if number >= 232 {
            let level = UInt8(8 + (number - 232) * 10)
            return RGBColor(red: level, green: level, blue: level)
        }
        let levels: [UInt8] = [0, 95, 135, 175, 215, 255]
        let index = number - 16
        return RGBColor(red: levels[index / 36], green: levels[index / 6 % 6], blue: levels[index % 6])
    }

    /// Every `image_hue` of the demo edition: its top stories' and every story's.
    static let demoHues: [RGBColor] = {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appending(path: "Resources/demo")
        var hues: Set<RGBColor> = []
        func walk(_ value: Any) {
            if let object = value as? [String: Any] {
                for (key, inner) in object {
                    if key == "image_hue", let text = inner as? String, let hue = RGBColor(hexString: text) {
                        hues.insert(hue)
                    }
                    walk(inner)
                }
            } else if let array = value as? [Any] {
                array.forEach(walk)
            }
        }
        let files = FileManager.default.enumerator(at: root, includingPropertiesForKeys: nil)
        while let file = files?.nextObject() as? URL {
            guard file.pathExtension == "json", let data = try? Data(contentsOf: file),
                let value = try? JSONSerialization.jsonObject(with: data)
            else { continue }
            walk(value)
        }
        return hues.sorted { $0.description < $1.description }
    }()

    @Test func theDemoEditionHasItsHues() {
        #expect(Self.demoHues.count > 50)
        #expect(Self.demoHues.contains(RGBColor(hex: 0x3D5A78)))
    }

    /// How many degrees apart the hues of `color` and its palette colour are; nil for a grey.
    func hueShift(_ color: RGBColor) -> Double? {
        let original = Self.oklch(color)
        guard original.chroma >= 0.02 else { return nil }
        let mapped = Self.oklch(Self.paletteColor(ColorMapper.nearest256(color)))
        guard mapped.chroma > 0.005 else { return 180 }
        let difference = abs(original.hue - mapped.hue)
        return min(difference, 360 - difference)
    }

    @Test func everyDemoHueAndItsShadedBannerRowsKeepTheirHue() {
        var checked = 0
        for hue in Self.demoHues + [Theme.fallbackHue] {
            // The banner's rows and half rows at the heights it has, and every strength of its shading.
            var colors = Set([hue])
            for height in 7...16 {
                for row in 0..<(2 * height) {
                    colors.insert(BannerGradient.color(hue: hue, row: row, height: 2 * height))
                }
            }
            for step in 0...12 {
                colors.insert(hue.blended(with: BannerGradient.shade, alpha: Double(step) * 0.05))
            }
            for color in colors {
                guard let shift = hueShift(color) else { continue }
                checked += 1
                #expect(shift <= 15, "\(color) (from \(hue)) → \(Self.paletteColor(ColorMapper.nearest256(color)))")
            }
        }
        #expect(checked > 1000)
    }

    @Test func steelBlueStaysBlueInsteadOfGrey() {
        // The reported case: the fallback banner colour went grey, its shaded rows lavender.
        let steel = Theme.fallbackHue
        let mapped = Self.oklch(Self.paletteColor(ColorMapper.nearest256(steel)))
        #expect(mapped.chroma > 0.05)
        #expect(abs(mapped.hue - Self.oklch(steel).hue) <= 15)
    }

    @Test func anExactPaletteColourIsItself() {
        // Pictures converted for 256 colours already carry exact palette colours.
        for number in 16...255 {
            #expect(ColorMapper.nearest256(Self.paletteColor(number)) == number, "\(number)")
        }
    }

    @Test func greysStayGrey() {
        for level in stride(from: 0, through: 255, by: 5) {
            let grey = RGBColor(red: UInt8(level), green: UInt8(level), blue: UInt8(level))
            #expect(Self.oklch(Self.paletteColor(ColorMapper.nearest256(grey))).chroma < 0.02, "\(grey)")
        }
    }
}
