import Foundation
import Testing
import ZReaderTestSupport

/// Another process holds the data file's write lock (a second zreader stuck, a backup tool): the
/// favourites zreader cannot write cost those writes, never the quit.
@Suite("A write-locked data file")
struct LockedDataFileTests {
    @Test func favouritesWaitingOnALockedDataFileHoldBackNeitherAStoryNorTheQuit() async throws {
        let server = try await FixtureServer.start()
        defer { server.stop() }
        let folder = try TemporaryFolder()
        let data = folder.file("data")
        let backup = folder.file("backup.json")
        try Data(FavouritesTransferTests.backup.utf8).write(to: URL(fileURLWithPath: backup))
        let zreader = try BuiltBinary.zreader()
        let imported = try await BuiltBinary.runWithoutBlocking(
            zreader, ["favourites", "import", backup, "--cache-dir", folder.file("cache"), "--data-dir", data])
        #expect(imported.status == 0, "\(imported.error)")
        // SQLite's own write lock, held by Python until the test ends.
        let script = """
            import sqlite3, sys, time
            connection = sqlite3.connect(sys.argv[1], isolation_level=None)
            connection.execute("BEGIN EXCLUSIVE")
            print("locked", flush=True)
            time.sleep(120)
            """
        let locker = try BackgroundProcess(
            executable: try FixtureServer.findPython(), arguments: ["-c", script, data + "/data.db"])
        defer { _ = locker.stop() }
        let deadline = ContinuousClock.now + .seconds(20)
        while !locker.output().contains("locked"), locker.isRunning, ContinuousClock.now < deadline {
            try await Task.sleep(for: .milliseconds(10))
        }
        #expect(locker.output().contains("locked"), "\(locker.errorOutput())")

        let tmux = try TmuxSession(
            command: "env -u ZREADER_API TERM=xterm-256color \(zreader) --api \(server.baseURL.absoluteString) "
                + "--cache-dir \(folder.file("cache")) --data-dir \(data); echo ZREADER-EXIT=$?; sleep 60")
        #expect(await tmux.waitFor { $0.contains("在南极越冬站工作一年") }.matched)
        // Four favourites, each waiting on the lock until the writer gives it up.
        for _ in 0..<4 {
            await tmux.send("j")
            await tmux.send("s")
        }
        // The story opens while they wait: the loader never queues behind the data file's writes.
        // Alone it takes 0.1 s; before the writer had a thread of its own, four busy waits of five
        // seconds came first (25 s). The bound is a loaded machine's (7.7 s seen in a whole run).
        let opened = ContinuousClock.now
        await tmux.send("Enter")
        let reader = await tmux.waitFor(seconds: 30) { $0.contains("q 返回") && !$0.contains("加载中") }
        #expect(reader.matched, "\(reader.screen)")
        let opening = ContinuousClock.now - opened
        #expect(opening < .seconds(12), "the story took \(opening) to open")
        // Each write gives up after its bound and says so, naming the data file.
        let told = await tmux.waitFor(seconds: 30) { $0.contains("收藏数据文件") }
        #expect(told.matched, "\(told.screen)")
        #expect(!told.screen.contains("缓存"), "\(told.screen)")
        let quit = ContinuousClock.now
        await tmux.send("q")
        await tmux.send("q")
        #expect(await tmux.waitFor(seconds: 40) { $0.contains("ZREADER-EXIT=0") }.matched)
        // A second for the stores (1.0 s alone), the rest a loaded machine's slack (3.2 s seen in a
        // whole run); the writes behind the lock are not waited for.
        let took = ContinuousClock.now - quit
        #expect(took < .seconds(6), "quitting took \(took)")
    }
}
