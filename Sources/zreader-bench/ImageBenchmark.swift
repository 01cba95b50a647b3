import Foundation
import ZReaderCellArt
import ZReaderImageDecoding
import ZReaderScreen

/// `zreader-bench images`: decode + convert medians for the pictures zreader shows, each a
/// photo-like scene (sky, sun, hills, grain) encoded as a JPEG of the size Zhihu serves, decoded
/// at the scale its cells need and converted at 24-bit and 256 colours.
enum ImageBenchmark {
    private struct Case {
        var name: String
        var source: PixelSize
        var cells: Size
        var shaded: Bool
    }

    private static let cases = [
        Case(
            name: "thumbnail 6x2", source: PixelSize(width: 150, height: 150), cells: Size(columns: 6, rows: 2),
            shaded: false),
        Case(
            name: "thumbnail 8x4", source: PixelSize(width: 150, height: 150), cells: Size(columns: 8, rows: 4),
            shaded: false),
        Case(
            name: "banner at 120x40", source: PixelSize(width: 1080, height: 600), cells: Size(columns: 120, rows: 16),
            shaded: true),
        Case(
            name: "banner at 200x60", source: PixelSize(width: 1080, height: 600), cells: Size(columns: 200, rows: 24),
            shaded: true),
        Case(
            name: "figure 76x20", source: PixelSize(width: 1080, height: 720), cells: Size(columns: 76, rows: 20),
            shaded: false),
    ]

    /// Seed 004's banner shading, as the banner lays it over its picture.
    private static let shading = PixelOverlay(
        color: RGBColor(red: 51, green: 51, blue: 51), stops: [(0.0, 0.6), (0.4, 0.0), (0.7, 0.0), (1.0, 0.6)])

    static func run(samples: Int = 31) -> String {
        var lines = ["zreader-bench images: medians of \(samples) runs (decode at the cells' scale + convert)"]
        for benchCase in cases {
            guard let jpeg = JPEGEncoder.encode(scene(benchCase.source), quality: 85) else {
                return "zreader-bench: libjpeg-turbo could not encode the scene"
            }
            var line = "  \(benchCase.name): \(benchCase.source) JPEG, \(jpeg.count / 1024) KiB"
            for depth in [ColorDepth.trueColor, .palette256] {
                let options = CellArtOptions(
                    size: benchCase.cells, depth: depth, overlay: benchCase.shaded ? shading : nil)
                let hint = CellArt.pixelHint(for: options)
                var decoded: RGBAImage?
                let decode = Measurement.medianMicroseconds(samples: samples) { _ in
                    decoded = try? ImageDecoder.decode(jpeg, fitting: hint)
                }
                guard let image = decoded else { return "zreader-bench: the \(benchCase.name) JPEG did not decode" }
                let convert = Measurement.medianMicroseconds(samples: samples) { _ in
                    _ = CellArt.convert(image, options: options)
                }
                if depth == .trueColor { line += ", decoded at \(image.size)" }
                line +=
                    "; \(depth.rawValue): decode \(Measurement.format(decode)) + convert "
                    + "\(Measurement.format(convert)) = \(Measurement.format(decode + convert))"
            }
            lines.append(line)
        }
        return lines.joined(separator: "\n")
    }

    /// A landscape with the detail of a photograph: a sky gradient, a sun with a halo, three
    /// ranges of hills and deterministic grain, so the JPEG carries a photo's entropy.
    static func scene(_ size: PixelSize) -> RGBAImage {
        let width = Double(size.width)
        let height = Double(size.height)
        return RGBAImage(width: size.width, height: size.height) { x, y in
            let u = Double(x) / width
            let v = Double(y) / height
            var red = 40 + 200 * pow(v, 1.5)
            var green = 90 + 90 * v
            var blue = 200 - 80 * v
            let sun = hypot((u - 0.72) * width, (v - 0.28) * height) / (0.06 * width)
            if sun < 1 {
                (red, green, blue) = (255, 235, 160)
            } else if sun < 3 {
                let glow = pow(1 - (sun - 1) / 2, 2)
                red += (255 - red) * glow * 0.7
                green += (220 - green) * glow * 0.5
                blue *= 1 - glow * 0.3
            }
            let ridges = [(0.63, 0.07, 6.5, 0.5), (0.75, 0.05, 11.9, 2.0), (0.87, 0.03, 21.6, 4.0)]
            for (index, ridge) in ridges.enumerated() {
                let phase = u * ridge.2 + ridge.3
                if v > ridge.0 + ridge.1 * (sin(phase) + 0.4 * sin(phase * 2.7)) {
                    let shades: [(Double, Double, Double)] = [(90, 120, 130), (50, 110, 60), (30, 95, 40)]
                    (red, green, blue) = shades[index]
                }
            }
            let grain = Double(Int((UInt32(truncatingIfNeeded: x &* 73_856_093 ^ y &* 19_349_663) >> 8) % 25) - 12)
            func channel(_ value: Double) -> UInt8 { UInt8(min(255, max(0, value + grain))) }
            return RGBAImage.Pixel(red: channel(red), green: channel(green), blue: channel(blue))
        }
    }
}
