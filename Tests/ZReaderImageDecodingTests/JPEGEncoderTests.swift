import Testing
import ZReaderImageDecoding

@Suite("Encoding JPEGs for benchmarks")
struct JPEGEncoderTests {
    @Test func anEncodedPictureDecodesBackToItsColours() throws {
        let colors = [ImageFixtures.red, ImageFixtures.green, ImageFixtures.blue, ImageFixtures.yellow]
        let image = RGBAImage(width: 96, height: 64) { x, y in colors[(y < 32 ? 0 : 2) + (x < 48 ? 0 : 1)] }
        let bytes = try #require(JPEGEncoder.encode(image, quality: 90))
        #expect(ImageKind(sniffing: bytes) == .jpeg)
        let decoded = try ImageDecoder.decode(bytes)
        #expect(decoded.size == image.size)
        for (found, expected) in zip(ImageFixtures.quadrantMiddles(of: decoded), colors) {
            #expect(ImageFixtures.close(found, expected, tolerance: 8), "\(found) is not \(expected)")
        }
    }
}
