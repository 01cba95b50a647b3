import Foundation
import Testing
import ZReaderTestSupport

/// Another process holds the data file's write lock (a second zreader stuck, a backup tool): the
/// favourites zreader cannot write cost those writes, never the quit.
@Suite("A write-locked data file")
struct LockedDataFileTests {
    @Test func quittingWithFavouritesWaitingOnALockedDataFileTakesASecondOrSo() async throws {
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
        // Four favourites, each waiting on the lock (SQLite's busy wait: seconds each).
        for _ in 0..<4 {
            await tmux.send("j")
            await tmux.send("s")
        }
        try await Task.sleep(for: .milliseconds(300))
        let quit = ContinuousClock.now
        await tmux.send("q")
        #expect(await tmux.waitFor(seconds: 40) { $0.contains("ZREADER-EXIT=0") }.matched)
        // A second for the stores, the rest a loaded machine's slack; the writes behind the lock
        // (four of them, five seconds each) are not waited for.
        let took = ContinuousClock.now - quit
        #expect(took < .seconds(10), "quitting took \(took)")
    }
}
