import Testing
import ZReaderModel
import ZReaderScreen
import ZReaderTestSupport
import ZReaderViews

@Suite("The spinner draws in every font")
struct SpinnerTests {
    /// Every frame of a loading reader's spinner: a one-column ASCII character beside 加载中, never
    /// braille, which many CJK monospace fonts lack.
    @Test func everyFrameIsASCII() throws {
        var state = ThemedScreens(.terminal).readerState(loaded: false)
        var seen: Set<Character> = []
        for step in 0..<12 {
            _ = AppReducer.reduce(&state, .tick, now: step * AppState.spinnerFrameMilliseconds)
            let frame = AppView.render(state, depth: .trueColor)
            let row = try #require(
                (0..<state.screenSize.rows).map { frame.text(ofRow: $0) }.first { $0.contains("加载中") })
            #expect(!row.unicodeScalars.contains { (0x2800...0x28FF).contains($0.value) }, "\(row)")
            let words = try #require(row.range(of: " 加载中"))
            let glyph = try #require(row[..<words.lowerBound].last)
            #expect(glyph.isASCII && !glyph.isWhitespace, "\(row)")
            seen.insert(glyph)
        }
        #expect(seen.count >= 4, "the spinner turns: \(seen)")
    }
}
