import Foundation
import Testing
import ZReaderTestSupport

#if canImport(Glibc)
    import Glibc
#endif

/// `kill -9` at any moment never leaves a damaged or half-written database: a child process is
/// killed at varied moments while it writes, and the file it leaves is checked by SQLite itself
/// (Python's sqlite3, not zreader's code) and opened again by zreader.
@Suite("kill -9 while writing", .serialized)
struct KillNineTests {
    /// SQLite's own verdict on a file, and one query's rows, through Python.
    static func inspect(_ path: String, _ query: String) async throws -> (integrity: String, rows: [String]) {
        let script = """
            import sqlite3, sys
            connection = sqlite3.connect(sys.argv[1])
            print(connection.execute("PRAGMA integrity_check").fetchone()[0])
            print(connection.execute("PRAGMA foreign_key_check").fetchall() == [] and "keys ok" or "keys broken")
            try:
                rows = connection.execute(sys.argv[2]).fetchall()
            except sqlite3.OperationalError as error:
                # Killed before the first migration committed: a file without tables yet.
                if "no such table" not in str(error):
                    raise
                rows = [(0, 0, 0)]
            for row in rows:
                print("|".join(str(value) for value in row))
            """
        let run = try await BuiltBinary.runWithoutBlocking(try FixtureServer.findPython(), ["-c", script, path, query])
        let lines = run.output.split(separator: "\n").map(String.init)
        guard run.status == 0, lines.count >= 2 else { return ("python failed: \(run.error)", []) }
        return (lines[0] + ", " + lines[1], Array(lines.dropFirst(2)))
    }

    /// The favourites `FavouriteToggler` leaves after `toggles` toggles, as `id|has page` rows.
    static func favourites(after toggles: Int) -> [String] {
        var kept: Set<Int> = []
        for toggle in 0..<toggles {
            let id = 1 + toggle % 50
            if kept.contains(id) { kept.remove(id) } else { kept.insert(id) }
        }
        return kept.sorted().map { "\($0)|1" }
    }

    @Test(arguments: [5, 20, 45, 90, 160, 250])
    func killedWhileTogglingFavouritesLeavesTheFileWholeAndEveryToggleAllOrNothing(_ milliseconds: Int) async throws {
        let bench = try #require(BuiltBinary.path("zreader-bench"), "zreader-bench has not been built")
        let folder = try TemporaryFolder()
        let toggler = try BackgroundProcess(executable: bench, arguments: ["toggle-favourites", folder.path, "100000"])
        // Started once it has stored a toggle, then killed a varied while later.
        let deadline = ContinuousClock.now + .seconds(20)
        while !toggler.output().contains("toggled 1\n"), toggler.isRunning, ContinuousClock.now < deadline {
            try await Task.sleep(for: .milliseconds(2))
        }
        try await Task.sleep(for: .milliseconds(milliseconds))
        kill(toggler.pid, SIGKILL)
        _ = await toggler.exitStatus()
        let printed =
            toggler.output().split(separator: "\n").last.flatMap { Int($0.split(separator: " ").last ?? "") } ?? 0
        #expect(printed >= 1)

        let found = try await Self.inspect(
            folder.file("data.db"),
            """
            SELECT f.id, count(p.id) FROM favourites AS f LEFT JOIN favourite_pages AS p ON p.id = f.id
            GROUP BY f.id ORDER BY f.id
            """)

        #expect(found.integrity == "ok, keys ok")
        // The toggle under way when the kill came is either all there or not at all.
        #expect(
            found.rows == Self.favourites(after: printed) || found.rows == Self.favourites(after: printed + 1),
            "after \(printed) toggles: \(found.rows)")
        let reopened = try await BuiltBinary.runWithoutBlocking(
            bench, ["toggle-favourites", folder.path, "1"])
        #expect(reopened.status == 0, "\(reopened.output)")
    }

    /// The reading places `PlaceSaver` leaves after `saves` saves, as `id|block|text_offset` rows by id:
    /// the newest `ReadingPlace.keptStories` (300) saves, each story's latest.
    static func places(after saves: Int) -> [String] {
        (max(0, saves - 300)..<saves).map { (id: 1000 + $0 % 400, block: $0) }.sorted { $0.id < $1.id }
            .map { "\($0.id)|\($0.block)|\($0.block % 7 * 12)" }
    }

    @Test(arguments: [5, 20, 45, 90, 160, 250])
    func killedWhileKeepingReadingPlacesLosesNoFavouriteReadMarkOrEarlierPlace(_ milliseconds: Int) async throws {
        let bench = try #require(BuiltBinary.path("zreader-bench"), "zreader-bench has not been built")
        let folder = try TemporaryFolder()
        let saver = try BackgroundProcess(executable: bench, arguments: ["remember-places", folder.path, "100000"])
        // Killed a varied while after it has passed the bound, so that each save drops the oldest
        // place in its transaction too.
        let deadline = ContinuousClock.now + .seconds(60)
        while !saver.output().contains("saved 320\n"), saver.isRunning, ContinuousClock.now < deadline {
            try await Task.sleep(for: .milliseconds(2))
        }
        try await Task.sleep(for: .milliseconds(milliseconds))
        kill(saver.pid, SIGKILL)
        _ = await saver.exitStatus()
        let printed =
            saver.output().split(separator: "\n").last.flatMap { Int($0.split(separator: " ").last ?? "") } ?? 0
        #expect(printed >= 320)

        let file = folder.file("data.db")
        let owned = try await Self.inspect(
            file,
            """
            SELECT (SELECT count(*) FROM favourites), (SELECT count(*) FROM favourite_pages),
                (SELECT count(*) FROM read_marks)
            """)
        #expect(owned.integrity == "ok, keys ok")
        #expect(owned.rows == ["10|10|20"], "favourites, their pages, read marks: \(owned.rows)")
        // Every earlier place is there; the save under way when the kill came, all or nothing.
        let places = try await Self.inspect(file, "SELECT id, block, text_offset FROM reading_places ORDER BY id")
        #expect(
            places.rows == Self.places(after: printed) || places.rows == Self.places(after: printed + 1),
            "after \(printed) saves: \(places.rows.count) places, \(places.rows.prefix(3))")
        // The home list's one row: the last save's, or the one under way.
        let home = try await Self.inspect(file, "SELECT count(*), story, screen_row FROM home_place")
        let expected = [printed, printed + 1].map { "1|\(1000 + ($0 - 1) % 400)|\(($0 - 1) % 50)" }
        #expect(home.rows.count == 1 && expected.contains(home.rows[0]), "after \(printed) saves: \(home.rows)")

        let reopened = try await BuiltBinary.runWithoutBlocking(bench, ["remember-places", folder.path, "1"])
        #expect(reopened.status == 0, "\(reopened.output)")
    }

    @Test(arguments: [100, 250, 500, 800, 1200])
    func killedDuringSyncLeavesAWholeCacheThatZreaderOpensAgain(_ milliseconds: Int) async throws {
        let zreader = try BuiltBinary.zreader()
        // Made-up days only: eight stories each, so that a day's list is whole or missing.
        let server = try await FixtureServer.start(roots: [], synthetic: true)
        let folder = try TemporaryFolder()
        let arguments = [
            "sync", "--api", server.baseURL.absoluteString, "--cache-dir", folder.file("cache"), "--data-dir",
            folder.file("data"), "--days", "20",
        ]
        let sync = try BackgroundProcess(executable: zreader, arguments: arguments)
        try await Task.sleep(for: .milliseconds(milliseconds))
        kill(sync.pid, SIGKILL)
        #expect(await sync.exitStatus() == 128 + SIGKILL, "it had finished before the kill: \(sync.errorOutput())")

        // Killed before the cache had its tables, there is nothing to check but the reopening.
        let file = folder.file("cache/cache.db")
        let size = (try? FileManager.default.attributesOfItem(atPath: file)[.size] as? Int) ?? 0
        if size > 0 {
            try await expectWhole(file)
        }
        let reopened = try await BuiltBinary.runWithoutBlocking(
            zreader,
            ["--offline", "--cache-dir", folder.file("cache"), "--data-dir", folder.file("data"), "--days", "1"])
        #expect(reopened.status == 0, "\(reopened.error)")
        #expect(!reopened.error.contains("损坏") && !reopened.error.contains("不可用"), "\(reopened.error)")
    }

    /// The cache a killed sync left: sound, and every stored day with its whole list.
    private func expectWhole(_ file: String) async throws {
        let found = try await Self.inspect(
            file,
            "SELECT (SELECT count(*) FROM days), (SELECT count(*) FROM day_entries), (SELECT count(*) FROM story_details)"
        )
        #expect(found.integrity == "ok, keys ok")
        let counts = found.rows.first?.split(separator: "|").compactMap { Int($0) } ?? []
        // Every stored day has its whole list: lists are stored in one transaction each.
        #expect(counts.count == 3 && counts[1] == 8 * counts[0] || counts.first == 0, "\(found.rows)")
    }
}
