import Testing
import ZReaderCellArt
import ZReaderImageDecoding
import ZReaderScreen
import ZReaderTestSupport

@Suite("Sixel: a band of a picture in the terminal's pixels")
struct SixelEncoderTests {
    private static let cell = PixelExtent(width: 9, height: 18)

    private func near(_ color: SixelImage.Color?, _ expected: RGBColor, tolerance: Int = 6) -> Bool {
        guard let color else { return false }
        return abs(Int(color.red) - Int(expected.red)) <= tolerance
            && abs(Int(color.green) - Int(expected.green)) <= tolerance
            && abs(Int(color.blue) - Int(expected.blue)) <= tolerance
    }

    private func encoded(_ image: RGBAImage, _ options: SixelOptions) throws -> [UInt8] {
        try #require(SixelEncoder.encode(image, options: options))
    }

    /// Four stripes, one a cell row of a 10×4 picture (no crop: the image has the picture's shape).
    private let stripes = TestImages.stripes(
        [TestImages.red, TestImages.green, TestImages.blue, TestImages.yellow], width: 100, bandHeight: 20)

    @Test func aBandIsItsRowsOfThePictureAtTheTerminalsCellSize() throws {
        let options = SixelOptions(size: Size(columns: 10, rows: 4), rows: 1..<3, cellPixels: Self.cell)
        let bytes = try #require(SixelEncoder.encode(stripes, options: options))
        #expect(bytes.starts(with: [0x1B, 0x50]) && bytes.suffix(2) == [0x1B, 0x5C], "one DCS string")
        let image = try #require(SixelImage(bytes))
        #expect(image.declaredWidth == 90 && image.declaredHeight == 36)
        #expect(image.width == 90 && image.height == 36)
        for x in stride(from: 0, to: 90, by: 7) {
            #expect(near(image.pixel(x: x, y: 2), TestImages.green), "the band's first row is the picture's second")
            #expect(near(image.pixel(x: x, y: 33), TestImages.blue), "its last row the picture's third")
        }
    }

    @Test func nightDimsThePixelsAsItDimsTheCells() throws {
        var options = SixelOptions(size: Size(columns: 10, rows: 4), rows: 0..<1, cellPixels: Self.cell)
        options.brightness = 0.5
        let image = try #require(SixelImage(try encoded(stripes, options)))
        let red = TestImages.red
        #expect(near(image.pixel(x: 40, y: 9), RGBColor(red: red.red / 2, green: red.green / 2, blue: red.blue / 2)))
    }

    @Test func theImageNeverReachesBelowItsBand() throws {
        // 19-pixel cells: two rows are 38 pixels, which sixel's six-row bands cannot end on.
        let options = SixelOptions(
            size: Size(columns: 10, rows: 4), rows: 2..<4, cellPixels: PixelExtent(width: 9, height: 19))
        let image = try #require(SixelImage(try encoded(stripes, options)))
        #expect(image.height <= 38 && image.height >= 36, "\(image.height) pixel rows for a 38-pixel band")
        #expect(image.declaredHeight <= 38)
    }

    @Test func aSequenceOverTheBudgetIsDrawnSmallerAndCentredUntilItFits() throws {
        let noise = TestImages.busy(width: 180, height: 120)
        let size = Size(columns: 30, rows: 10)
        let whole = try #require(
            SixelEncoder.encode(noise, options: SixelOptions(size: size, cellPixels: Self.cell, maximumBytes: .max)))
        let budget = whole.count * 3 / 4
        var options = SixelOptions(size: size, cellPixels: Self.cell, maximumBytes: budget)
        options.matte = RGBColor(red: 10, green: 200, blue: 30)
        let bytes = try #require(SixelEncoder.encode(noise, options: options))
        #expect(bytes.count <= budget, "\(bytes.count) bytes against a budget of \(budget)")
        let image = try #require(SixelImage(bytes))
        #expect(image.declaredWidth == 270 && image.declaredHeight == 180, "still the band's whole box")
        for (x, y) in [(1, 1), (268, 1), (1, 178), (268, 178)] {
            #expect(near(image.pixel(x: x, y: y), options.matte), "the matte at (\(x), \(y))")
        }
        #expect(!near(image.pixel(x: 135, y: 90), options.matte), "the picture in the middle")
    }

    @Test func aFullScreenFigureStaysUnderTheMegabyte() throws {
        // The largest picture zreader draws: `v` at 120×40, at a common cell size; noise is the
        // worst case for sixel's run lengths.
        var seed: UInt32 = 7
        let noise = RGBAImage(width: 540, height: 370) { _, _ in
            seed = seed &* 1_664_525 &+ 1_013_904_223
            return RGBAImage.Pixel(red: UInt8(seed >> 24), green: UInt8((seed >> 16) & 0xFF), blue: UInt8(seed & 0xFF))
        }
        let options = SixelOptions(size: Size(columns: 120, rows: 39), cellPixels: PixelExtent(width: 9, height: 19))
        let bytes = try #require(SixelEncoder.encode(noise, options: options))
        #expect(bytes.count <= SixelOptions.byteBudget, "\(bytes.count) bytes")
        // Whole, it is about 2.4 MB: drawn smaller, the matte shows in the corners.
        let image = try #require(SixelImage(bytes))
        #expect(near(image.pixel(x: 0, y: 0), options.matte) && near(image.pixel(x: 1079, y: 737), options.matte))
    }

    @Test func aBandLargerThanTheTerminalDrawsIsLeftToTheCells() {
        let options = SixelOptions(
            size: Size(columns: 10, rows: 4), cellPixels: Self.cell, maximumPixels: PixelExtent(width: 80, height: 500))
        #expect(SixelEncoder.encode(stripes, options: options) == nil)
        let fits = SixelOptions(
            size: Size(columns: 10, rows: 4), cellPixels: Self.cell, maximumPixels: PixelExtent(width: 90, height: 72))
        #expect(SixelEncoder.encode(stripes, options: fits) != nil)
    }

    @Test func nothingIsMadeOfAnEmptyBand() {
        #expect(
            SixelEncoder.encode(
                stripes, options: SixelOptions(size: Size(columns: 10, rows: 4), rows: 2..<2, cellPixels: Self.cell))
                == nil)
        #expect(
            SixelEncoder.encode(
                stripes, options: SixelOptions(size: Size(columns: 10, rows: 4), rows: 3..<5, cellPixels: Self.cell))
                == nil)
    }
}
