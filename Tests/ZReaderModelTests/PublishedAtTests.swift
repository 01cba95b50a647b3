import Testing
import ZReaderDomain
import ZReaderModel
import ZReaderScreen
import ZReaderTestSupport

/// When a story was published: the page's `publish_time` (v4 pages since about 2023), else, for a
/// page without one (the API's pages in 2026 often lack it), its list's day as the API dates
/// lists, in Beijing (UTC+8).
@Suite("When a story was published")
struct PublishedAtTests {
    let day = Fixtures.today

    func reader(gaPrefix: String?, listDate: DayStamp?) -> ReaderState {
        ReaderState(
            summary: StorySummary(id: StoryID(1), title: "标题", gaPrefix: gaPrefix),
            screenSize: Size(columns: 80, rows: 24), listDate: listDate)
    }

    @Test func aPageWithoutPublishTimeIsDatedByItsListAtTheHourOfItsGaPrefix() {
        // 2026-11-30 07:00 in Beijing is 2026-11-29 23:00 UTC.
        #expect(reader(gaPrefix: "113007", listDate: day).published == .time(1_795_993_200))
        #expect(BeijingTime.text(1_795_993_200) == "2026-11-30 07:00")
        // A ga_prefix of another day (a banner story listed again) gives the day alone.
        #expect(reader(gaPrefix: "112907", listDate: day).published == .day(day))
        #expect(reader(gaPrefix: nil, listDate: day).published == .day(day))
        #expect(reader(gaPrefix: "113007", listDate: nil).published == nil)
    }

    @Test func publishTimeWinsWhenThePageHasIt() {
        var state = reader(gaPrefix: "113007", listDate: day)
        let page = StoryDetail(id: StoryID(1), title: "标题", body: "<p>正文</p>", publishTime: 1_795_990_000)
        state.setContent(.loaded(LoadedStory(detail: page, article: Article(blocks: []))))
        #expect(state.published == .time(1_795_990_000))
        var without = page
        without.publishTime = nil
        state.setContent(.loaded(LoadedStory(detail: without, article: Article(blocks: []))))
        #expect(state.published == .time(1_795_993_200))
    }

    @Test func aStoryOpenedFromHomeOrSearchKnowsItsListsDay() {
        var days = Fixtures.days(olderDays: 1)
        // "MMDDHH": yesterday's month and day, 08 hours.
        days[1].stories[2].gaPrefix = String(days[1].date.stamp.dropFirst(4)) + "08"
        var state = Fixtures.state(size: Size(columns: 80, rows: 24), days: days)
        // The third story of yesterday.
        for _ in 0..<(days[0].stories.count + 3) { _ = AppReducer.reduce(&state, .command(.moveDown), now: 0) }
        _ = AppReducer.reduce(&state, .command(.open), now: 0)
        #expect(state.reader?.storyID == days[1].stories[2].id)
        #expect(state.reader?.listDate == days[1].date)
        #expect(state.reader?.published == .time(days[1].date.beijingMidnight + 8 * 3600))
        // A search result carries its day.
        _ = AppReducer.reduce(&state, .command(.back), now: 0)
        _ = AppReducer.reduce(&state, .command(.search), now: 0)
        for character in "暖气" { _ = AppReducer.reduce(&state, .typed(.character(character)), now: 0) }
        _ = AppReducer.reduce(&state, .typed(.enter), now: 0)
        guard let search = state.search else {
            Issue.record("no search")
            return
        }
        let old = StorySummary(id: StoryID(7), title: "旧文章")
        let date = Fixtures.today.previous.previous
        _ = AppReducer.reduce(
            &state,
            .searched(request: search.request, search.query, .success(.hits([SearchHit(story: old, date: date)]))),
            now: 0)
        _ = AppReducer.reduce(&state, .command(.open), now: 0)
        #expect(state.reader?.storyID == old.id)
        #expect(state.reader?.published == .day(date))
    }
}
