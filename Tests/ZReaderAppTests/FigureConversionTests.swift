import Testing
import ZReaderApp
import ZReaderCellArt
import ZReaderDomain
import ZReaderImageDecoding
import ZReaderModel
import ZReaderScreen
import ZReaderTestSupport

@Suite("Figures converted whole into their box")
struct FigureConversionTests {
    let url = Fixtures.pictureURL(StoryID(1))
    let box = Size(columns: 80, rows: 12)

    @Test func theContainedSizeKeepsTheImagesShapeInsideTheBox() {
        // 80×12 cells of 1:2 are 40:12 on screen: a square fills the height, a panorama the width.
        #expect(CellArt.containedSize(of: PixelSize(width: 500, height: 500), in: box) == Size(columns: 24, rows: 12))
        #expect(CellArt.containedSize(of: PixelSize(width: 1600, height: 200), in: box) == Size(columns: 80, rows: 5))
        #expect(CellArt.containedSize(of: PixelSize(width: 10, height: 1000), in: box) == Size(columns: 1, rows: 12))
        #expect(CellArt.containedSize(of: PixelSize(width: 0, height: 0), in: box) == box)
    }

    @Test func aFigureIsContainedWhereAThumbnailIsCropped() throws {
        let png = PNGImage.flat(.init(200, 180, 160), width: 64, height: 64)
        let figure = PictureKey(url: url, size: box, depth: .trueColor, purpose: .figure)
        #expect(try PictureConverter.convert(png, for: figure).get().cells.size == Size(columns: 24, rows: 12))
        let thumbnail = PictureKey(url: url, size: box, depth: .trueColor, purpose: .thumbnail)
        #expect(try PictureConverter.convert(png, for: thumbnail).get().cells.size == box)
    }
}
