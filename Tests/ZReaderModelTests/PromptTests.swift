import Testing
import ZReaderDomain
import ZReaderModel
import ZReaderScreen

@Suite("Prompts: the line editor and the dates it takes")
struct PromptTests {
    @Test func typingPastingAndDeletingWorkOnGraphemes() {
        var editor = LineEditor()
        editor.insert("南极")
        editor.insert("越冬 站👨‍👩‍👧")
        #expect(editor.text == "南极越冬 站👨‍👩‍👧")
        editor.deleteBackward()
        #expect(editor.text == "南极越冬 站")
        editor.moveLeft()
        editor.moveLeft()
        editor.insert("的")
        #expect(editor.text == "南极越冬的 站")
        let deletedWord = editor.apply(.control("w"))
        #expect(deletedWord)
        #expect(editor.text == " 站")
        editor.moveToEnd()
        editor.insert("\u{1B}[2J\n地")
        #expect(editor.text == " 站 地")
        let cleared = editor.apply(.control("u"))
        #expect(cleared && editor.text.isEmpty)
        let submitted = editor.apply(.enter)
        #expect(!submitted)
    }

    @Test func aLongLineShowsTheCursorEndAndWideCharactersStayWhole() {
        let editor = LineEditor(text: "一二三四五六七八九十")
        let (text, cursor) = editor.visible(width: 9)
        #expect(text.width + 1 <= 9)
        #expect(text.string.hasSuffix("十"))
        #expect(cursor == text.width)
    }

    static let today = DayStamp(year: 2026, month: 11, day: 30) ?? DayStamp.firstIssue

    @Test(arguments: [
        ("2024-05-01", "20240501"), ("2024-5-1", "20240501"), ("20240501", "20240501"), ("0501", "20260501"),
        ("-3", "20261127"), ("-0", "20261130"), (" 2013-05-19 ", "20130519"),
    ])
    func datesTakeEveryForm(_ typed: String, _ stamp: String) throws {
        #expect(try DateQuery.parse(typed, today: PromptTests.today).get().stamp == stamp)
    }

    @Test(arguments: [
        ("2013-05-18", DateQuery.Problem.beforeFirstIssue), ("20270101", .inTheFuture), ("1201", .inTheFuture),
        ("2024-02-30", .malformed), ("五月一日", .malformed), ("-", .malformed), ("2024/05/01", .malformed),
        ("-99999999", .malformed), ("", .malformed),
    ])
    func impossibleDatesSayWhy(_ typed: String, _ problem: DateQuery.Problem) {
        #expect(DateQuery.parse(typed, today: PromptTests.today) == .failure(problem))
    }

    @Test func hintLabelsAreShortAndNoneStartsAnother() {
        #expect(HintLabels.labels(count: 3) == ["a", "s", "d"])
        let many = HintLabels.labels(count: 40)
        #expect(Set(many).count == 40)
        #expect(many.allSatisfy { $0.string.count == 2 })
        for label in many { #expect(!many.contains { $0 != label && $0.string.hasPrefix(label.string) }) }
    }

    @Test func foldingMatchesCaseAndWidthAndMapsBackToGraphemes() {
        #expect(TextFolding.matches(of: "abc", in: "xＡＢＣy ABC") == [1..<4, 6..<9])
        #expect(TextFolding.matches(of: "南极", in: "在南极越冬，南极") == [1..<3, 6..<8])
        #expect(TextFolding.matches(of: "", in: "abc").isEmpty)
        #expect(TextFolding.matches(of: "é", in: "Cafe\u{301} café") == [3..<4, 8..<9])
    }

    @Test func aColumnComesFromTheTypedHashOrTheTitle() throws {
        let query = try #require(SearchQuery(typed: "  #瞎扯  如何 吐槽 "))
        #expect(query.column == "瞎扯" && query.text == "如何 吐槽")
        // A column alone lists its stories.
        #expect(SearchQuery(typed: "#瞎扯")?.listsColumn == true)
        #expect(SearchQuery(typed: "#") == nil)
        #expect(SearchQuery(typed: "   ") == nil)
        #expect(StoryColumn.name(inTitle: "瞎扯 · 如何正确地吐槽")?.string == "瞎扯")
        #expect(StoryColumn.name(inTitle: "为什么冬天冷？") == nil)
    }
}
