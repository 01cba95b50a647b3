import Testing
import ZReaderScreen

@testable import ZReaderCurses

/// Reading the terminal's reply to the cursor-position query after `·` in column 1.
@Suite("The Ambiguous-width probe's reply")
struct AmbiguousWidthProbeTests {
    func width(_ reply: String) -> AmbiguousWidth? {
        AmbiguousWidthProbe.width(fromReply: Array(reply.utf8))
    }

    @Test func columnTwoIsNarrowAndColumnThreeWide() {
        #expect(width("\u{1B}[5;2R") == .narrow)
        #expect(width("\u{1B}[24;3R") == .wide)
        #expect(width("\u{1B}[1;2R") == .narrow)
    }

    @Test func keysTypedBeforeTheReplyAreSkipped() {
        #expect(width("jk\u{1B}[A\u{1B}[7;3R") == .wide)
    }

    @Test(arguments: [
        "", "\u{1B}[5;3", "\u{1B}[5;4R", "\u{1B}[5;1R", "\u{1B}[;3R", "\u{1B}[5R", "\u{1B}[5;3;1R",
        "\u{1B}[?5;3R", "\u{1B}[5;99999999999999999999R", "[5;3R", "\u{1B}5;3R",
    ])
    func anythingElseIsNoAnswer(_ reply: String) {
        #expect(width(reply) == nil)
    }
}
