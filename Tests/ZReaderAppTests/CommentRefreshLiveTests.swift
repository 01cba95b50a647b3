import Foundation
import Testing
import ZReaderDomain
import ZReaderScreen
import ZReaderTestSupport

@testable import ZReaderModel

/// Online after a sync, with a slow server: a story's comments are on screen from the cache long
/// before the server answers, and its answer then takes their place.
@Suite("Cached comments before a slow server's answer", .serialized)
struct CommentRefreshLiveTests {
    let folder: TemporaryFolder

    init() throws {
        folder = try TemporaryFolder()
    }

    @Test func theSyncedCommentsShowBeforeTheSlowAnswerArrives() async throws {
        let server = try await FixtureServer.start()
        let cache = folder.file("cache")
        let sync = try await BuiltBinary.runWithoutBlocking(
            try BuiltBinary.zreader(),
            [
                "sync", "--api", server.baseURL.absoluteString, "--cache-dir", cache, "--data-dir",
                folder.file("data"), "--days", "0", "--no-pictures",
            ])
        #expect(sync.status == 0, "\(sync.error)")

        let options = LiveApp.options(api: server.baseURL, cacheDirectory: cache, dataDirectory: folder.file("data"))
        let app = LiveApp(options: options, size: Size(columns: 100, rows: 40))
        #expect(await app.settle { $0.home.latestStatus == .loaded })
        app.press(.character("j"), .enter)
        #expect(await app.settle { state in if case .loaded = state.reader?.content { true } else { false } })
        let id = try #require(app.state.reader?.storyID)
        let slow = ["delay:6"]
        try await server.reset()
        try await server.setFaults(["story/\(id)/long-comments": slow, "story/\(id)/short-comments": slow])
        let asked = ContinuousClock.now

        app.press(.character("c"))
        // Both lists from the cache: each has its copy standing in, or is done.
        #expect(
            await app.settle { state in
                guard let comments = state.comments, !comments.layout.commentRows.isEmpty else { return false }
                return comments.threads.values.allSatisfy { $0.standInStart != nil || $0.status != .loading }
            })
        let waited = ContinuousClock.now - asked
        let shown = app.lines.joined(separator: "\n")
        // The server holds its answers 6 s: comments on screen sooner came from the cache.
        #expect(waited < .seconds(5), "\(waited)")
        #expect(app.state.comments?.threads.values.contains { $0.status == .loading } == true, "\(shown)")
        #expect(!shown.contains("离线") && !shown.contains("加载中"), "\(shown)")

        #expect(
            await app.settle(seconds: 30) { state in
                state.comments?.threads.values.allSatisfy { $0.status != .loading } == true
            })
        #expect(app.state.comments?.layout.commentRows.isEmpty == false)
        await app.close()
    }
}
