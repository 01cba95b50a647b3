import Foundation
import Testing
import ZReaderApp
import ZReaderDomain
import ZReaderModel
import ZReaderScreen
import ZReaderTestSupport

/// The columns screen in the whole app: from the API (the fixture server with the demo edition's
/// files), then offline from the cache it filled, saying so.
@Suite("The columns screen, live", .serialized)
struct ColumnsLiveTests {
    @Test func fromTheAPIThenOfflineFromTheCache() async throws {
        let server = try await FixtureServer.start(roots: [FixtureServer.demoRoot])
        let cache = try TemporaryFolder()
        do {
            let app = LiveApp(options: LiveApp.options(api: server.baseURL, cacheDirectory: cache.path))
            #expect(await app.settle(seconds: 30) { $0.home.latestStatus == .loaded && !$0.home.olderStatus.isLoading })
            app.press(.character("C"))
            #expect(await app.settle(seconds: 30) { $0.columns?.columns.count == 3 })
            #expect(app.lines[0].contains("栏目总览") && !app.lines[0].contains("离线"), "\(app.lines[0])")
            #expect(app.lines.contains { $0.contains("每天一期，收集那些让人会心一笑的回答") })
            app.press(.enter)
            #expect(await app.settle(seconds: 30) { $0.columns?.opened?.stories.count == 8 })
            #expect(app.lines[0].contains("栏目 · 瞎扯"))
            app.press(.character("G"))
            #expect(await app.settle(seconds: 30) { $0.columns?.opened?.status == .complete })
            #expect(app.state.columns?.opened?.stories.count == 12)
            app.press(.character("G"))
            #expect(app.lines.contains { $0.contains("没有更早的文章了") }, "\(app.lines)")
            await app.close()
        }
        let log = try await server.requestLog()
        #expect(log.contains("sections") && log.contains("section/2") && log.contains("section/2/before/1795363200"))
        try await server.reset()
        let offline = LiveApp(options: LiveApp.options(api: server.baseURL, cacheDirectory: cache.path, offline: true))
        #expect(await offline.settle(seconds: 30) { $0.home.latestStatus == .loaded })
        offline.press(.character("C"))
        #expect(await offline.settle(seconds: 30) { $0.columns?.status == .loaded(.cache) })
        #expect(offline.lines[0].contains("离线：缓存中的栏目"), "\(offline.lines[0])")
        offline.press(.enter)
        #expect(await offline.settle(seconds: 30) { $0.columns?.opened?.origin == .cache })
        let shown = offline.state.columns?.opened?.stories.count ?? 0
        #expect(shown > 0)
        #expect(offline.lines[0].contains("离线：缓存中的 \(shown) 篇"), "\(offline.lines[0])")
        #expect(try await server.requestLog() == [])
        await offline.close()
    }
}
