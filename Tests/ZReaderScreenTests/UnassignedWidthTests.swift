import Testing
import ZReaderScreen

/// Code points a terminal's tables may not know: letters and marks newer than some of them, and
/// code points no character has yet, which take one column except where Unicode reserves them for
/// ideographs.
@Suite("Widths of new and unassigned code points")
struct UnassignedWidthTests {
    /// Letters of Unicode 15.0 (Cyrillic Extended-D, Kawi, Nag Mundari): xterm 379 and kitty 0.26.5
    /// both move the cursor one column for each, as for any unassigned code point outside the
    /// ideographs' blocks.
    @Test(arguments: ["\u{1E030}", "\u{11F04}", "\u{1E4D0}"] as [Unicode.Scalar], AmbiguousWidth.allCases)
    func lettersAddedInUnicode15TakeOneColumn(_ letter: Unicode.Scalar, _ setting: AmbiguousWidth) {
        AmbiguousWidth.during(setting) {
            #expect(TextWidth.width(of: letter) == 1)
            #expect(TextWidth.width(of: "x\(letter)y") == 3)
        }
    }

    /// Unassigned in every Unicode so far: a gap in the Greek block, plane 5, the last of plane 14.
    @Test(arguments: ["\u{378}", "\u{50000}", "\u{EFFFD}"] as [Unicode.Scalar])
    func unassignedCodePointsTakeOneColumn(_ scalar: Unicode.Scalar) {
        #expect(TextWidth.width(of: scalar) == 1)
        var buffer = ScreenBuffer(size: Size(columns: 3, rows: 1))
        buffer.write(TextSanitizer.clean("\(scalar)ab"), at: Point(x: 0, y: 0), style: .plain)
        #expect(buffer.text(ofRow: 0) == "\(scalar)ab")
    }

    /// EastAsianWidth.txt gives W to unassigned code points in planes 2 and 3 and in the CJK
    /// Compatibility Ideographs: ideographs added there later are wide, as kitty already draws them.
    @Test(arguments: ["\u{2A6E0}", "\u{2FFFD}", "\u{3134B}", "\u{3FFFD}", "\u{FA6E}"] as [Unicode.Scalar])
    func unassignedCodePointsReservedForIdeographsTakeTwoColumns(_ scalar: Unicode.Scalar) {
        #expect(TextWidth.width(of: scalar) == 2)
    }

    /// CJK, an ideograph of plane 2, fullwidth punctuation, an emoji, and one of Unicode 15.0 (🫨).
    @Test(arguments: ["知", "\u{20000}", "，", "😀", "\u{1FAE8}"] as [Unicode.Scalar])
    func assignedWideCharactersTakeTwoColumns(_ scalar: Unicode.Scalar) {
        #expect(TextWidth.width(of: scalar) == 2)
    }

    /// Combining marks of Unicode 15.0 (Kawi, Nag Mundari, Lao) sit on the letter before them.
    @Test(arguments: ["\u{11F00}", "\u{1E4EC}", "\u{ECE}"] as [Unicode.Scalar])
    func marksAddedInUnicode15TakeNoColumns(_ mark: Unicode.Scalar) {
        #expect(TextWidth.width(of: mark) == 0)
    }
}
