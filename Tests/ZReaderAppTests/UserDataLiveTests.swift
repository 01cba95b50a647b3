import Foundation
import Testing
import ZReaderApp
import ZReaderDomain
import ZReaderScreen
import ZReaderTestSupport

/// The whole app against the fixture server, with the cache and the user's data in folders of
/// their own, as a user has them.
@Suite("Favourites outlive the cache", .serialized)
struct UserDataLiveTests {
    @Test func favouritesSavedReadOrNotOpenFromTheDataFileAfterTheCacheDirectoryIsDeleted() async throws {
        let server = try await FixtureServer.start()
        let folder = try TemporaryFolder()
        let cache = folder.file("cache")
        let data = folder.file("data")
        var saved: [StoryID] = []
        do {
            let app = LiveApp(options: LiveApp.options(api: server.baseURL, cacheDirectory: cache, dataDirectory: data))
            #expect(await app.settle { $0.home.latestStatus == .loaded })
            // The first one is read, then saved; the second saved from the list, never opened.
            app.press(.character("j"), .enter)
            #expect(await app.settle { if case .loaded = $0.reader?.content { true } else { false } })
            app.press(.character("s"))
            saved.append(try #require(app.state.reader?.storyID))
            app.press(.character("q"), .character("j"), .character("j"), .character("s"))
            saved.append(try #require(app.state.home.selectedStoryID))
            // Its page is fetched after it was saved.
            let page = "news/\(saved[1])"
            for _ in 0..<200 where try await !server.requestLog().contains(page) {
                try await Task.sleep(for: .milliseconds(10))
            }
            await app.settleQuietly()
            await app.close()
        }
        try FileManager.default.removeItem(atPath: cache)
        try await server.reset()
        // Online again, but the favourites' pages fail: they must come from the data file.
        try await server.setFaults(Dictionary(uniqueKeysWithValues: saved.map { ("news/\($0)", ["status:500*"]) }))

        let again = LiveApp(options: LiveApp.options(api: server.baseURL, cacheDirectory: cache, dataDirectory: data))
        // Today's list and the data file's marks arrive in either order.
        #expect(await again.settle { $0.home.latestStatus == .loaded && !$0.favouriteStories.isEmpty })
        #expect(again.state.favouriteStories == Set(saved))
        again.press(.character("F"))
        #expect(await again.settle { $0.favourites?.isLoading == false })
        #expect(again.state.favourites?.entries.map(\.story.id) == saved.reversed())
        for index in 0..<2 {
            if index == 1 { again.press(.character("q"), .character("j")) }
            again.press(.enter)
            let opened = await again.settle { state in
                if case .loaded(let story) = state.reader?.content { !story.article.blocks.isEmpty } else { false }
            }
            #expect(opened, "\(String(describing: again.state.reader?.content))")
        }
        let log = try await server.requestLog()
        #expect(saved.allSatisfy { !log.contains("news/\($0)") }, "\(log)")
    }
}
