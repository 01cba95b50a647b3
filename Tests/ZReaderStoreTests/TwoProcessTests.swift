import Foundation
import Testing
import ZReaderDomain
import ZReaderStore
import ZReaderTestSupport

@Suite("Two processes on one cache")
struct TwoProcessTests {
    let scratch: TemporaryFolder

    init() throws {
        scratch = try TemporaryFolder()
    }

    /// Holds a write transaction on the cache, says so in a file, and commits a second after the
    /// test says go: how late the test gets there on a loaded machine changes nothing.
    private static let lockingScript = """
        import os, sqlite3, sys, time
        database, ready, go = sys.argv[1], sys.argv[2], sys.argv[3]
        connection = sqlite3.connect(database, timeout=10, isolation_level=None)
        connection.execute("BEGIN IMMEDIATE")
        connection.execute("INSERT INTO story_extras VALUES (424242, 1, 2, 3, 5, 1)")
        with open(ready, "w") as signal:
            signal.write("locked")
        deadline = time.monotonic() + 60
        while not os.path.exists(go) and time.monotonic() < deadline:
            time.sleep(0.005)
        time.sleep(1.0)
        connection.execute("COMMIT")
        connection.close()
        """

    @Test func aSaveWaitsForAnotherProcesssWriteAndReadsGoOnMeanwhile() async throws {
        let store = StoreOpener.open(cacheDirectory: scratch.path).store
        let earlier = try Samples.day("20261129", [1, 2])
        try store.saveDay(earlier, topStories: nil)
        let ready = scratch.file("python-ready")
        let go = scratch.file("python-go")

        let python = try BackgroundProcess(
            executable: try FixtureServer.findPython(),
            arguments: ["-c", Self.lockingScript, scratch.cacheFile, ready, go])
        let deadline = ContinuousClock.now + .seconds(20)
        while !FileManager.default.fileExists(atPath: ready), ContinuousClock.now < deadline {
            try await Task.sleep(for: .milliseconds(5))
        }
        try #require(
            FileManager.default.fileExists(atPath: ready),
            "python never took the lock: \(python.stop()) \(python.errorOutput())")

        #expect(try store.day(earlier.date) == earlier)
        #expect(try store.storyExtra(StoryID(424242)) == nil)
        let later = try Samples.day("20261130", [3, 4])
        try Data().write(to: URL(fileURLWithPath: go))
        let start = ContinuousClock.now
        try store.saveDay(later, topStories: nil)
        let waited = ContinuousClock.now - start

        #expect(waited > .milliseconds(500), "the save did not wait for the other process's lock")
        #expect(try store.storyExtra(StoryID(424242))?.popularity == 1)
        #expect(try store.latestDay()?.day == later)
        #expect(await python.exitStatus() == 0, "\(python.errorOutput())")
    }

    /// Two zreaders started at once on a machine with no cache yet (a tmux session restored):
    /// the one that comes second sees the file the first is creating, and must take it for
    /// zreader's own, not for a foreign file.
    @Test func twoOpenedAtOnceOnAFreshFolderBothUseTheFile() async throws {
        for attempt in 0..<40 {
            let folder = scratch.file("fresh-\(attempt)")
            let notices = await withTaskGroup(of: String?.self) { group in
                for _ in 0..<2 {
                    group.addTask { await OwnThread.run { StoreOpener.open(cacheDirectory: folder).notice?.string } }
                }
                return await group.reduce(into: [String?]()) { $0.append($1) }
            }
            #expect(notices == [nil, nil], "attempt \(attempt): \(notices)")
            if notices != [nil, nil] { break }
        }
    }

    @Test func twoStoresOnOneFileSeeEachOthersWrites() throws {
        let first = StoreOpener.open(cacheDirectory: scratch.path)
        let second = StoreOpener.open(cacheDirectory: scratch.path)
        #expect(first.notice == nil && second.notice == nil)

        let day = try Samples.day("20261130", [1, 2])
        try first.store.saveDay(day, topStories: [Samples.topStory(1)])
        #expect(try second.store.latestDay()?.day == day)

        try second.store.saveStoryDetail(Samples.detail(2, body: "正文"))
        #expect(try first.store.storyDetail(StoryID(2)) == Samples.detail(2, body: "正文"))
    }
}
