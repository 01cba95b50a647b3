import Foundation
import Testing
import ZReaderDomain
import ZReaderLoader
import ZReaderTestSupport

/// What an offline download fetches besides lists and bodies, so that a synced day reads offline
/// as it does online: comments and pictures, and what a missing one means.
@Suite("Offline download: comments and pictures", .serialized)
struct SyncReadingNeedsTests {
    let folder: TemporaryFolder

    init() throws {
        folder = try TemporaryFolder()
    }

    /// The `<img src>` of a body but its formulas (drawn as text), as the app's HTML module finds
    /// its figures.
    static let figures: @Sendable (String) -> [WebURL] = { html in
        html.matches(of: #/<img[^>]*\bsrc="([^"]+)"/#).map { String($0.output.1) }
            .filter { !$0.contains("/equation?") }.compactMap(WebURL.init)
    }

    func sync(_ server: FixtureServer, _ store: any StoryStore, pictures: PictureDiskCache) -> CacheSync {
        CacheSync(
            source: APISyncSource(baseURLs: [server.baseURL.absoluteString], http: TestHTTP.client()), store: store,
            userData: nil,
            pictures: SyncPictures(cache: pictures, http: TestHTTP.client(), figures: Self.figures),
            log: RecordingLog(), options: CacheSyncTests.quick, today: Fixtures.today.next)
    }

    /// Every picture a day's reading shows: the banner, each thumbnail, each page's header and figures.
    func picturesOf(_ day: DayStamp, in store: MemoryStoryStore, banner: Bool) throws -> [WebURL] {
        var urls: [WebURL] = []
        if banner { urls += try #require(try store.latestDay()).topStories.compactMap(\.imageURL) }
        for story in try #require(try store.day(day)).stories {
            urls += [story.thumbnailURL].compactMap { $0 }
            let detail = try store.storyDetail(story.id)
            urls += [detail?.imageURL].compactMap { $0 } + (detail?.body.map(Self.figures) ?? [])
        }
        return urls
    }

    /// Whether the demo edition has the picture (the server answers the others with 404).
    func exists(_ url: WebURL) -> Bool {
        let name = url.string.split(separator: "/").last.map(String.init) ?? ""
        return FileManager.default.fileExists(atPath: FixtureServer.demoRoot.appending(path: "images/\(name)").path)
    }

    @Test func theCommentsAndPicturesOfTheDaysAreKept() async throws {
        let server = try await FixtureServer.start()
        let store = MemoryStoryStore()
        let pictures = PictureDiskCache(cacheDirectory: folder.path)

        let outcome = await sync(server, store, pictures: pictures).run(.recentDays(previous: 1), contents: .init()) {
            _ in
        }

        #expect(outcome.isComplete, "\(outcome.failures)")
        for date in [Fixtures.today, Fixtures.today.previous] {
            for story in try #require(try store.day(date)).stories {
                #expect(try store.comments(story.id, kind: .long) != nil, "\(story.id)")
                #expect(try store.comments(story.id, kind: .short) != nil, "\(story.id)")
            }
        }
        // Three pages of short comments (20, 20, 5), asked for one after the other.
        let paged = try #require(try store.comments(StoryID(9_791_107), kind: .short))
        #expect(paged.comments.count == 45 && paged.isComplete)
        let wanted =
            try picturesOf(Fixtures.today, in: store, banner: true)
            + picturesOf(Fixtures.today.previous, in: store, banner: false)
        #expect(wanted.count > 30)
        for url in wanted where exists(url) {
            #expect(pictures.read(url) != nil, "\(url.string)")
        }
        #expect(outcome.progress.pictures >= wanted.filter(exists).count - 2)
    }

    @Test func anExternalStorysMissingCountsAndCommentsAreNoneAndNoFailure() async throws {
        let server = try await FixtureServer.start()
        let store = MemoryStoryStore()

        // 20261125 holds 9799001, an external story: `story-extra` and its comments answer 404.
        let outcome = await CacheSync(
            source: APISyncSource(baseURLs: [server.baseURL.absoluteString], http: TestHTTP.client()), store: store,
            userData: nil, log: RecordingLog(), options: CacheSyncTests.quick, today: Fixtures.today.next
        ).run(.recentDays(previous: 5), contents: .init()) { _ in }

        #expect(outcome.isComplete, "\(outcome.failures)")
        #expect(outcome.summary.string == "离线下载完成：6/6 天，49 篇")
        let external = StoryID(9_799_001)
        #expect(try store.storyExtra(external)?.comments == 0)
        let none = try #require(try store.comments(external, kind: .long))
        #expect(none.comments.isEmpty && none.isComplete)
        #expect(try store.comments(external, kind: .short)?.comments.isEmpty == true)
    }

    @Test func aPictureCapTooSmallKeepsTheNewestDaysPicturesAndSaysSo() async throws {
        let server = try await FixtureServer.start()
        let store = MemoryStoryStore()
        let capacity = 400_000
        let pictures = PictureDiskCache(cacheDirectory: folder.path, capacityBytes: capacity)

        let outcome = await sync(server, store, pictures: pictures).run(.recentDays(previous: 3), contents: .init()) {
            _ in
        }

        #expect(!outcome.isComplete)
        #expect(outcome.failures == ["图片缓存已满（上限 400 KB），较早几天的图片未下载"])
        #expect(outcome.progress.daysDone == 4, "the rest of the days are still fetched")
        // Nothing this run kept was evicted by it: today's pictures, kept first, are all there.
        for url in try picturesOf(Fixtures.today, in: store, banner: true) where exists(url) {
            #expect(pictures.read(url) != nil, "\(url.string)")
        }
        #expect(pictures.totalBytes() <= capacity)
        let oldest = try picturesOf(Fixtures.today.previous.previous.previous, in: store, banner: false)
        #expect(oldest.allSatisfy { pictures.read($0) == nil }, "the oldest day's pictures are the ones left out")
    }
}
