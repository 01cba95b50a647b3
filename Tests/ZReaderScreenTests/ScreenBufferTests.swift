import Testing
import ZReaderScreen

@Suite("Screen buffer")
struct ScreenBufferTests {
    @Test func wideCharactersTakeTwoCellsAndTheLastDoesNotFitAnOddEdge() {
        var buffer = ScreenBuffer(size: Size(columns: 7, rows: 1))
        let used = buffer.write("知乎日报", at: Point(x: 0, y: 0), style: .plain)
        #expect(buffer.text(ofRow: 0) == "知乎日 ")
        #expect(used == 7)
        #expect(buffer[1, 0].isContinuation)
        #expect(buffer[6, 0].width == 1)
    }

    @Test func overwritingHalfAWideCharacterBlanksTheOtherHalf() {
        var buffer = ScreenBuffer(size: Size(columns: 6, rows: 1))
        buffer.write("知乎日", at: Point(x: 0, y: 0), style: .plain)
        buffer.write("a", at: Point(x: 1, y: 0), style: .plain)
        #expect(buffer.text(ofRow: 0) == " a乎日")
        buffer.write("b", at: Point(x: 4, y: 0), style: .plain)
        #expect(buffer.text(ofRow: 0) == " a乎b ")
        #expect(!buffer[5, 0].isContinuation && buffer[3, 0].isContinuation)
    }

    @Test func clipsToARectangle() {
        var buffer = ScreenBuffer(size: Size(columns: 10, rows: 2))
        buffer.write("abcdef", at: Point(x: -2, y: 1), style: .plain, clip: Rect(x: 0, y: 1, width: 3, height: 1))
        #expect(buffer.lines == ["          ", "cde       "])
        buffer.write("zz", at: Point(x: 0, y: 5), style: .plain)
        #expect(buffer.lines[0] == "          ")
    }

    /// The buffer takes only display text, so an escape sequence is gone whole before it gets
    /// there, not just its ESC (a raw `String` does not compile as the text to write).
    @Test func escapeSequencesNeverReachACell() {
        var buffer = ScreenBuffer(size: Size(columns: 10, rows: 1))
        buffer.write("a\u{1B}[2Jb", at: Point(x: 0, y: 0), style: .plain)
        #expect(buffer.text(ofRow: 0) == "ab        ")
    }

    @Test func snapshotListsRowsAndStyleRuns() {
        var buffer = ScreenBuffer(size: Size(columns: 6, rows: 2))
        let blue = CellStyle(fg: .white, bg: RGBColor(hex: 0x1790D3), .bold)
        buffer.fill(Rect(x: 0, y: 0, width: 6, height: 1), style: blue)
        buffer.write("知乎", at: Point(x: 1, y: 0), style: blue)
        #expect(
            ScreenSnapshot.text(of: buffer) == """
                size 6x2
                " 知乎 "
                "      "
                styles
                y=0 x=0..<6 fg=rgb(255,255,255) bg=rgb(23,144,211) bold

                """)
    }
}
