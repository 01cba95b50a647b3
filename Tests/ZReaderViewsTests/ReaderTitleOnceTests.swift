import Testing
import ZReaderDomain
import ZReaderHTML
import ZReaderModel
import ZReaderScreen
import ZReaderTestSupport
import ZReaderViews

/// The story's title is over the header's picture; a body whose question only repeats it does not
/// say it again under the header, while a question of its own stays.
@Suite("The reader says its title once")
struct ReaderTitleOnceTests {
    func screen(title: String, question: String) throws -> [String] {
        var state = Fixtures.state(size: Size(columns: 80, rows: 24), days: Fixtures.days(olderDays: 0))
        _ = AppReducer.reduce(&state, .command(.moveDown), now: 0)
        _ = AppReducer.reduce(&state, .command(.open), now: 0)
        let id = try #require(state.reader?.storyID)
        let body =
            "<div class=\"question\"><h2 class=\"question-title\">\(question)</h2>"
            + "<div class=\"answer\"><div class=\"content\"><p>正文第一段。</p></div></div></div>"
        let page = StoryDetail(id: id, title: TextSanitizer.clean(title), body: body)
        _ = AppReducer.reduce(
            &state, .storyLoaded(id, .success(LoadedStory(detail: page, article: ArticleParser.parse(body)))), now: 0)
        return AppView.render(state, depth: .trueColor).lines
    }

    @Test func aQuestionThatRepeatsTheTitleIsLeftOut() throws {
        let lines = try screen(title: "为什么冬天的第一场雪总让人兴奋？", question: "为什么冬天的第一场雪总让人兴奋")
        #expect(lines.filter { $0.contains("第一场雪总让人兴奋") }.count == 1, "\(lines)")
        #expect(lines.contains { $0.contains("正文第一段") })
    }

    @Test func aQuestionOfItsOwnStays() throws {
        let lines = try screen(title: "瞎扯 · 如何正确地吐槽", question: "有哪些让人会心一笑的回答？")
        #expect(lines.contains { $0.contains("有哪些让人会心一笑的回答") }, "\(lines)")
    }
}
