import Foundation
import Testing
import ZReaderDomain
import ZReaderScreen
import ZReaderTestSupport

@testable import ZReaderModel

/// Read as a new user would after `zreader sync`: offline, every picture of the synced days is
/// drawn (the banner, the thumbnails, the reader's header and figures), the comments show with
/// when they were fetched, and nothing is asked of the server.
@Suite("Offline after a sync", .serialized)
struct OfflineAfterSyncTests {
    let folder: TemporaryFolder

    init() throws {
        folder = try TemporaryFolder()
    }

    /// Delivers results until every picture the screen wants has arrived (true), or 60 s pass.
    func settlePictures(_ app: LiveApp) async -> Bool {
        await app.settle(seconds: 60) { state in
            let wanted = PictureDemand.wanted(state)
            return !wanted.isEmpty && state.pictures.loading.isEmpty
                && wanted.allSatisfy { state.pictures.picture(for: $0) != nil }
        }
    }

    @Test func everyPictureAndTheCommentsOfASyncedDayShowAndNothingIsRequested() async throws {
        let server = try await FixtureServer.start()
        let cache = folder.file("cache")
        let sync = try await BuiltBinary.runWithoutBlocking(
            try BuiltBinary.zreader(),
            [
                "sync", "--api", server.baseURL.absoluteString, "--cache-dir", cache, "--data-dir",
                folder.file("data"), "--days", "0",
            ])
        #expect(sync.status == 0, "\(sync.error)")
        try await server.reset()

        var options = LiveApp.options(
            api: server.baseURL, cacheDirectory: cache, dataDirectory: folder.file("data"), offline: true)
        options.images = .on
        let app = LiveApp(options: options, size: Size(columns: 100, rows: 40), showsPictures: true)
        #expect(await app.settle { $0.home.latestStatus == .loaded })

        // The home screen: the banner and every thumbnail on screen.
        #expect(await settlePictures(app), "home: \(PictureDemand.wanted(app.state).map(\.description))")
        #expect(PictureDemand.wanted(app.state).contains { $0.purpose == .banner })
        #expect(PictureDemand.wanted(app.state).filter { $0.purpose == .thumbnail }.count >= 4)

        // The second story (two figures): its header picture, then its figures a page at a time.
        app.press(.character("j"), .character("j"), .enter)
        #expect(await app.settle { state in if case .loaded = state.reader?.content { true } else { false } })
        #expect(await settlePictures(app), "reader: \(PictureDemand.wanted(app.state).map(\.description))")
        #expect(PictureDemand.wanted(app.state).contains { $0.purpose == .header })
        var figures = PictureDemand.wanted(app.state).filter { $0.purpose == .figure }.count
        for _ in 0..<6 {
            app.press(.character(" "))
            if !PictureDemand.wanted(app.state).isEmpty {
                #expect(await settlePictures(app), "\(PictureDemand.wanted(app.state).map(\.description))")
            }
            figures += PictureDemand.wanted(app.state).filter { $0.purpose == .figure }.count
        }
        #expect(
            figures > 0,
            "the story's figures were on screen: \(app.state.reader.map { "\($0.storyID) \($0.figures(in: 0..<10_000).count)" } ?? "")"
        )

        // Its comments, from the cache, with when they were fetched.
        app.press(.character("c"))
        #expect(await app.settle { $0.comments?.isLoading == false })
        #expect(app.lines.contains { $0.contains("离线 · 评论获取于") }, "\(app.lines.joined(separator: "\n"))")
        #expect(!app.lines.contains { $0.contains("评论需要网络") || $0.contains("评论未下载") })

        #expect(try await server.requestLog().isEmpty)
        #expect(try await server.imageLog().isEmpty)
        await app.close()
    }
}
