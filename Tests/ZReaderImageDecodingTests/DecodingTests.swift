import Testing
import ZReaderImageDecoding

@Suite("Decoding JPEG, PNG and WebP")
struct DecodingTests {
    private let quadrants = [ImageFixtures.red, ImageFixtures.green, ImageFixtures.blue, ImageFixtures.yellow]

    @Test(arguments: ["baseline.jpg", "progressive.jpg"])
    func colourJPEGsShowTheirFourQuadrants(name: String) throws {
        let image = try ImageDecoder.decode(try ImageFixtures.data(name))
        #expect(image.size == PixelSize(width: 256, height: 192))
        #expect(image.bytes.count == 256 * 192 * 4)
        let middles = ImageFixtures.quadrantMiddles(of: image)
        for (found, expected) in zip(middles, quadrants) {
            #expect(ImageFixtures.close(found, expected, tolerance: 8), "\(found) is not \(expected)")
        }
    }

    @Test func aGreyscaleJPEGComesOutGreyAtEachQuadrantsLuma() throws {
        let image = try ImageDecoder.decode(try ImageFixtures.data("greyscale.jpg"))
        #expect(image.size == PixelSize(width: 256, height: 192))
        // BT.601 luma of the quadrant colours, which is what cjpeg -grayscale keeps.
        let lumas: [UInt8] = [94, 126, 84, 200]
        for (found, luma) in zip(ImageFixtures.quadrantMiddles(of: image), lumas) {
            let grey = RGBAImage.Pixel(red: luma, green: luma, blue: luma)
            #expect(ImageFixtures.close(found, grey, tolerance: 3), "\(found) is not grey \(luma)")
        }
    }

    @Test func aPNGKeepsItsColoursAndAlphaExactly() throws {
        let image = try ImageDecoder.decode(try ImageFixtures.data("alpha.png"))
        #expect(image.size == PixelSize(width: 64, height: 48))
        var green = ImageFixtures.green
        green.alpha = 128
        var yellow = ImageFixtures.yellow
        yellow.alpha = 0
        #expect(ImageFixtures.quadrantMiddles(of: image) == [ImageFixtures.red, green, ImageFixtures.blue, yellow])
    }

    @Test func aLossyWebPShowsItsFourQuadrants() throws {
        let image = try ImageDecoder.decode(try ImageFixtures.data("lossy.webp"))
        #expect(image.size == PixelSize(width: 256, height: 192))
        for (found, expected) in zip(ImageFixtures.quadrantMiddles(of: image), quadrants) {
            #expect(ImageFixtures.close(found, expected, tolerance: 12), "\(found) is not \(expected)")
        }
    }

    @Test func aSmallHintDecodesTheJPEGAtTheSmallestScaleThatCoversIt() throws {
        let data = try ImageFixtures.data("baseline.jpg")
        #expect(
            try ImageDecoder.decode(data, fitting: PixelSize(width: 32, height: 24)).size
                == PixelSize(width: 32, height: 24))
        // 100 columns need 4/8 of 256 (3/8 gives 96); the height alone would allow 1/8.
        let wide = try ImageDecoder.decode(data, fitting: PixelSize(width: 100, height: 10))
        #expect(wide.size == PixelSize(width: 128, height: 96))
        #expect(
            try ImageDecoder.decode(data, fitting: PixelSize(width: 1000, height: 1000)).size
                == PixelSize(width: 256, height: 192))
        for (found, expected) in zip(ImageFixtures.quadrantMiddles(of: wide), quadrants) {
            #expect(ImageFixtures.close(found, expected, tolerance: 8), "\(found) is not \(expected)")
        }
    }

    @Test func aSmallHintScalesTheWebPAndShrinksThePNG() throws {
        let webp = try ImageDecoder.decode(
            try ImageFixtures.data("lossy.webp"), fitting: PixelSize(width: 64, height: 10))
        #expect(webp.size == PixelSize(width: 64, height: 48))
        let png = try ImageDecoder.decode(
            try ImageFixtures.data("alpha.png"), fitting: PixelSize(width: 16, height: 12))
        #expect(png.size == PixelSize(width: 16, height: 12))
        var green = ImageFixtures.green
        green.alpha = 128
        #expect(ImageFixtures.quadrantMiddles(of: png)[1] == green)
    }
}
