import Testing
import ZReaderDomain
import ZReaderLoader
import ZReaderTestSupport

/// Comments kept in the cache: read offline with when they were fetched, and what a missing list
/// or a 404 means.
@Suite("Comments from the cache")
struct CachedCommentsTests {
    let id = StoryID(9_791_101)

    func loader(store: MemoryStoryStore, network: ScriptedLoader?) -> OfflineFirstLoader {
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
