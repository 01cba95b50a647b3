import Foundation
import Testing
import ZReaderTestSupport

/// The built binary in tmux against the fixture server, with a cache on disk.
@Suite("zreader in tmux with the fixture server", .serialized)
struct LiveEndToEndTests {
    func binary() throws -> String { try BuiltBinary.zreader() }

    func command(_ arguments: String) throws -> String {
        "env -u NO_COLOR -u COLORTERM -u ZREADER_API TERM=xterm-256color \(try binary()) \(arguments); echo ZREADER-EXIT=$?; sleep 60"
    }

    /// The section headers visible on a screen, top to bottom.
    func headers(_ screen: String) -> [String] {
        screen.split(separator: "\n").compactMap { line in
            let text = line.trimmingCharacters(in: .whitespaces)
            return text.range(of: #"^\d\d月\d\d日 星期."#, options: .regularExpression) != nil ? text : nil
        }
    }

    @Test func loadsThreeOlderDaysThenShowsTheSameDaysOffline() async throws {
        let server = try await FixtureServer.start()
        let cache = try TemporaryFolder()
        let online = try TmuxSession(
            command: try command(
                "--api \(server.baseURL.absoluteString) --cache-dir \(cache.path) --data-dir \(cache.path)/data"))
        #expect(await online.waitFor { $0.contains("在南极越冬站工作一年") && !$0.contains("加载中") }.matched)
        var seen: [String] = []
        for _ in 0..<3 {
            await online.send("G")
            let screen = await online.waitFor { screen in
                let now = headers(screen)
                return !now.isEmpty && !now.allSatisfy(seen.contains) && !screen.contains("加载中")
            }
            #expect(screen.matched, "\(screen.screen)")
            seen += headers(screen.screen).filter { !seen.contains($0) }
        }
        await online.send("q")
        #expect(await online.waitFor { $0.contains("ZREADER-EXIT=0") }.matched)
        #expect(seen.count >= 3, "headers seen: \(seen)")
        // Quitting folds SQLite's write-ahead log into cache.db: the file alone holds the days.
        let files = try FileManager.default.contentsOfDirectory(atPath: cache.path)
        #expect(files.contains("cache.db") && !files.contains("cache.db-wal"), "\(files)")

        try await server.reset()
        let offline = try TmuxSession(
            command: try command(
                "--offline --api \(server.baseURL.absoluteString) --cache-dir \(cache.path) --data-dir \(cache.path)/data"
            ))
        // It reopens where the online run was left (the bottom): g goes to today's top first.
        #expect(await offline.waitFor { $0.contains("离线 · 缓存") }.matched)
        await offline.send("g")
        #expect(await offline.waitFor { $0.contains("在南极越冬站工作一年") && $0.contains("离线 · 缓存") }.matched)
        // Page through everything the cache holds, collecting the date headers on the way.
        var offlineSeen: [String] = []
        for _ in 0..<40 {
            let screen = await offline.screen()
            offlineSeen += headers(screen).filter { !offlineSeen.contains($0) }
            if screen.contains("没有更早的缓存") { break }
            await offline.send("Space")
            try await Task.sleep(for: .milliseconds(100))
        }
        #expect(seen.allSatisfy(offlineSeen.contains), "online \(seen), offline \(offlineSeen)")
        await offline.send("q")
        #expect(await offline.waitFor { $0.contains("ZREADER-EXIT=0") }.matched)
        #expect(try await server.requestLog() == [])
    }

    @Test func twoZreadersShareOneCache() async throws {
        let server = try await FixtureServer.start()
        let cache = try TemporaryFolder()
        let arguments = "--api \(server.baseURL.absoluteString) --cache-dir \(cache.path) --data-dir \(cache.path)/data"
        let first = try TmuxSession(command: try command(arguments))
        let second = try TmuxSession(command: try command(arguments))
        for session in [first, second] {
            #expect(await session.waitFor { $0.contains("在南极越冬站工作一年") && !$0.contains("加载中") }.matched)
            await session.send("G")
        }
        for session in [first, second] {
            let screen = await session.waitFor { !headers($0).isEmpty && !$0.contains("加载中") }
            #expect(screen.matched, "\(screen.screen)")
            #expect(!screen.screen.contains("缓存不可用") && !screen.screen.contains("损坏"), "\(screen.screen)")
            await session.send("q")
            #expect(await session.waitFor { $0.contains("ZREADER-EXIT=0") }.matched)
        }
        let names = try FileManager.default.contentsOfDirectory(atPath: cache.path)
        #expect(!names.contains { $0.contains("corrupt") })
    }

    @Test func qQuitsAtOnceWhileRequestsHang() async throws {
        let server = try await FixtureServer.start()
        try await server.setFaults(["news/latest": ["delay:30*"], "news/before/20261130": ["delay:30*"]])
        let cache = try TemporaryFolder()
        let tmux = try TmuxSession(
            command: try command(
                "--api \(server.baseURL.absoluteString) --cache-dir \(cache.path) --data-dir \(cache.path)/data"))
        #expect(await tmux.waitFor { $0.contains("加载中") }.matched)
        await tmux.send("?")
        #expect(await tmux.waitFor(seconds: 15) { $0.contains("帮助 · 首页") }.matched)
        let start = Date()
        await tmux.send("q", "q")
        #expect(await tmux.waitFor(seconds: 15) { $0.contains("ZREADER-EXIT=0") }.matched)
        // Quitting does not wait for the 30 s answers.
        #expect(Date().timeIntervalSince(start) < 15)
    }
}
