import Foundation
import Testing
import ZReaderImageDecoding

/// The files of Tests/Fixtures/images (made by scripts/generate-image-fixtures.py) and what they show.
enum ImageFixtures {
    static let directory = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("Fixtures/images")

    static func data(_ name: String) throws -> Data {
        try Data(contentsOf: directory.appendingPathComponent(name))
    }

    /// The generator's quadrant colours: red, green on top; blue, yellow below.
    static let red = RGBAImage.Pixel(red: 220, green: 40, blue: 40)
    static let green = RGBAImage.Pixel(red: 40, green: 180, blue: 70)
    static let blue = RGBAImage.Pixel(red: 40, green: 80, blue: 220)
    static let yellow = RGBAImage.Pixel(red: 240, green: 210, blue: 40)

    /// The pixels at the middles of the four quadrants: top left, top right, bottom left, bottom right.
    static func quadrantMiddles(of image: RGBAImage) -> [RGBAImage.Pixel] {
        let left = image.width / 4
        let right = image.width * 3 / 4
        let top = image.height / 4
        let bottom = image.height * 3 / 4
        return [
            image.pixel(x: left, y: top), image.pixel(x: right, y: top), image.pixel(x: left, y: bottom),
            image.pixel(x: right, y: bottom),
        ]
    }

    /// Whether two colours are within `tolerance` in every channel (lossy formats shift them a little).
    static func close(_ a: RGBAImage.Pixel, _ b: RGBAImage.Pixel, tolerance: Int) -> Bool {
        abs(Int(a.red) - Int(b.red)) <= tolerance && abs(Int(a.green) - Int(b.green)) <= tolerance
            && abs(Int(a.blue) - Int(b.blue)) <= tolerance && abs(Int(a.alpha) - Int(b.alpha)) <= tolerance
    }

    /// The failure decoding throws, or nil when it returns a picture.
    static func failure(
        decoding data: Data, fitting hint: PixelSize? = nil, maximumPixels: Int = ImageDecoder.defaultMaximumPixels
    ) -> ImageDecodeFailure? {
        do {
            _ = try ImageDecoder.decode(data, fitting: hint, maximumPixels: maximumPixels)
            return nil
        } catch {
            return error
        }
    }
}
