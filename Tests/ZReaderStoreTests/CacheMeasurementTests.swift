import Foundation
import Testing
import ZReaderModel
import ZReaderTestSupport
@testable import ZReaderStore

#if canImport(Glibc)
    import Glibc
#endif

/// Size and opening time of a year's cache; prints its numbers instead of asserting them, so it
/// only runs when asked: `ZREADER_STORE_MEASURE=1 swift test --filter CacheMeasurementTests`.
@Suite("Measuring a year of cache")
struct CacheMeasurementTests {
    static let isRequested = ProcessInfo.processInfo.environment["ZREADER_STORE_MEASURE"] == "1"

    @Test(.enabled(if: isRequested)) func aYearOfStoriesWithBodies() throws {
        let scratch = try TemporaryFolder()
        let newest = try Samples.date("20261130")
        let filling = ContinuousClock.now
        do {
            let store = StoreOpener.open(cacheDirectory: scratch.path).store
            var date = newest
            for dayIndex in 0..<365 {
                let stories = (0..<8).map { Samples.story(dayIndex * 8 + $0) }
                let banner = dayIndex == 0 ? (1...5).map { Samples.topStory($0) } : nil
                try store.saveDay(DayFeed(date: date, stories: stories), topStories: banner)
                for story in stories {
                    let id = story.id.rawValue
                    try store.saveStoryDetail(Samples.detail(id, body: Samples.body(kilobytes: 4, seed: id)))
                    try store.saveStoryExtra(
                        StoryExtra(popularity: id, longComments: 1, shortComments: 2, comments: 3), for: story.id)
                }
                date = date.previous
            }
        }
        let filled = ContinuousClock.now - filling
        let size = try #require(try FileManager.default.attributesOfItem(atPath: scratch.cacheFile)[.size] as? Int)
        report("filled 365 days x 8 stories (4 KB bodies) in \(filled)")
        report("cache.db: \(size) bytes (\(size / 1024) KiB); files: \(try scratch.contents())")

        dropFromPageCache(scratch.cacheFile)
        let cold = try openAndReadThreeDays(scratch.path, newest: newest)
        dropFromPageCache(scratch.cacheFile)
        let coldCheck = try quickCheckAlone(scratch.cacheFile)
        report("cold: open \(cold.open) + read latest and 2 older days \(cold.reads); quick_check alone \(coldCheck)")
        var runs: [(open: Duration, reads: Duration)] = []
        var checks: [Duration] = []
        for _ in 0..<9 {
            runs.append(try openAndReadThreeDays(scratch.path, newest: newest))
            checks.append(try quickCheckAlone(scratch.cacheFile))
        }
        let open = runs.map(\.open).sorted()[4]
        let reads = runs.map(\.reads).sorted()[4]
        report("warm, median of 9: open \(open) + reads \(reads); quick_check alone \(checks.sorted()[4])")
    }

    private func quickCheckAlone(_ path: String) throws -> Duration {
        let database = try SQLiteDatabase(path: path, flags: [.readOnly, .noMutex])
        let start = ContinuousClock.now
        let verdict = try database.rows("PRAGMA quick_check") { row throws(SQLiteError) in row.text(at: 0) }
        let elapsed = ContinuousClock.now - start
        #expect(verdict == ["ok"])
        return elapsed
    }

    private func openAndReadThreeDays(_ directory: String, newest: DayStamp) throws -> (
        open: Duration, reads: Duration
    ) {
        let start = ContinuousClock.now
        let opened = StoreOpener.open(cacheDirectory: directory)
        let openedAt = ContinuousClock.now
        #expect(opened.notice == nil)
        let latest = try #require(try opened.store.latestDay())
        let older = try opened.store.day(newest.previous)
        let oldest = try opened.store.day(newest.previous.previous)
        let reads = ContinuousClock.now - openedAt
        #expect(latest.day.stories.count == 8 && latest.topStories.count == 5)
        #expect(older?.stories.count == 8 && oldest?.stories.count == 8)
        return (openedAt - start, reads)
    }

    /// Asks the kernel to forget the file's cached pages, so the first open reads from disk.
    private func dropFromPageCache(_ path: String) {
        let descriptor = open(path, O_RDONLY)
        guard descriptor >= 0 else { return }
        fsync(descriptor)
        posix_fadvise(descriptor, 0, 0, Int32(POSIX_FADV_DONTNEED))
        close(descriptor)
    }

    private func report(_ line: String) {
        print("zreader-store-measure: \(line)")
    }
}
