import Testing
import ZReaderScreen

/// Cases the line wrapper got wrong before: each fails with the old rules.
@Suite("Line wrapping rules")
struct LineWrapperRuleTests {
    @Test func closingPunctuationAfterASpaceStaysWithTheTextBefore() {
        // Without the rule the break at the space would put "」" first on line two.
        #expect(LineWrapper.wrap("一二三四 」五六", width: 8) == ["一二三", "四 」五", "六"])
        #expect(LineWrapper.wrap("see the notes (page 12 )", width: 23) == ["see the notes (page", "12 )"])
    }

    @Test func openingPunctuationBeforeASpaceGoesWithTheTextAfter() {
        #expect(LineWrapper.wrap("一二 （ 三四", width: 7) == ["一二", "（ 三四"])
    }

    @Test func noBreakSpaceHoldsANumberToItsUnit() {
        #expect(LineWrapper.wrap("一二三四五 15\u{00A0}克", width: 13) == ["一二三四五", "15\u{00A0}克"])
    }

    @Test func aCutWordStillKeepsPunctuationRules() {
        #expect(LineWrapper.wrap("abcdefgh.ijk", width: 8) == ["abcdefg", "h.ijk"])
        #expect(LineWrapper.wrap("abcdef(ghij", width: 7) == ["abcdef", "(ghij"])
    }

    @Test func aLongURLBreaksAfterASeparator() {
        #expect(
            LineWrapper.wrap("https://www.zhihu.com/question/100000001", width: 32)
                == ["https://www.zhihu.com/question/", "100000001"])
    }

    @Test func straightQuotesAfterASpaceOpenAQuotation() {
        // A straight quote may open as well as close: it does not pull the word before along.
        #expect(LineWrapper.wrap("he said \"hello there\"", width: 10) == ["he said", "\"hello", "there\""])
    }
}
