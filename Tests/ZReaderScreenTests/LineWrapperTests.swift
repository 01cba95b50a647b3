import Testing
import ZReaderScreen

@Suite("Line wrapping")
struct LineWrapperTests {
    @Test func wrapsChineseBetweenCharactersWithinTheWidth() {
        let lines = LineWrapper.wrap("为什么冬天的第一场雪总让人兴奋", width: 10)
        #expect(lines == ["为什么冬天", "的第一场雪", "总让人兴奋"])
        #expect(lines.allSatisfy { TextWidth.width(of: $0) <= 10 })
    }

    @Test func neverSplitsAWideCharacterAtAnOddWidth() {
        let lines = LineWrapper.wrap("知乎日报知乎日报", width: 5)
        #expect(lines == ["知乎", "日报", "知乎", "日报"])
    }

    @Test func keepsLatinWordsAndNumbersWhole() {
        let lines = LineWrapper.wrap("如何评价 iPhone 15 的设计", width: 12)
        #expect(lines == ["如何评价", "iPhone 15 的", "设计"])
    }

    @Test func splitsAWordLongerThanTheLine() {
        #expect(LineWrapper.wrap("abcdefghij", width: 4) == ["abcd", "efgh", "ij"])
    }

    @Test func closingPunctuationNeverStartsALine() {
        // Without the rule the break after 六 would put "，" first on line two.
        let lines = LineWrapper.wrap("一二三四五六，七八九", width: 12)
        #expect(lines == ["一二三四五", "六，七八九"])
        #expect(lines.allSatisfy { !($0.first.map { "，。、）」』》…".contains($0) } ?? false) })
    }

    @Test func openingPunctuationNeverEndsALine() {
        let lines = LineWrapper.wrap("一二三四五「六七」", width: 12)
        #expect(lines == ["一二三四五", "「六七」"])
    }

    @Test func ellipsisWhenCutAtMaxLines() {
        let lines = LineWrapper.wrap("为什么冬天的第一场雪总让人兴奋？", width: 10, maxLines: 2)
        #expect(lines == ["为什么冬天", "的第一场…"])
    }

    @Test func mixedEmojiAndCombiningMarks() {
        let lines = LineWrapper.wrap("喜欢😀和cafe\u{301}", width: 6)
        #expect(lines.allSatisfy { TextWidth.width(of: $0) <= 6 })
        #expect(lines.joined() == "喜欢😀和cafe\u{301}")
    }

    @Test func truncateAddsAnEllipsisOnlyWhenCutting() {
        #expect(LineWrapper.truncate("知乎日报", width: 8) == "知乎日报")
        #expect(LineWrapper.truncate("知乎日报", width: 7) == "知乎日…")
        #expect(LineWrapper.truncate("知乎日报", width: 6) == "知乎…")
    }

    @Test func newlinesStartNewLines() {
        #expect(LineWrapper.wrap("甲\n乙", width: 10) == ["甲", "乙"])
    }

    /// A word too long for the line is cut where no opening bracket is left at the line's end.
    ///
    /// A no-break space glues the bracket to the word before it, so the bracket falls inside one
    /// unbreakable run that must be cut between graphemes.
    @Test(arguments: [("abc\u{A0}(defghij", 5), ("ab\u{A0}（cdefgh", 5), ("Swift\u{A0}“Concurrency”", 7)])
    func aCutInsideAWordNeverLeavesOpeningPunctuationAtALineEnd(_ text: String, _ width: Int) {
        let lines = LineWrapper.wrap(text, width: width)
        #expect(lines.joined() == text)
        for line in lines {
            #expect(TextWidth.width(of: line) <= width, "\(lines)")
            #expect(!["(", "（", "“"].contains(line.last.map(String.init) ?? ""), "\(lines)")
        }
    }
}
