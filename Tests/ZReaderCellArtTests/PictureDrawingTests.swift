import Testing
import ZReaderScreen

@Suite("Drawing a cell picture into the screen buffer")
struct PictureDrawingTests {
    private let red = RGBColor(red: 200, green: 0, blue: 0)
    private let blue = RGBColor(red: 0, green: 0, blue: 200)

    private func picture(columns: Int, rows: Int, symbol: Character = "▀") throws -> CellPicture {
        let element = CellPicture.Element(symbol: symbol, foreground: red, background: blue)
        return try #require(
            CellPicture(
                size: Size(columns: columns, rows: rows),
                elements: Array(repeating: element, count: columns * rows)))
    }

    @Test func eachElementBecomesOneCellWithItsColours() throws {
        var buffer = ScreenBuffer(size: Size(columns: 6, rows: 4))
        buffer.draw(try picture(columns: 3, rows: 2), at: Point(x: 2, y: 1))
        #expect(buffer.lines == ["      ", "  ▀▀▀ ", "  ▀▀▀ ", "      "])
        #expect(buffer[2, 1].style == CellStyle(fg: red, bg: blue))
        #expect(buffer[1, 1] == .blank && buffer[5, 2] == .blank)
    }

    @Test func theClipAndTheScreenEdgesCutThePicture() throws {
        var buffer = ScreenBuffer(size: Size(columns: 6, rows: 4))
        buffer.draw(
            try picture(columns: 4, rows: 4), at: Point(x: -2, y: 1), clip: Rect(x: 0, y: 0, width: 6, height: 3))
        #expect(buffer.lines == ["      ", "▀▀    ", "▀▀    ", "      "])
        buffer.draw(try picture(columns: 4, rows: 4), at: Point(x: 4, y: -3))
        #expect(buffer.lines == ["    ▀▀", "▀▀    ", "▀▀    ", "      "])
    }

    @Test func drawingOverHalfAWideCharacterBlanksItsOtherHalf() throws {
        var buffer = ScreenBuffer(size: Size(columns: 6, rows: 1))
        buffer.write("知乎", at: Point(x: 0, y: 0), style: .plain)
        buffer.draw(try picture(columns: 1, rows: 1), at: Point(x: 1, y: 0))
        #expect(buffer.text(ofRow: 0) == " ▀乎  ")
        #expect(buffer.cells.allSatisfy { !$0.isContinuation || $0.grapheme == " " })
        #expect(buffer[2, 0].width == 2 && buffer[3, 0].isContinuation)
    }

    @Test func aSymbolWiderThanOneColumnIsDrawnAsItsBackground() throws {
        var buffer = ScreenBuffer(size: Size(columns: 4, rows: 1))
        buffer.draw(try picture(columns: 2, rows: 1, symbol: "知"), at: Point(x: 0, y: 0))
        #expect(buffer.text(ofRow: 0) == "    ")
        #expect(buffer[0, 0].width == 1 && buffer[1, 0].width == 1)
        #expect(buffer[1, 0].style.background == .rgb(blue))
    }

    @Test func whereAmbiguousCharactersAreWideAHalfBlockIsDrawnAsItsBackground() throws {
        var buffer = ScreenBuffer(size: Size(columns: 4, rows: 1))
        let half = try picture(columns: 1, rows: 1)
        let quadrant = try picture(columns: 1, rows: 1, symbol: "▗")
        AmbiguousWidth.during(.wide) {
            buffer.draw(half, at: Point(x: 0, y: 0))
            buffer.draw(quadrant, at: Point(x: 1, y: 0))
        }
        #expect(buffer.text(ofRow: 0) == " ▗  ")
        #expect(buffer[0, 0].style.background == .rgb(blue))
    }

    @Test func aPictureNeedsOneElementPerCell() {
        let element = CellPicture.Element(symbol: " ", foreground: red, background: red)
        #expect(CellPicture(size: Size(columns: 2, rows: 2), elements: [element]) == nil)
    }
}
