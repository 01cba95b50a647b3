import Foundation
import Testing
import ZReaderTestSupport

/// Search as a user meets it: a cache filled through the fixture server, then searched offline.
@Suite("Searching the cache in tmux", .serialized)
struct SearchEndToEndTests {
    func command(_ arguments: String) throws -> String {
        "env -u NO_COLOR -u COLORTERM -u ZREADER_API TERM=xterm-256color \(try BuiltBinary.zreader()) \(arguments); "
            + "echo ZREADER-EXIT=$?; sleep 60"
    }

    @Test func storiesReadOnceAreFoundOfflineByTitleAndByBody() async throws {
        let server = try await FixtureServer.start()
        let cache = try TemporaryFolder()
        let online = try TmuxSession(
            command: try command(
                "--api \(server.baseURL.absoluteString) --cache-dir \(cache.path) --data-dir \(cache.path)/data"))
        #expect(await online.waitFor { $0.contains("在南极越冬站工作一年") && !$0.contains("加载中") }.matched)
        // Reading a story caches its body, which the index then holds.
        await online.send("j", "j", "Enter")
        #expect(await online.waitFor { $0.contains("q 返回") && !$0.contains("加载中") }.matched)
        await online.send("q")
        try await Task.sleep(for: .milliseconds(500))
        await online.send("q")
        #expect(await online.waitFor { $0.contains("ZREADER-EXIT=0") }.matched)
        try await server.reset()

        let offline = try TmuxSession(
            command: try command("--offline --cache-dir \(cache.path) --data-dir \(cache.path)/data"), columns: 100,
            rows: 30)
        #expect(await offline.waitFor { $0.contains("离线 · 缓存") }.matched)
        await offline.send("/")
        await offline.sendLiteral("南极")
        await offline.send("Enter")
        let results = await offline.waitFor { $0.contains("搜索 · “南极”") && $0.contains("篇") }
        #expect(results.matched, "\(results.screen)")
        #expect(results.screen.contains("在南极越冬站工作一年"))
        // A word of the body only: a two-character query, answered without the trigram index.
        await offline.send("/")
        await offline.sendLiteral("极夜")
        await offline.send("Enter")
        let body = await offline.waitFor { $0.contains("搜索 · “极夜”") && $0.contains("篇") }
        #expect(body.matched && body.screen.contains("在南极越冬站工作一年"), "\(body.screen)")
        await offline.send("Enter")
        #expect(await offline.waitFor { $0.contains("查找 1/") }.matched)
        await offline.send("q", "q", "q")
        #expect(await offline.waitFor { $0.contains("ZREADER-EXIT=0") }.matched)
    }
}
