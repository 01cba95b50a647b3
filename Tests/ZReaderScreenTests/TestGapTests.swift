import Testing
import ZReaderScreen

/// Cases a review found untested, each checked against the code broken on purpose.
@Suite("Widths and breaks the review found untested")
struct TestGapTests {
    /// Wide symbols below the CJK blocks: a table that only looked from U+3000 up would give one.
    @Test(arguments: ["⭐", "☕", "✅", "⌛", "♈"])
    func wideSymbolsBelowTheCJKBlocksTakeTwoColumns(_ symbol: String) {
        #expect(TextWidth.width(of: symbol) == 2)
        var buffer = ScreenBuffer(size: Size(columns: 4, rows: 1))
        buffer.write(TextSanitizer.clean(symbol + "a"), at: Point(x: 0, y: 0), style: .plain)
        #expect(buffer[1, 0].isContinuation)
        #expect(buffer.text(ofRow: 0) == symbol + "a ")
    }

    /// A word too long for the line is cut where no opening bracket is left at the line's end.
    ///
    /// A no-break space glues the bracket to the word before it, so the bracket falls inside one
    /// unbreakable run that must be cut between graphemes.
    @Test(arguments: [("abc\u{A0}(defghij", 5), ("ab\u{A0}（cdefgh", 5), ("Swift\u{A0}“Concurrency”", 7)])
    func aCutInsideAWordNeverLeavesOpeningPunctuationAtALineEnd(_ text: String, _ width: Int) {
        let lines = LineWrapper.wrap(text, width: width)
        #expect(lines.joined() == text)
        for line in lines {
            #expect(TextWidth.width(of: line) <= width, "\(lines)")
            #expect(!["(", "（", "“"].contains(line.last.map(String.init) ?? ""), "\(lines)")
        }
    }
}
