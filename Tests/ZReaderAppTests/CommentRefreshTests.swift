import Synchronization
import Testing
import ZReaderApp
import ZReaderDomain
import ZReaderLoader
import ZReaderModel
import ZReaderScreen
import ZReaderTestSupport

/// Online, cached comments are shown at once and the network's page replaces them in place, as
/// the home list's cached days are.
@Suite("Comments: the cache's first, refreshed behind")
struct CommentRefreshTests {
    /// 2025-11-30 08:00 in Beijing.
    let fetchedAt = 1_764_460_800

    func comments(_ ids: some Sequence<Int>) -> [ZReaderDomain.Comment] {
        ids.map { ZReaderDomain.Comment(id: $0, author: "读者\($0)", content: "第 \($0) 条评论", likes: 1, time: 0) }
    }

    /// The comments screen of the first story, just opened, and the story's id.
    func opened() throws -> (AppState, StoryID) {
        var state = Fixtures.state(size: Size(columns: 60, rows: 20), days: Fixtures.days(olderDays: 0))
        _ = AppReducer.reduce(&state, .command(.moveDown), now: 0)
        _ = AppReducer.reduce(&state, .command(.open), now: 0)
        let id = try #require(state.reader?.storyID)
        _ = AppReducer.reduce(&state, .command(.openComments), now: 0)
        return (state, id)
    }

    func text(_ state: AppState) -> [String] {
        (state.comments?.layout.lines ?? []).map(\.text.string).filter { !$0.isEmpty }
    }

    /// The author of the comment on the view's top row, or of the one it belongs to.
    func topAuthor(_ state: AppState) -> String? {
        guard let comments = state.comments else { return nil }
        let lines = comments.layout.lines
        return lines[...comments.scrollOffset].last { $0.kind == .author }?.text.string
    }

    @Test func theCachedPageShowsAtOnceAndTheFreshOneKeepsTheTopComment() throws {
        var (state, id) = try opened()
        _ = AppReducer.reduce(
            &state,
            .cachedCommentsLoaded(
                id, .short, before: nil, request: 0, CommentPage(comments: comments(1...20), cachedAt: fetchedAt)),
            now: 0)
        _ = AppReducer.reduce(&state, .commentsLoaded(id, .long, before: nil, .success([]), request: 0), now: 0)

        #expect(text(state).contains("读者5 · 赞 1"), "\(text(state))")
        #expect(!text(state).contains { $0.hasPrefix("离线") }, "online: no offline note while it refreshes")
        #expect(state.comments?.threads[.short]?.status == .loading, "the network's page is still awaited")
        let animates = state.isAnimating
        #expect(!animates, "no spinner: nothing on screen is loading")
        // Scrolled to the fifth comment, two rows into it.
        let row = try #require(state.comments?.layout.commentRows[5])
        while let offset = state.comments?.scrollOffset, offset < row + 1 {
            _ = AppReducer.reduce(&state, .command(.scrollDown), now: 0)
            try #require(state.comments?.scrollOffset != offset)
        }
        #expect(topAuthor(state)?.hasPrefix("读者5 ") == true)

        // Two comments posted since: above the fifth, which stays on the same screen row.
        _ = AppReducer.reduce(
            &state, .commentsLoaded(id, .short, before: nil, .success(comments([22, 21] + Array(1...18))), request: 0),
            now: 0)

        #expect(topAuthor(state)?.hasPrefix("读者5 ") == true, "\(topAuthor(state) ?? "none")")
        #expect(state.comments.map { $0.scrollOffset - ($0.layout.commentRows[5] ?? 0) } == 1)
        #expect(text(state).contains("读者22 · 赞 1") && !text(state).contains("读者19 · 赞 1"))
        #expect(state.comments?.threads[.short]?.status == .idle)
    }

    @Test func aFailedRefreshKeepsTheCachedCommentsWithOneLineSayingWhen() throws {
        var (state, id) = try opened()
        _ = AppReducer.reduce(
            &state,
            .cachedCommentsLoaded(
                id, .long, before: nil, request: 0, CommentPage(comments: comments(1...3), cachedAt: fetchedAt)),
            now: 0)

        _ = AppReducer.reduce(&state, .commentsLoaded(id, .long, before: nil, .failure(.timeout), request: 0), now: 0)

        let lines = text(state)
        #expect(lines.first == "离线 · 评论获取于 2025-11-30 08:00", "\(lines)")
        #expect(lines.contains("读者3 · 赞 1"))
        #expect(state.comments?.threads[.long]?.status == .complete, "not failed: the cache answered")
    }

    @Test func anOlderRequestsAnswerNeverReplacesTheNewOnes() throws {
        var (state, id) = try opened()
        _ = AppReducer.reduce(&state, .commentsLoaded(id, .long, before: nil, .failure(.timeout), request: 0), now: 0)
        let retried = AppReducer.reduce(&state, .command(.refresh), now: 0)
        #expect(retried.contains(.background(.loadComments(id, .long, before: nil, request: 1))), "\(retried)")

        // The first request answered again late (a duplicate), the cache's copy of it too.
        _ = AppReducer.reduce(
            &state, .commentsLoaded(id, .long, before: nil, .success(comments([7])), request: 0), now: 0)
        _ = AppReducer.reduce(
            &state, .cachedCommentsLoaded(id, .long, before: nil, request: 0, CommentPage(comments: comments([8]))),
            now: 0)
        #expect(!text(state).contains { $0.hasPrefix("读者") }, "\(text(state))")

        _ = AppReducer.reduce(
            &state, .commentsLoaded(id, .long, before: nil, .success(comments([9])), request: 1), now: 0)
        _ = AppReducer.reduce(
            &state, .cachedCommentsLoaded(id, .long, before: nil, request: 1, CommentPage(comments: comments([8]))),
            now: 0)
        #expect(text(state).filter { $0.hasPrefix("读者") } == ["读者9 · 赞 1"], "the cache's copy after the fresh page")
    }

    @Test func aLaterPageStandsInFromTheCacheToo() throws {
        var (state, id) = try opened()
        _ = AppReducer.reduce(&state, .commentsLoaded(id, .short, before: nil, .success([]), request: 0), now: 0)
        _ = AppReducer.reduce(
            &state, .commentsLoaded(id, .long, before: nil, .success(comments(1...20)), request: 0), now: 0)
        let more = AppReducer.reduce(&state, .command(.bottom), now: 0)
        #expect(more == [.background(.loadComments(id, .long, before: 20, request: 1))])

        _ = AppReducer.reduce(
            &state,
            .cachedCommentsLoaded(
                id, .long, before: 20, request: 1, CommentPage(comments: comments(21...25), cachedAt: fetchedAt)),
            now: 0)
        #expect(text(state).contains("读者25 · 赞 1") && text(state).last == "没有更多了", "\(text(state))")

        _ = AppReducer.reduce(
            &state, .commentsLoaded(id, .long, before: 20, .success(comments(21...24)), request: 1), now: 0)
        #expect(text(state).contains("读者24 · 赞 1") && !text(state).contains("读者25 · 赞 1"))
    }
}

/// The effect runner hands the cache's copy over before the network answers.
@Suite("Comments: the cache's copy on screen before a slow network's answer")
struct SlowCommentsTests {
    @Test func theCachedPageIsPostedWhileTheNetworkIsStillAsked() async throws {
        let id = StoryID(9_791_101)
        let store = MemoryStoryStore()
        let cached = (1...3).map { ZReaderDomain.Comment(id: $0, author: "甲", content: "旧", likes: 0, time: 0) }
        try store.saveComments(cached, isComplete: true, of: id, kind: .long)
        let network = HeldComments()
        let loader = OfflineFirstLoader(
            openStores: {
                OpenedStores(
                    cache: OpenedStore(store: store, notice: nil),
                    userData: OpenedStore(store: MemoryUserDataStore(), notice: nil))
            }, network: network, demo: DemoEditionLoader(), log: RecordingLog(), maintenanceDelay: nil)
        let mailbox = Mailbox()
        let runner = EffectRunner(loader: loader, marks: loader, search: loader, mailbox: mailbox)

        runner.run(.loadComments(id, .long, before: nil, request: 3))
        var posted: [Action] = []
        for _ in 0..<3000 where posted.isEmpty {
            posted += mailbox.drain()
            try await Task.sleep(for: .milliseconds(10))
        }
        #expect(
            posted == [
                .cachedCommentsLoaded(
                    id, .long, before: nil, request: 3, CommentPage(comments: cached, cachedAt: 1_764_460_800))
            ],
            "\(posted)")

        network.release()
        for _ in 0..<3000 where posted.count < 2 {
            posted += mailbox.drain()
            try await Task.sleep(for: .milliseconds(10))
        }
        #expect(posted.last == .commentsLoaded(id, .long, before: nil, .success([]), request: 3), "\(posted)")
    }
}

/// A network whose comments wait until released, then answer none.
final class HeldComments: StoryLoader {
    private let isReleased = Mutex(false)

    func release() { isReleased.withLock { $0 = true } }

    func cachedHome() async -> CachedHome { CachedHome() }
    func latest() async -> Result<LatestFeed, LoadFailure> { .failure(.timeout) }
    func day(before date: DayStamp) async -> Result<DayFeed, LoadFailure> { .failure(.timeout) }
    func story(_ id: StoryID) async -> Result<StoryDetail, LoadFailure> { .failure(.timeout) }
    func storyExtra(_ id: StoryID) async -> Result<StoryExtra, LoadFailure> { .failure(.timeout) }
    func comments(_ id: StoryID, kind: CommentKind, before: Int?) async -> Result<[ZReaderDomain.Comment], LoadFailure>
    {
        while !isReleased.withLock({ $0 }) { try? await Task.sleep(for: .milliseconds(5)) }
        return .success([])
    }
}
