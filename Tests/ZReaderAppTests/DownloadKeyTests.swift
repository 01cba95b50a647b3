import Foundation
import Testing
import ZReaderApp
import ZReaderDomain
import ZReaderScreen
import ZReaderStore
import ZReaderTestSupport

/// `D` on the home screen: the loaded days' bodies into the cache, progress in the status line,
/// input never waiting for it.
@Suite("The offline download key", .serialized)
struct DownloadKeyTests {
    @Test func dFetchesTheLoadedDaysWithProgressInTheStatusLineThenSaysItIsDone() async throws {
        let server = try await FixtureServer.start()
        let folder = try TemporaryFolder()
        let options = LiveApp.options(api: server.baseURL, cacheDirectory: folder.file("cache"))
        let app = LiveApp(options: options, size: Size(columns: 100, rows: 30))
        #expect(await app.settle { $0.home.days.count == 2 && $0.home.olderStatus == .idle })
        let loaded = app.state.home.days
        // Every body on a slow answer, so the progress can be seen.
        try await server.setFaults(["news/9791101": ["delay:1"]])

        app.press(.character("D"))

        #expect(app.state.download == SyncProgress(dayCount: 2))
        #expect(app.lines.last?.contains("知乎日报 · 离线下载 0/2 天 · 0/0 篇") == true, "\(app.lines.last ?? "")")
        #expect(await app.settle(seconds: 60) { ($0.download?.storiesDone ?? 0) > 0 })
        #expect(app.lines.last?.contains("离线下载 0/2 天 · ") == true, "\(app.lines.last ?? "")")
        // Input goes on meanwhile.
        app.press(.character("j"))
        #expect(app.state.home.selection != .banner)
        #expect(await app.settle(seconds: 60) { $0.download == nil })

        let stories = loaded.flatMap(\.stories)
        #expect(app.lines.last?.contains("离线下载完成：2/2 天，\(stories.count) 篇") == true, "\(app.lines.last ?? "")")
        await app.close()
        let store = StoreOpener.open(cacheDirectory: folder.file("cache")).store
        for story in stories {
            #expect(try store.storyDetail(story.id) != nil, "\(story.id)")
        }
    }

    @Test func inTheDemoEditionThereIsNothingToDownload() async throws {
        var options = CommandLineOptions()
        options.demo = true
        let app = LiveApp(options: options)
        #expect(await app.settle { !$0.home.days.isEmpty })

        app.press(.character("D"))

        #expect(app.state.download == nil)
        #expect(app.lines.last?.contains("演示数据已在本机，无需离线下载") == true)
    }
}
