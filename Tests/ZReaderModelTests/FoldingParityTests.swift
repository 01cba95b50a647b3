import Testing
import ZReaderDomain

/// Search's folding, case by case, before and after it moved from Foundation
/// (`precomposedStringWithCompatibilityMapping.lowercased()`) to the system ICU's NFKC_Casefold.
///
/// `before` is what the Foundation build folded each text to, recorded from it; `after` is what
/// folding gives now. They agree on every case but the few case folding exists for (ß, final
/// sigma, Cherokee, iota subscripts: a capital and its small letter now fold alike) and the
/// invisible characters it drops; those differences are why the index's folding version went
/// from 1 to 2, which re-indexes a cache in the background.
@Suite("Folding: the same as Foundation's, or better on purpose")
struct FoldingParityTests {
    struct Case: Sendable, CustomTestStringConvertible {
        let name: String
        let text: String
        let before: String
        let after: String
        var testDescription: String { name }

        init(_ name: String, _ text: String, _ before: String, _ after: String? = nil) {
            self.name = name
            self.text = text
            self.before = before
            self.after = after ?? before
        }
    }

    static let cases: [Case] = [
        Case("full-width Latin", "ＡＢＣ ｘｙｚ Ｚｈｉｈｕ", "abc xyz zhihu"),
        Case("full-width digits", "２０２４年０５月", "2024年05月"),
        Case("full-width punctuation", "！＃％（）＋，－．／：；＝？＠［］＿｛｝", "!#%()+,-./:;=?@[]_{}"),
        Case("half-width katakana", "ｶﾀｶﾅ", "カタカナ"),
        Case("ideographic space", "知乎\u{3000}日报", "知乎 日报"),
        Case("ligatures fi fl", "ﬁnd ﬂow", "find flow"),
        Case("ligatures ff ffi ffl st", "ﬀ ﬃ ﬄ ﬆ", "ff ffi ffl st"),
        Case("Armenian ligature", "ﬓ", "մն"),
        Case("circled numbers", "①②⑩⑳", "121020"),
        Case("parenthesized forms", "⑴⒜㈠", "(1)(a)(一)"),
        Case("circled letters", "ⓐⒶ", "aa"),
        Case("circled ideographs", "㊀㊗㊙", "一祝秘"),
        Case("squared forms", "㎏㎞㍿", "kgkm株式会社"),
        Case("compatibility ideographs", "\u{F900}\u{F9DC}\u{FA0C}\u{2F800}", "豈隆兀丽"),
        Case("Kangxi radicals", "⼀⼈", "一人"),
        Case("Roman numerals", "Ⅻⅻ", "xiixii"),
        Case("super- and subscripts", "x² H₂O", "x2 h2o"),
        Case("vulgar fraction", "½", "1⁄2"),
        Case("Turkish dotted I", "İstanbul", "i\u{307}stanbul"),
        Case("Turkish dotless i", "ı", "ı"),
        Case("Greek with tonos", "Ά", "ά"),
        Case("combining acute composed", "Cafe\u{301}", "café"),
        Case("Angstrom and Kelvin signs", "\u{212B}\u{212A}", "åk"),
        Case("micro sign", "µ", "μ"),
        Case("long s", "ſ", "s"),
        Case("titlecase digraph", "ǅ", "dž"),
        Case("n preceded by apostrophe", "ŉ", "ʼn"),
        Case("Chinese", "在南极越冬站工作一年", "在南极越冬站工作一年"),
        Case("traditional Chinese", "體驗", "體驗"),
        Case("emoji with skin tone", "👍🏽", "👍🏽"),
        Case("ASCII", "Hello, World! 123", "hello, world! 123"),
        // Where case folding is not lower case: both cases of a letter now fold alike.
        Case("sharp s", "ß", "ß", "ss"),
        Case("capital sharp s", "ẞ", "ß", "ss"),
        Case("STRASSE and Straße", "STRASSE Straße", "strasse straße", "strasse strasse"),
        Case("Greek final sigma", "ΣΟΦΟΣ σοφος", "σοφοσ σοφος", "σοφοσ σοφοσ"),
        Case("Cherokee", "Ꭰꭰ", "ꭰꭰ", "ᎠᎠ"),
        Case("iota subscript", "ᾳ ᾼ", "ᾳ ᾳ", "αι αι"),
        // Invisible characters, which the sanitizer mostly removes before text is indexed.
        Case("soft hyphen", "co\u{AD}op", "co\u{AD}op", "coop"),
        Case("zero-width space", "a\u{200B}b", "a\u{200B}b", "ab"),
        Case("zero-width joiner", "a\u{200D}b", "a\u{200D}b", "ab"),
        Case("byte order mark", "a\u{FEFF}b", "a\u{FEFF}b", "ab"),
    ]

    @Test(arguments: cases)
    func foldsAsRecorded(_ example: Case) {
        #expect(Array(TextFolding.fold(example.text).unicodeScalars) == Array(example.after.unicodeScalars))
    }

    @Test func foldingTwiceChangesNothing() {
        for example in Self.cases {
            let folded = TextFolding.fold(example.text)
            #expect(TextFolding.fold(folded) == folded, "\(example.name)")
        }
    }

    @Test func asciiFoldsAsItsLowerCaseThroughTheShortcutAndThroughICU() {
        let ascii = String(decoding: (0..<128).map { UInt8($0) }, as: UTF8.self)
        let expected = String(decoding: ascii.utf8.map { (65...90).contains($0) ? $0 + 32 : $0 }, as: UTF8.self)
        #expect(TextFolding.fold(ascii) == expected)
        // The same text with one character outside ASCII takes ICU's way.
        #expect(TextFolding.fold(ascii + "é") == expected + "é")
    }

    @Test func matchesHighlightWhatCaseFoldingFinds() {
        #expect(TextFolding.matches(of: "strasse", in: "Die Straße") == [4..<10])
        #expect(TextFolding.matches(of: "σοφοσ", in: "ΣΟΦΟΣ σοφος") == [0..<5, 6..<11])
    }
}
