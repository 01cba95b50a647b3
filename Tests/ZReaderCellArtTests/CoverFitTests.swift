import Testing
import ZReaderCellArt
import ZReaderImageDecoding
import ZReaderScreen

@Suite("Cover-fit and centre-crop")
struct CoverFitTests {
    private let colors = [
        RGBColor(hex: 0xFF0000), RGBColor(hex: 0x00FF00), RGBColor(hex: 0x0000FF), RGBColor(hex: 0xFFFF00),
        RGBColor(hex: 0x00FFFF), RGBColor(hex: 0xFF00FF),
    ]

    @Test func aWideImageInASquareTargetKeepsItsCentre() throws {
        let image = TestImages.bands([TestImages.red, TestImages.green, TestImages.blue], bandWidth: 100, height: 100)
        // 8 columns × 4 rows of 1:2 cells is square on screen: the middle 100×100, all green.
        let picture = try #require(
            CellArt.convert(image, options: CellArtOptions(size: Size(columns: 8, rows: 4), depth: .trueColor)))
        #expect(picture.elements.allSatisfy { $0.background == TestImages.green && $0.foreground == TestImages.green })
    }

    @Test func aTallImageInAWideTargetKeepsItsMiddleBand() throws {
        let image = TestImages.stripes(
            [TestImages.red, TestImages.green, TestImages.blue], width: 100, bandHeight: 100)
        let picture = try #require(
            CellArt.convert(image, options: CellArtOptions(size: Size(columns: 16, rows: 4), depth: .trueColor)))
        #expect(picture.elements.allSatisfy { $0.background == TestImages.green })
    }

    @Test func theCellAspectDecidesHowMuchIsCropped() throws {
        let image = TestImages.bands(colors, bandWidth: 100, height: 100)
        let size = Size(columns: 8, rows: 4)
        // 1:2 cells: the target is square, the crop x = 250..<350, bands 2 and 3 only.
        let tall = try #require(CellArt.convert(image, options: CellArtOptions(size: size, depth: .trueColor)))
        #expect(tall[0, 0].background == colors[2])
        #expect(tall[7, 3].background == colors[3])
        // 3:2 cells: three times wider than high, the crop x = 150..<450, bands 1 to 4.
        let wide = try #require(
            CellArt.convert(image, options: CellArtOptions(size: size, depth: .trueColor, cellAspect: 1.5)))
        #expect(wide[0, 0].background == colors[1])
        #expect(wide[7, 3].background == colors[4])
    }

    @Test func aPictureSmallerThanItsTargetIsScaledUp() throws {
        let picture = try #require(
            CellArt.convert(
                TestImages.quadrants(width: 4, height: 4),
                options: CellArtOptions(size: Size(columns: 20, rows: 10), depth: .trueColor)))
        #expect(picture[0, 0].background == TestImages.red)
        #expect(picture[19, 9].background == TestImages.yellow)
    }
}
