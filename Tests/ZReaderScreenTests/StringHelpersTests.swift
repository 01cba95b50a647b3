import Testing
import ZReaderScreen

/// Trimming and percent-decoding, which zreader had from Foundation, give what Foundation gave:
/// the expectations were recorded from `trimmingCharacters(in:)` and `removingPercentEncoding`.
@Suite("Trimming and percent-decoding, as Foundation did them")
struct StringHelpersTests {
    @Test func trimmingTakesFoundationsBlanksOffBothEndsOnly() {
        #expect(" \t 知乎 日报 \u{3000}\u{A0}".trimming(.whitespaces) == "知乎 日报")
        #expect("\u{200B}a\u{2009}".trimming(.whitespaces) == "a")
        #expect("\n a \n".trimming(.whitespaces) == "\n a \n")
        #expect("\r\n\u{85} a \u{2028}\u{2029}".trimming(.newlines) == " a ")
        #expect(" \n\u{B}\u{C}a b\u{3000}\r\n".trimming(.whitespacesAndNewlines) == "a b")
        #expect(" \n ".trimming(.whitespacesAndNewlines) == "")
        #expect("".trimming(.whitespaces) == "")
        // Neither the other Z* separators' neighbours nor format characters count.
        #expect("\u{200C}a\u{FEFF}".trimming(.whitespacesAndNewlines) == "\u{200C}a\u{FEFF}")
        #expect("\u{1F}a".trimming(.whitespacesAndNewlines) == "\u{1F}a")
    }

    @Test func trimmingGoesScalarByScalarAsFoundationDid() {
        // A combining mark after a leading space stays, alone: Foundation trimmed scalars.
        #expect(Array(" \u{301}abc ".trimming(.whitespaces).unicodeScalars) == ["\u{301}", "a", "b", "c"])
        #expect("  abc  "[...].trimming(.whitespaces) == "abc")
    }

    @Test(arguments: [
        ("%E4%BD%A0%E5%A5%BD", "你好"), ("a+b%20c", "a+b c"), ("%1B[31mred", "\u{1B}[31mred"), ("%00x", "\u{0}x"),
        ("%F0%9F%91%8D", "👍"), ("%e4%bd%a0", "你"), ("plain", "plain"), ("", ""),
    ])
    func percentDecodingGivesTheBytesBack(_ encoded: String, _ decoded: String) {
        #expect(encoded.percentDecoded == decoded)
    }

    @Test(arguments: ["%zz", "%", "a%2", "%2", "100%", "%%41", "%4g", "%e4%b8", "%C0%80", "%ff", "%ED%A0%80"])
    func percentDecodingRefusesBrokenEscapesAndBytesThatAreNotUTF8(_ encoded: String) {
        #expect(encoded.percentDecoded == nil)
    }
}
