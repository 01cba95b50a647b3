import Testing
import ZReaderScreen

@Suite("kitty placeholder cells: the image's tiles as text")
struct PlaceholderCellTests {
    let id: KittyImageID

    init() throws {
        id = try #require(KittyImageID(low: 42, msb: 2))
    }

    @Test func aCellIsThePlaceholderWithItsRowColumnAndTopByteDiacritics() {
        // The specification's own example: image 33554474 = 42 + (2 << 24), row 0 column 1 is
        // U+10EEEE U+0305 U+030D U+030E in colour 42.
        var buffer = ScreenBuffer(size: Size(columns: 4, rows: 3))
        buffer.drawPlaceholders(id, rows: 0..<2, columns: 2, at: Point(x: 1, y: 1))
        #expect(Array(buffer[2, 1].grapheme.unicodeScalars) == ["\u{10EEEE}", "\u{305}", "\u{30D}", "\u{30E}"])
        #expect(Array(buffer[1, 2].grapheme.unicodeScalars) == ["\u{10EEEE}", "\u{30D}", "\u{305}", "\u{30E}"])
        #expect(buffer[2, 1].style == CellStyle(foreground: .imageID(id), background: .terminalDefault))
        #expect(id.value == 33_554_474)
        #expect(buffer[0, 1] == .blank && buffer[3, 1] == .blank && buffer[1, 0] == .blank, "drawn outside its box")
    }

    @Test func onlyTheRowsAskedForAreDrawnAndTheyKeepTheirRowInThePicture() {
        var buffer = ScreenBuffer(size: Size(columns: 3, rows: 5))
        buffer.drawPlaceholders(id, rows: 2..<4, columns: 3, at: Point(x: 0, y: 0))
        #expect(buffer[0, 1] == .blank)
        #expect(buffer[0, 4] == .blank)
        // Row 3 of the picture, on screen row 3: the fourth diacritic of the table (U+0310).
        #expect(Array(buffer[2, 3].grapheme.unicodeScalars)[1] == "\u{310}")
        #expect(Array(buffer[2, 3].grapheme.unicodeScalars)[2] == "\u{30E}")
    }

    @Test func aPictureHalfOffScreenOrClippedKeepsEachTilesOwnRowAndColumn() {
        var buffer = ScreenBuffer(size: Size(columns: 4, rows: 4))
        buffer.withClip(Rect(x: 0, y: 1, width: 4, height: 3)) { clipped in
            clipped.drawPlaceholders(id, rows: 0..<6, columns: 6, at: Point(x: -2, y: -1))
        }
        #expect(buffer[0, 0] == .blank, "drawn outside the clip")
        // Screen (0, 1) is the picture's row 2, column 2.
        let scalars = Array(buffer[0, 1].grapheme.unicodeScalars)
        #expect(scalars == ["\u{10EEEE}", "\u{30E}", "\u{30E}", "\u{30E}"])
    }

    @Test func everyPlaceholderIsOneColumnAtEitherAmbiguousWidth() {
        for setting in AmbiguousWidth.allCases {
            AmbiguousWidth.during(setting) {
                var widths: Set<Int> = []
                for msb in [1, 128, 255] {
                    for row in stride(from: 0, to: KittyPlaceholder.maximumExtent, by: 7) {
                        for column in [0, 1, 100, KittyPlaceholder.maximumExtent - 1] {
                            guard
                                let grapheme = KittyPlaceholder.grapheme(row: row, column: column, msb: UInt8(msb))
                            else { continue }
                            widths.insert(TextWidth.width(of: grapheme))
                        }
                    }
                }
                #expect(widths == [1], "at ambiguous width \(setting)")
            }
        }
    }

    @Test func thereAreTwoHundredNinetySevenDiacriticsAndNoMore() {
        #expect(KittyPlaceholder.maximumExtent == 297)
        #expect(KittyPlaceholder.grapheme(row: 296, column: 296, msb: 255) != nil)
        #expect(KittyPlaceholder.grapheme(row: 297, column: 0, msb: 1) == nil)
        #expect(KittyPlaceholder.diacritic(0) == "\u{305}")
        #expect(KittyPlaceholder.diacritic(296) == "\u{1D244}")
    }

    @Test func noTwoCellsOfARowAreAlikeSoNoTerminalRepeatsOne() {
        var buffer = ScreenBuffer(size: Size(columns: 120, rows: 1))
        buffer.drawPlaceholders(id, rows: 0..<1, columns: 120, at: Point(x: 0, y: 0))
        #expect(Set(buffer.row(0).map(\.grapheme)).count == 120)
    }
}
