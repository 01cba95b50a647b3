import Testing
import ZReaderCurses
import ZReaderScreen

/// Late answers to the start-up query round are no keys.
///
/// Answers that come after its time limit reach curses as input, whole or split over reads. None of them may become a key (`y` copies a link, Esc goes back).
@Suite("Late answers to the query round are not keys")
struct LateAnswerTests {
    /// The keys `batches` give, read one after another by one decoder, as curses hands them over.
    func decoded(_ batches: [String]) -> [Key] {
        var decoder = InputDecoder()
        return batches.flatMap { decoder.keys(from: $0.unicodeScalars.map(\.value)) }
    }

    /// Every answer the round asks for, as xterm, kitty, tmux and others sent them.
    static let answers = [
        "\u{1B}[?2026;2$y", "\u{1B}[?2026;0$y", "\u{1B}P1$r0;38:2::1:2:3m\u{1B}\\", "\u{1B}P1$r38:2:1:2:3m\u{1B}\\",
        "\u{1B}P0+r524742\u{1B}\\", "\u{1B}P1+r524742=382F382F38\u{1B}\\", "\u{1B}P>|kitty(0.26.5)\u{1B}\\",
        "\u{1B}P>|XTerm(379)\u{07}", "\u{1B}_Gi=31;OK\u{1B}\\", "\u{1B}_Gi=31;ENOTSUPPORTED:bad\u{1B}\\",
        "\u{1B}[?62;c", "\u{1B}[>1;4000;26c", "\u{1B}[6;18;9t", "\u{1B}[4;570;900t", "\u{1B}[8;30;100t",
        "\u{1B}[?1;0;1024S", "\u{1B}[?2;0;900;570S", "\u{1B}[1;2R", "\u{1B}]11;rgb:0000/0000/0000\u{1B}\\",
    ]

    @Test(arguments: answers)
    func anAnswerLeavesNoKey(_ answer: String) {
        #expect(decoded([answer]).isEmpty)
        #expect(decoded(["j" + answer + "k"]) == [.character("j"), .character("k")])
    }

    @Test(arguments: answers)
    func anAnswerSplitAtAnyCharacterLeavesNoKeyWithinAString(_ answer: String) {
        // A CSI answer arrives whole (curses waits for it); a string may arrive over two reads.
        guard answer.hasPrefix("\u{1B}P") || answer.hasPrefix("\u{1B}_") || answer.hasPrefix("\u{1B}]") else { return }
        let characters = Array(answer)
        for cut in 2..<characters.count {
            let batches = [String(characters[..<cut]), String(characters[cut...]) + "q"]
            #expect(decoded(batches) == [.character("q")], "cut at \(cut)")
        }
    }

    @Test func aStringThatNeverEndsIsDroppedUpToItsLimitThenKeysCount() {
        let endless = "\u{1B}P>|" + String(repeating: "x", count: 5000)
        let keys = decoded([endless])
        #expect(keys.count == 5002 - 4096, "what is past the limit is read as keys again")
        #expect(decoded(["\u{1B}_G" + String(repeating: "y", count: 100), "y", "y"]).isEmpty)
    }

    @Test func anEscapeInsideAStringEndsItAndItsSequenceIsRead() {
        // A string cut short by a key: the key is not lost.
        #expect(decoded(["\u{1B}P>|kit", "\u{1B}[Aj"]) == [.up, .character("j")])
        #expect(decoded(["\u{1B}_Gi=31\u{1B}", "[B"]) == [.down])
        #expect(decoded(["\u{1B}P1$r0m\u{18}j"]) == [.character("j")])
    }

    @Test func rxvtsShiftedHomeIsStillAKeyButAModeReportIsNot() {
        #expect(decoded(["\u{1B}[7$"]) == [.home])
        #expect(decoded(["\u{1B}[?7$y"]).isEmpty)
    }
}
