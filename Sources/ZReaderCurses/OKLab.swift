import Glibc
import ZReaderScreen

/// A colour in Björn Ottosson's OKLab space, where distance follows perceived difference, with
/// its chroma and hue (OKLCh).
struct OKLab {
    let lightness: Double
    let a: Double
    let b: Double
    let chroma: Double
    /// The hue angle in degrees, 0..<360.
    let hue: Double

    /// sRGB's 256 levels in linear light.
    private static let linear: [Double] = (0...255).map { level in
        let value = Double(level) / 255
        return value <= 0.04045 ? value / 12.92 : pow((value + 0.055) / 1.055, 2.4)
    }

    init(_ color: RGBColor) {
        let r = OKLab.linear[Int(color.red)]
        let g = OKLab.linear[Int(color.green)]
        let b = OKLab.linear[Int(color.blue)]
        let l = cbrt(0.412_221_470_8 * r + 0.536_332_536_3 * g + 0.051_445_992_9 * b)
        let m = cbrt(0.211_903_498_2 * r + 0.680_699_545_1 * g + 0.107_396_956_6 * b)
        let s = cbrt(0.088_302_461_9 * r + 0.281_718_837_6 * g + 0.629_978_700_5 * b)
        lightness = 0.210_454_255_3 * l + 0.793_617_785_0 * m - 0.004_072_046_8 * s
        a = 1.977_998_495_1 * l - 2.428_592_205_0 * m + 0.450_593_709_9 * s
        self.b = 0.025_904_037_1 * l + 0.782_771_766_2 * m - 0.808_675_766_0 * s
        chroma = (a * a + self.b * self.b).squareRoot()
        let degrees = atan2(self.b, a) * 180 / .pi
        hue = degrees < 0 ? degrees + 360 : degrees
    }

    func distanceSquared(to other: OKLab) -> Double {
        let dl = lightness - other.lightness
        let da = a - other.a
        let db = b - other.b
        return dl * dl + da * da + db * db
    }

    /// The angle between the two hues, 0...180.
    func hueDistance(to other: OKLab) -> Double {
        let difference = abs(hue - other.hue).truncatingRemainder(dividingBy: 360)
        return min(difference, 360 - difference)
    }
}
