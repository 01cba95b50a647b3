import Testing
import ZReaderDomain
import ZReaderModel
import ZReaderScreen
import ZReaderTestSupport

/// What the comments screen says about where its comments come from, and when there are none.
@Suite("Comments: none, and read from the cache")
struct CommentNoticesTests {
    /// The comments screen of the first story, with its pages answered as given.
    private func shown(long: [ZReaderDomain.Comment], short: [ZReaderDomain.Comment], cachedAt: Int?) throws -> [String]
    {
        var state = Fixtures.state(size: Size(columns: 60, rows: 30), days: Fixtures.days(olderDays: 0))
        _ = AppReducer.reduce(&state, .command(.moveDown), now: 0)
        _ = AppReducer.reduce(&state, .command(.open), now: 0)
        let id = try #require(state.reader?.storyID)
        _ = AppReducer.reduce(&state, .command(.openComments), now: 0)
        _ = AppReducer.reduce(
            &state, .commentsLoaded(id, .long, before: nil, .success(long), cachedAt: cachedAt), now: 0)
        _ = AppReducer.reduce(
            &state, .commentsLoaded(id, .short, before: nil, .success(short), cachedAt: cachedAt), now: 0)
        return (state.comments?.layout.lines ?? []).map(\.text.string).filter { !$0.isEmpty }
    }

    @Test func aStoryWithoutCommentsSaysSoOnce() throws {
        #expect(try shown(long: [], short: [], cachedAt: nil) == ["还没有评论"])
    }

    @Test func commentsFromTheCacheSayWhenTheyWereFetched() throws {
        let comment = ZReaderDomain.Comment(id: 7, author: "读者甲", content: "好文", likes: 3, time: 0)
        // 2025-11-30 08:00 in Beijing.
        let lines = try shown(long: [comment], short: [], cachedAt: 1_764_460_800)

        #expect(lines.first == "离线 · 评论获取于 2025-11-30 08:00", "\(lines)")
        #expect(lines.contains("还没有短评"))
        #expect(try !shown(long: [comment], short: [], cachedAt: nil).contains { $0.hasPrefix("离线") })
    }
}
