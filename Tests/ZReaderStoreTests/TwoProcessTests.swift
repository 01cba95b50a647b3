import Foundation
import Testing
import ZReaderModel
import ZReaderStore
import ZReaderTestSupport

@Suite("Two processes on one cache")
struct TwoProcessTests {
    let scratch: TemporaryFolder

    init() throws {
        scratch = try TemporaryFolder()
    }

    /// Holds a write transaction on the cache for a second, after saying so in a file.
    private static let lockingScript = """
        import sqlite3, sys, time
        database, ready = sys.argv[1], sys.argv[2]
        connection = sqlite3.connect(database, timeout=10, isolation_level=None)
        connection.execute("BEGIN IMMEDIATE")
        connection.execute("INSERT INTO story_extras VALUES (424242, 1, 2, 3, 5, 1)")
        with open(ready, "w") as signal:
            signal.write("locked")
        time.sleep(1.0)
        connection.execute("COMMIT")
        connection.close()
        """

    @Test func aSaveWaitsForAnotherProcesssWriteAndReadsGoOnMeanwhile() throws {
        let store = StoreOpener.open(cacheDirectory: scratch.path).store
        let earlier = try Samples.day("20261129", [1, 2])
        try store.saveDay(earlier, topStories: nil)
        let ready = scratch.file("python-ready")

        let python = try BackgroundProcess(
            executable: try FixtureServer.findPython(), arguments: ["-c", Self.lockingScript, scratch.cacheFile, ready])
        let deadline = ContinuousClock.now + .seconds(20)
        while !FileManager.default.fileExists(atPath: ready), ContinuousClock.now < deadline {
            usleep(5_000)
        }
        try #require(
            FileManager.default.fileExists(atPath: ready),
            "python never took the lock: \(python.stop()) \(python.errorOutput())")

        #expect(try store.day(earlier.date) == earlier)
        #expect(try store.storyExtra(StoryID(424242)) == nil)
        let later = try Samples.day("20261130", [3, 4])
        let start = ContinuousClock.now
        try store.saveDay(later, topStories: nil)
        let waited = ContinuousClock.now - start

        #expect(waited > .milliseconds(500), "the save did not wait for the other process's lock")
        #expect(try store.storyExtra(StoryID(424242))?.popularity == 1)
        #expect(try store.latestDay()?.day == later)
        #expect(python.wait() == 0, "\(python.errorOutput())")
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
