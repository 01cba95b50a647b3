import Foundation
import Testing
import ZReaderApp
import ZReaderDomain
import ZReaderLoader
import ZReaderScreen
import ZReaderTestSupport

/// The columns as the app gets them: from the API (the fixture server, with the demo edition's
/// files), kept in a real cache, and from the cache when the API does not answer.
@Suite("The columns, online and from the cache", .serialized)
struct ColumnSourcesTests {
    /// The app's loader over `cache`, asking `server` (none: offline).
    func columns(_ server: FixtureServer?, cache: TemporaryFolder) throws -> (any ColumnSource, any StoryLoader) {
        let options = LiveApp.options(api: server?.baseURL, cacheDirectory: cache.path, offline: server == nil)
        let loader = StorySources.loader(for: options) { _ in }.loader
        return (try #require(loader as? any ColumnSource), loader)
    }

    /// Fills the cache from the server: today and six days before it, and the pages of the 瞎扯
    /// stories (which carry their column).
    func fill(_ loader: any StoryLoader) async throws {
        var date = try await loader.latest().get().day.date
        var stories = await loader.cachedHome().days.flatMap(\.stories)
        for _ in 0..<6 {
            let day = try await loader.day(before: date).get()
            stories += day.stories
            date = day.date
        }
        for story in stories where story.title.string.hasPrefix("瞎扯") {
            _ = try await loader.story(story.id).get()
        }
    }

    @Test func theAPIsColumnsAreKeptAndShownOfflineWithWhatTheCacheHolds() async throws {
        let server = try await FixtureServer.start(roots: [FixtureServer.demoRoot])
        let cache = try TemporaryFolder()
        do {
            let (online, loader) = try columns(server, cache: cache)
            try await fill(loader)
            let list = try await online.columns().get()
            #expect(list.origin == .network)
            #expect(list.columns.map(\.name) == ["瞎扯", "小事", "读史"])
        }
        let (offline, _) = try columns(nil, cache: cache)
        let list = try await offline.columns().get()
        #expect(list.origin == .cache)
        #expect(list.columns.map(\.name) == ["瞎扯", "小事", "读史"])
        #expect(list.columns[0].description == "每天一期，收集那些让人会心一笑的回答")
        #expect(list.columns[0].storedCount == 7, "one a day, seven days cached")
        let page = try await offline.columnStories(list.columns[0], after: nil).get()
        #expect(page.origin == .cache)
        #expect(page.stories.count == 7)
        #expect(page.stories.map(\.date) == page.stories.map(\.date).sorted(by: >))
        #expect(page.next == nil)
    }

    @Test func withoutAnAnswerAColumnComesFromTheCacheAndPagingGoesOnThere() async throws {
        let server = try await FixtureServer.start(roots: [FixtureServer.demoRoot])
        let cache = try TemporaryFolder()
        let (online, loader) = try columns(server, cache: cache)
        try await fill(loader)
        let column = DailyColumn(id: 2, name: "瞎扯")
        // The API's first page, then no answer for the next: the cache's stories older than it.
        let first = try await online.columnStories(column, after: nil).get()
        #expect(first.origin == .network && first.stories.count == 8)
        try await server.setFaults([
            "section/2/before/1795363200": ["status:503*"], "api/7/section/2/before/1795363200": ["status:503*"],
        ])
        let next = try await online.columnStories(column, after: first.next).get()
        #expect(next.origin == .cache)
        #expect(next.stories.isEmpty, "the seven cached days are all on the first page")
        // No answer at all: the first page from the cache.
        try await server.setFaults(["section/2": ["status:500*"], "api/7/section/2": ["status:500*"]])
        let cached = try await online.columnStories(column, after: nil).get()
        #expect(cached.origin == .cache)
        #expect(cached.stories.map(\.story.id) == Array(first.stories.prefix(7)).map(\.story.id))
    }

    @Test func aColumnNobodyKnowsFailsInWords() async throws {
        let cache = try TemporaryFolder()
        let (offline, _) = try columns(nil, cache: cache)
        #expect(await offline.columns() == .failure(.unavailable("离线")))
        #expect(await offline.columnStories(DailyColumn(name: "瞎扯"), after: nil) == .failure(.unavailable("离线")))
    }
}
