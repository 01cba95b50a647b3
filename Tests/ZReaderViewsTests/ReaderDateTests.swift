import Testing
import ZReaderDomain
import ZReaderModel
import ZReaderScreen
import ZReaderTestSupport
import ZReaderViews

/// The reader's header says when the story was published, on the right of its column.
@Suite("The reader's date")
struct ReaderDateTests {
    @Test func aPageWithoutPublishTimeShowsItsListsDayAtItsHour() {
        var days = Fixtures.days(olderDays: 0)
        days[0].stories[0] = StorySummary(
            id: days[0].stories[0].id, title: "瞎扯 · 如何正确地吐槽", hint: "VOL.3090", gaPrefix: "113006")
        var state = Fixtures.state(size: Size(columns: 80, rows: 24), days: days)
        _ = AppReducer.reduce(&state, .command(.moveDown), now: 0)
        _ = AppReducer.reduce(&state, .command(.open), now: 0)
        let id = days[0].stories[0].id
        let page = StoryDetail(id: id, title: "瞎扯 · 如何正确地吐槽", body: "<p>正文</p>")
        _ = AppReducer.reduce(
            &state, .storyLoaded(id, .success(LoadedStory(detail: page, article: Article(blocks: [])))), now: 0)
        let row = AppView.render(state, depth: .trueColor).lines[1]
        #expect(row.contains("栏目 · 瞎扯"), "\(row)")
        #expect(row.trimmingCharacters(in: .whitespaces).hasSuffix("11-30 06:00"), "\(row)")
    }

    @Test func anotherYearsDateCarriesItsYear() {
        var state = Fixtures.state(size: Size(columns: 80, rows: 24), days: Fixtures.days(olderDays: 0))
        _ = AppReducer.reduce(&state, .command(.moveDown), now: 0)
        _ = AppReducer.reduce(&state, .command(.open), now: 0)
        let id = state.reader!.storyID
        // 2023-04-25 07:01 in Beijing.
        let page = StoryDetail(id: id, title: "标题", body: "<p>正文</p>", publishTime: 1_682_377_260)
        _ = AppReducer.reduce(
            &state, .storyLoaded(id, .success(LoadedStory(detail: page, article: Article(blocks: [])))), now: 0)
        let row = AppView.render(state, depth: .trueColor).lines[1]
        #expect(row.trimmingCharacters(in: .whitespaces).hasSuffix("2023-04-25 07:01"), "\(row)")
    }
}
