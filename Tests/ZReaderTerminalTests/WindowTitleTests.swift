import Testing
import ZReaderScreen
import ZReaderTerminal

/// The window title's sequences.
@Suite("Window title")
struct WindowTitleTests {
    static func text(_ bytes: [UInt8]) -> String { String(decoding: bytes, as: UTF8.self) }

    @Test func aTitleIsOneOSCEndedByBel() {
        #expect(Self.text(WindowTitle.set("知乎日报")) == "\u{1B}]2;知乎日报\u{07}")
        #expect(Self.text(WindowTitle.push) == "\u{1B}[22;0t" && Self.text(WindowTitle.pop) == "\u{1B}[23;0t")
    }

    @Test func aStorysTitleIsCleanedPutOnOneLineAndCut() {
        let hostile = TextSanitizer.clean("标题\u{1B}]2;pwned\u{07}\u{9D}0;x\u{9C}\n第二行", keepsNewlines: true)
        let title = Self.text(WindowTitle.set(hostile))
        #expect(title == "\u{1B}]2;标题 第二行\u{07}")
        let long = WindowTitle.set(TextSanitizer.clean(String(repeating: "长", count: 100)))
        let inner = Self.text(long).dropFirst(4).dropLast()
        #expect(TextWidth.width(of: String(inner)) <= WindowTitle.widestTitle)
        #expect(inner.hasSuffix("…"))
    }
}
