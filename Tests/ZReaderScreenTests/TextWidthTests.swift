import Testing
import ZReaderScreen

@Suite("Display width")
struct TextWidthTests {
    /// Wide symbols below the CJK blocks: a table that only looked from U+3000 up would give one.
    @Test(arguments: ["⭐", "☕", "✅", "⌛", "♈"])
    func wideSymbolsBelowTheCJKBlocksTakeTwoColumns(_ symbol: String) {
        #expect(TextWidth.width(of: symbol) == 2)
        var buffer = ScreenBuffer(size: Size(columns: 4, rows: 1))
        buffer.write(TextSanitizer.clean(symbol + "a"), at: Point(x: 0, y: 0), style: .plain)
        #expect(buffer[1, 0].isContinuation)
        #expect(buffer.text(ofRow: 0) == symbol + "a ")
    }

    @Test(arguments: [
        ("abc", 3), ("知乎日报", 8), ("iPhone 15 评测", 14), ("，。", 4), ("", 0),
        ("😀", 2), ("e\u{301}", 1), ("\u{301}", 0), ("한국어", 6), ("ｆｕｌｌ", 8), ("\u{1B}[2J", 3),
        ("👨‍👩‍👧", 2), ("Ａ\u{0300}\u{0301}", 2),
    ])
    func widthOfText(_ text: String, _ expected: Int) {
        #expect(TextWidth.width(of: text) == expected)
    }

    @Test func controlCharactersTakeNoColumns() {
        #expect(TextWidth.width(of: Character("\u{7}")) == 0)
        #expect(TextWidth.width(of: Character("\u{9B}")) == 0)
    }

    @Test func cellGraphemeKeepsWidthAndFitsACursesCell() {
        let family: Character = "👨‍👩‍👧"
        let reduced = TextWidth.cellGrapheme(family)
        #expect(reduced.unicodeScalars.count <= 5)
        #expect(TextWidth.width(of: reduced) == TextWidth.width(of: family))
        let stack = Character("a\u{301}\u{302}\u{303}\u{304}\u{305}\u{306}")
        #expect(TextWidth.cellGrapheme(stack).unicodeScalars.count == 5)
        #expect(TextWidth.cellGrapheme("知") == "知")
    }
}

@Suite("Cell graphemes")
struct CellGraphemeTests {
    @Test func aClusterStartingWithAPrependedMarkKeepsItsSpacingCharacter() {
        let cluster = Character("\u{06DD} ")
        #expect(TextWidth.width(of: cluster) == 1)
        #expect(TextWidth.cellGrapheme(cluster) == " ")
        var buffer = ScreenBuffer(size: Size(columns: 4, rows: 1))
        buffer.write("\u{06DD} 知", at: Point(x: 0, y: 0), style: .plain)
        #expect(buffer.row(0).allSatisfy { $0.isContinuation || TextWidth.width(of: $0.grapheme) == Int($0.width) })
    }

    @Test func aFlagKeepsOneRegionalIndicator() {
        #expect(TextWidth.cellGrapheme("🇨🇳").unicodeScalars.count == 1)
    }
}
