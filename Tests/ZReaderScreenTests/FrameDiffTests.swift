import Testing
import ZReaderScreen

@Suite("Frame diff: the cells a terminal must write")
struct FrameDiffTests {
    static let size = Size(columns: 6, rows: 2)

    func frame(_ rows: String...) -> ScreenBuffer {
        var buffer = ScreenBuffer(size: FrameDiffTests.size)
        for (y, row) in rows.enumerated() {
            buffer.write(TextSanitizer.clean(row), at: Point(x: 0, y: y), style: .plain)
        }
        return buffer
    }

    /// The written cells as "x,y:grapheme".
    func written(_ update: FrameUpdate) -> [String] {
        update.changes.map { "\($0.x),\($0.y):\($0.cell.grapheme)" }
    }

    @Test func withoutAPreviousFrameEveryCellButContinuationsIsWritten() {
        let update = FrameDiff.update(from: nil, to: frame("知乎ab", "cd"))
        #expect(update.isFull)
        #expect(update.changes.count == 6 - 2 + 6)
        #expect(!update.changes.contains { $0.cell.isContinuation })
    }

    @Test func aFrameOfAnotherSizeIsWrittenWhole() {
        let smaller = ScreenBuffer(size: Size(columns: 5, rows: 2))
        #expect(FrameDiff.update(from: smaller, to: frame("ab")).isFull)
    }

    @Test func onlyChangedCellsAreWritten() {
        let update = FrameDiff.update(from: frame("abcdef", "ghijkl"), to: frame("abXdef", "ghijkY"))
        #expect(!update.isFull)
        #expect(written(update) == ["2,0:X", "5,1:Y"])
    }

    @Test func aStyleChangeAloneIsWritten() {
        var bold = frame("abc")
        bold.write("b", at: Point(x: 1, y: 0), style: CellStyle(attributes: .bold))
        #expect(written(FrameDiff.update(from: frame("abc"), to: bold)) == ["1,0:b"])
    }

    @Test func aWideGlyphOverTwoNarrowCellsIsWrittenOnce() {
        // "ab" becomes "知": the wide glyph is written, its continuation is not.
        let update = FrameDiff.update(from: frame("ab"), to: frame("知"))
        #expect(written(update) == ["0,0:知"])
    }

    @Test func aWideGlyphWhoseCoveredCellChangedIsWrittenAgain() {
        // The same glyph in the first cell, but the cell it covers is not what it was: the
        // terminal only repaints both by writing the glyph again.
        var before = frame("知")
        before.fill(
            Rect(x: 1, y: 0, width: 1, height: 1),
            with: Cell(grapheme: " ", width: 0, style: CellStyle(attributes: .bold)))
        #expect(before[0, 0] == frame("知")[0, 0])
        let update = FrameDiff.update(from: before, to: frame("知"))
        #expect(written(update) == ["0,0:知"])
    }

    @Test func narrowCellsReplacingAWideGlyphAreBothWritten() {
        let update = FrameDiff.update(from: frame("知c"), to: frame("abc"))
        #expect(written(update) == ["0,0:a", "1,0:b"])
    }

    @Test func applyingTheUpdatesRebuildsEachFrame() {
        let frames = [frame("知乎ab", "cd"), frame("ab知乎", "c日"), frame("abcdef", "日本c"), frame("", "")]
        var shown = ScreenBuffer(size: FrameDiffTests.size)
        var previous: ScreenBuffer?
        for next in frames {
            shown.apply(FrameDiff.update(from: previous, to: next))
            #expect(shown == next)
            previous = next
        }
    }

    @Test func framesHandOverTheDrawnFrameAndForgetOnInvalidate() {
        var frames = Frames(size: FrameDiffTests.size)
        frames.draw { $0 = frame("ab") }
        #expect(frames.takeUpdate().isFull)
        frames.draw { $0 = frame("ac") }
        #expect(written(frames.takeUpdate()) == ["1,0:c"])
        frames.draw { $0 = frame("ac") }
        #expect(frames.takeUpdate().changes.isEmpty)
        frames.invalidate()
        frames.draw { $0 = frame("ac") }
        #expect(frames.takeUpdate().isFull)
    }
}
