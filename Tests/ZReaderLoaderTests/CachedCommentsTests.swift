import Testing
import ZReaderDomain
import ZReaderLoader
import ZReaderTestSupport

/// Comments kept in the cache: read offline with when they were fetched, and what a missing list
/// or a 404 means.
@Suite("Comments from the cache")
struct CachedCommentsTests {
    let id = StoryID(9_791_101)

    func loader(store: MemoryStoryStore, network: (any StoryLoader)?) -> OfflineFirstLoader {
        OfflineFirstLoader(
            openStores: {
                OpenedStores(
                    cache: OpenedStore(store: store, notice: nil),
                    userData: OpenedStore(store: MemoryUserDataStore(), notice: nil))
            },
            network: network, demo: DemoEditionLoader(), log: RecordingLog(), today: { Fixtures.today },
            maintenanceDelay: nil)
    }

    func comments(_ count: Int, from first: Int = 1) -> [ZReaderDomain.Comment] {
        (first..<(first + count)).map {
            ZReaderDomain.Comment(id: $0, author: "读者\($0)", content: "第 \($0) 条", likes: $0, time: 0)
        }
    }

    @Test func offlineTheCachedCommentsComeWithWhenTheyWereFetchedAndPageLikeTheAPI() async throws {
        let store = MemoryStoryStore()
        try store.saveComments(comments(25), isComplete: true, of: id, kind: .short)
        let subject = loader(store: store, network: nil)

        let first = try await subject.commentPage(id, kind: .short, before: nil).get()
        let second = try await subject.commentPage(id, kind: .short, before: 20).get()

        #expect(first.comments.map(\.id) == Array(1...20))
        #expect(first.cachedAt == 1_764_460_800)
        #expect(second.comments.map(\.id) == Array(21...25), "a short page: the end of the list")
    }

    @Test func offlineAListNeverFetchedSaysSoAndOneFetchedInPartNeedsTheNetworkForMore() async throws {
        let store = MemoryStoryStore()
        try store.saveComments(comments(20), isComplete: false, of: id, kind: .long)
        let subject = loader(store: store, network: nil)

        let missing = await subject.commentPage(id, kind: .short, before: nil)
        let more = await subject.commentPage(id, kind: .long, before: 20)

        #expect(missing == .failure(.unavailable("离线 · 评论未下载")))
        #expect(more == .failure(.unavailable("离线 · 更多评论需要网络")))
    }

    @Test func onlineAPageIsKeptAndAFailureFallsBackToTheCache() async throws {
        let store = MemoryStoryStore()
        _ = await loader(store: store, network: ScriptedLoader(days: [])).commentPage(id, kind: .long, before: nil)

        let kept = try #require(try store.comments(id, kind: .long))
        #expect(kept.comments.map(\.id) == [1] && kept.isComplete)
        let failing = loader(store: store, network: ScriptedLoader(days: [], failure: .timeout))
        let fallback = try await failing.commentPage(id, kind: .long, before: nil).get()
        #expect(fallback.comments.map(\.id) == [1] && fallback.cachedAt != nil)
    }

    @Test func aMissingListOnlineIsNoCommentsNotAFailure() async throws {
        let subject = loader(store: MemoryStoryStore(), network: ScriptedLoader(days: [], failure: .httpStatus(404)))

        let page = try await subject.commentPage(id, kind: .long, before: nil).get()

        #expect(page.comments.isEmpty && page.cachedAt == nil)
    }
}

/// Online, the cache's copy of a page is handed over first and a refreshed first page keeps what
/// a download stored after it.
@Suite("Comments: the cache's copy while the network refreshes it")
struct CachedCommentsRefreshTests {
    let id = StoryID(9_791_101)
    let helper = CachedCommentsTests()

    @Test func onlineTheCachedPageStandsInAndOfflineCommentPageAnswersItself() async throws {
        let store = MemoryStoryStore()
        try store.saveComments(helper.comments(45), isComplete: true, of: id, kind: .short)

        let online = helper.loader(store: store, network: ScriptedLoader(days: []))
        let first = try #require(await online.cachedCommentPage(id, kind: .short, before: nil))
        let third = try #require(await online.cachedCommentPage(id, kind: .short, before: 40))
        #expect(first.comments.map(\.id) == Array(1...20) && first.cachedAt == 1_764_460_800)
        #expect(third.comments.map(\.id) == Array(41...45))
        #expect(await online.cachedCommentPage(id, kind: .long, before: nil) == nil, "nothing stored")
        #expect(await helper.loader(store: store, network: nil).cachedCommentPage(id, kind: .short, before: nil) == nil)
    }

    @Test func aRefreshedFirstPageKeepsTheLaterPagesStored() async throws {
        let store = MemoryStoryStore()
        try store.saveComments(helper.comments(45), isComplete: true, of: id, kind: .short)
        // Two comments posted since the download: the first page now ends at the 18th.
        let fresh =
            [ZReaderDomain.Comment(id: 47, author: "新", content: "新", likes: 0, time: 0)]
            + [ZReaderDomain.Comment(id: 46, author: "新", content: "新", likes: 0, time: 0)] + helper.comments(18)
        let subject = helper.loader(store: store, network: PagedComments(first: fresh))

        _ = await subject.commentPage(id, kind: .short, before: nil)

        let kept = try #require(try store.comments(id, kind: .short))
        #expect(kept.comments.map(\.id) == [47, 46] + Array(1...45))
        #expect(kept.isComplete)
    }
}

/// A network answering a fixed first page of comments, and nothing else.
struct PagedComments: StoryLoader {
    let first: [ZReaderDomain.Comment]

    func cachedHome() async -> CachedHome { CachedHome() }
    func latest() async -> Result<LatestFeed, LoadFailure> { .failure(.timeout) }
    func day(before date: DayStamp) async -> Result<DayFeed, LoadFailure> { .failure(.timeout) }
    func story(_ id: StoryID) async -> Result<StoryDetail, LoadFailure> { .failure(.timeout) }
    func storyExtra(_ id: StoryID) async -> Result<StoryExtra, LoadFailure> { .failure(.timeout) }
    func comments(_ id: StoryID, kind: CommentKind, before: Int?) async -> Result<[ZReaderDomain.Comment], LoadFailure>
    {
        before == nil ? .success(first) : .failure(.timeout)
    }
}
