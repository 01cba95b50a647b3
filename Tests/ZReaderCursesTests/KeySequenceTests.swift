import Testing
import ZReaderCurses
import ZReaderScreen

/// The bytes terminals send for keys that terminfo may not know, as curses hands them over.
@Suite("Key sequences terminfo does not know")
struct KeySequenceTests {
    /// What `wget_wch` returns for `text`, one character at a time.
    func decoded(_ text: String) -> [Key] {
        var decoder = InputDecoder()
        return decoder.keys(from: text.unicodeScalars.map(\.value))
    }

    @Test(arguments: [
        // tmux and screen (TERM=xterm-256color inside them), the Linux console, VT220.
        ("\u{1B}[1~", Key.home), ("\u{1B}[4~", .end),
        // rxvt, with Shift ($), Ctrl (^) and both (@).
        ("\u{1B}[7~", .home), ("\u{1B}[8~", .end), ("\u{1B}[7$", .home), ("\u{1B}[8^", .end), ("\u{1B}[7@", .home),
        // xterm in normal and application cursor mode, and with modifiers.
        ("\u{1B}[H", .home), ("\u{1B}[F", .end), ("\u{1B}OH", .home), ("\u{1B}OF", .end),
        ("\u{1B}[1;5H", .home), ("\u{1B}[1;2F", .end), ("\u{1B}[5;5~", .pageUp), ("\u{1B}[6~", .pageDown),
        ("\u{1B}[A", .up), ("\u{1B}OB", .down), ("\u{1B}[1;3C", .right), ("\u{1B}OD", .left),
        // The keypad in application mode, by position: 7 Home, 1 End, 9 and 3 page, 8 2 4 6 move.
        ("\u{1B}Ow", .home), ("\u{1B}Oq", .end), ("\u{1B}Oy", .pageUp), ("\u{1B}Os", .pageDown),
        ("\u{1B}Ox", .up), ("\u{1B}Or", .down), ("\u{1B}Ot", .left), ("\u{1B}Ov", .right), ("\u{1B}OM", .enter),
        ("\u{1B}Ok", .character("+")), ("\u{1B}Om", .character("-")),
        // Function keys: VT220, xterm's F1–F4 (also modified), the Linux console.
        ("\u{1B}[11~", .function(1)), ("\u{1B}[15~", .function(5)), ("\u{1B}[17~", .function(6)),
        ("\u{1B}[24~", .function(12)), ("\u{1B}OP", .function(1)), ("\u{1B}OS", .function(4)),
        ("\u{1B}[1;2Q", .function(2)), ("\u{1B}[[A", .function(1)), ("\u{1B}[[E", .function(5)),
    ])
    func aSequenceIsOneKey(_ sequence: String, _ key: Key) {
        #expect(decoded(sequence) == [key])
    }

    @Test(arguments: [
        "\u{1B}[2~", "\u{1B}[3~", "\u{1B}[3;5~", "\u{1B}[2$", "\u{1B}Op", "\u{1B}On", "\u{1B}Ou", "\u{1B}[E",
        "\u{1B}[200~", "\u{1B}[201~", "\u{1B}[I", "\u{1B}[O", "\u{1B}[<0;12;5M", "\u{1B}[<64;3;4m",
        "\u{1B}[M !!", "\u{1B}[12;3R", "\u{1B}[1;2R", "\u{1B}[?1;2c", "\u{1B}[99~", "\u{1B}[1 q", "\u{1B}[Z",
    ])
    func insertDeleteAndReportsLeaveNoKeysBehind(_ sequence: String) {
        // Insert, Delete, the keypad's centre, paste and focus markers, mouse reports, the reply
        // to a cursor-position query, device attributes: nothing, and above all no Esc (which goes
        // back) and no stray `[`, digits or `~`.
        #expect(decoded(sequence).isEmpty)
    }

    @Test func keysAroundSequencesKeepTheirOrder() {
        #expect(
            decoded("j\u{1B}[4~k\u{1B}[2~\u{1B}Owq") == [
                .character("j"), .end, .character("k"), .home, .character("q"),
            ])
    }

    @Test func aLoneEscAndAltKeysStayWhatTheyWere() {
        #expect(decoded("\u{1B}") == [.escape])
        #expect(decoded("\u{1B}\u{1B}") == [.escape, .escape])
        #expect(decoded("\u{1B}j") == [.escape, .character("j")])
        #expect(decoded("\u{1B}\u{1B}[A") == [.escape, .up])
    }

    @Test func aSequenceCutShortByAnotherKeyDropsOnlyItself() {
        // Esc pressed after a partial sequence starts afresh; text after one is text.
        #expect(decoded("\u{1B}[1\u{1B}[4~") == [.end])
        #expect(decoded("\u{1B}[12\u{7F}") == [.backspace])
        #expect(decoded("\u{1B}[1;5") == [])
        #expect(decoded("\u{1B}[") == [])
        #expect(decoded("\u{1B}O") == [])
        #expect(decoded("\u{1B}[M!") == [])
    }

    @Test func hugeParametersNeitherTrapNorLeak() {
        // Thirty digits overflow an Int; the number is clamped, the sequence still read whole.
        let digits = String(repeating: "9", count: 30)
        #expect(decoded("\u{1B}[\(digits)~j") == [.character("j")])
        #expect(decoded("\u{1B}[\(String(repeating: "1;", count: 30))Hq") == [.home, .character("q")])
    }
}
