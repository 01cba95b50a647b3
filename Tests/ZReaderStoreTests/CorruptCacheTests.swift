import Foundation
import Testing
import ZReaderDomain
import ZReaderTestSupport

@testable import ZReaderStore

@Suite("A damaged cache is moved aside and replaced")
struct CorruptCacheTests {
    let scratch: TemporaryFolder

    init() throws {
        scratch = try TemporaryFolder()
    }

    @Test func aFileOfGarbageIsMovedAside() throws {
        let garbage = Data((0..<10_000).map { UInt8(truncatingIfNeeded: $0 &* 7919 &+ 13) })
        try garbage.write(to: URL(fileURLWithPath: scratch.cacheFile))

        try expectMovedAsideAndReplaced(original: garbage)
    }

    @Test func aZeroedFileIsMovedAside() throws {
        let zeros = Data(count: 16_384)
        try zeros.write(to: URL(fileURLWithPath: scratch.cacheFile))

        try expectMovedAsideAndReplaced(original: zeros)
    }

    @Test func aTruncatedDatabaseIsMovedAside() throws {
        do {
            let store = StoreOpener.open(cacheDirectory: scratch.path).store
            try fillThirtyDays(of: store)
        }
        #expect(try scratch.contents() == ["cache.db"], "the store did not close cleanly")
        let whole = try scratch.bytes(of: "cache.db")
        let half = whole.prefix(whole.count / 2)
        try half.write(to: URL(fileURLWithPath: scratch.cacheFile))

        try expectMovedAsideAndReplaced(original: Data(half))
    }

    /// With a log left behind, the file cannot be judged by its length at start (another zreader
    /// may be growing it): the check after the first frame finds the damage.
    @Test func aDamagedDatabaseWithALiveLogIsNotWrittenToBeforeItIsMoved() async throws {
        let source = try TemporaryFolder()
        do {
            let store = StoreOpener.open(cacheDirectory: source.path).store
            try fillThirtyDays(of: store)
        }
        do {
            // Copied while a connection holds recent commits in the log, as a crash would leave it.
            let store = StoreOpener.open(cacheDirectory: source.path).store
            for id in 1000..<1040 {
                try store.saveStoryDetail(Samples.detail(id, body: Samples.body(kilobytes: 4, seed: id)))
            }
            let whole = try source.bytes(of: "cache.db")
            try whole.prefix(whole.count / 2).write(to: URL(fileURLWithPath: scratch.cacheFile))
            try source.bytes(of: "cache.db-wal").write(to: URL(fileURLWithPath: scratch.file("cache.db-wal")))
        }
        let truncated = try scratch.bytes(of: "cache.db")
        let log = try scratch.bytes(of: "cache.db-wal")
        let notices = NoticeRecorder()
        let opened = StoreOpener.open(cacheDirectory: scratch.path, notices: { notices.record($0) })
        #expect(opened.notice == nil)

        await opened.store.maintain()

        let notice = try #require(notices.told.first?.string)
        #expect(notice.hasPrefix("缓存文件已损坏，已移到 cache.db.corrupt-") && notice.hasSuffix("，已新建缓存"), "\(notice)")
        let name = try #require(
            try scratch.contents().first {
                $0.hasPrefix("cache.db.corrupt-") && !$0.contains("-wal") && !$0.contains("-shm")
            })
        #expect(notice.contains(name))
        #expect(try scratch.bytes(of: name) == truncated)
        #expect(try scratch.bytes(of: name + "-wal") == log)
        #expect(try opened.store.latestDay() == nil)
        try opened.store.saveDay(try Samples.day("20261130", [1]), topStories: nil)
        #expect(try opened.store.latestDay()?.day.date == (try Samples.date("20261130")))
    }

    @Test func damageMetByAnOrdinaryReadIsRepairedAsAtStart() throws {
        do {
            let store = StoreOpener.open(cacheDirectory: scratch.path).store
            try fillThirtyDays(of: store)
        }
        // Garbage over a table's page in the middle of the file: the header and schema still read,
        // that page does not. (A page of a long body's text alone, which has no structure to be
        // found wrong, would only read as other text.)
        let whole = try scratch.bytes(of: "cache.db")
        var damaged = whole
        var middle = whole.count / 2 / 4096 * 4096
        // 0x0D begins a table's leaf page.
        while middle + 8192 < whole.count, whole[whole.startIndex + middle] != 0x0D { middle += 4096 }
        damaged.replaceSubrange(middle..<middle + 8192, with: Data(repeating: 0x5A, count: 8192))
        try damaged.write(to: URL(fileURLWithPath: scratch.cacheFile))
        let notices = NoticeRecorder()
        let opened = StoreOpener.open(cacheDirectory: scratch.path, notices: { notices.record($0) })
        #expect(opened.notice == nil, "opening reads only the header and schema")

        var date = try Samples.date("20261130")
        for _ in 0..<30 {
            _ = try? opened.store.day(date)
            _ = try? opened.store.storyDetail(StoryID(0))
            date = date.previous
        }
        for offset in 0..<30 { _ = try? opened.store.storyDetail(StoryID(offset)) }

        #expect(notices.told.count == 1, "\(notices.told)")
        #expect(notices.told.first?.string.hasPrefix("缓存文件已损坏，已移到 cache.db.corrupt-") == true)
        let name = try #require(
            try scratch.contents().first { $0.wholeMatch(of: /cache\.db\.corrupt-\d{8}-\d{6}/) != nil })
        #expect(try scratch.bytes(of: name) == damaged)
        try opened.store.saveDay(try Samples.day("20261130", [1]), topStories: nil)
        #expect(try opened.store.day(try Samples.date("20261130"))?.stories.count == 1)
    }

    @Test func theDatabasesLogFilesGoWithIt() throws {
        let garbage = Data(repeating: 0xA5, count: 8192)
        try garbage.write(to: URL(fileURLWithPath: scratch.cacheFile))
        try Data("not a log".utf8).write(to: URL(fileURLWithPath: scratch.file("cache.db-wal")))
        try Data("not an index".utf8).write(to: URL(fileURLWithPath: scratch.file("cache.db-shm")))

        let opened = StoreOpener.open(
            cacheDirectory: scratch.path, migrations: StoreSchema.migrations, now: Self.fixedTime)

        #expect(opened.notice == "缓存文件已损坏，已移到 cache.db.corrupt-20261130-031500，已新建缓存")
        #expect(try scratch.bytes(of: "cache.db.corrupt-20261130-031500") == garbage)
        #expect(try scratch.bytes(of: "cache.db.corrupt-20261130-031500-wal") == Data("not a log".utf8))
        // The -shm file is SQLite's shared-memory index of the log, rewritten by whoever opens it;
        // it only has to travel with the database.
        #expect(FileManager.default.fileExists(atPath: scratch.file("cache.db.corrupt-20261130-031500-shm")))
        try opened.store.saveDay(try Samples.day("20261130", [1]), topStories: nil)
    }

    @Test func aSecondDamagedFileInTheSameSecondDoesNotReplaceTheFirst() throws {
        let first = Data(repeating: 1, count: 4096)
        let second = Data(repeating: 2, count: 4096)
        try first.write(to: URL(fileURLWithPath: scratch.cacheFile))
        _ = StoreOpener.open(cacheDirectory: scratch.path, migrations: StoreSchema.migrations, now: Self.fixedTime)
        try second.write(to: URL(fileURLWithPath: scratch.cacheFile))
        try? FileManager.default.removeItem(atPath: scratch.file("cache.db-wal"))
        try? FileManager.default.removeItem(atPath: scratch.file("cache.db-shm"))

        let opened = StoreOpener.open(
            cacheDirectory: scratch.path, migrations: StoreSchema.migrations, now: Self.fixedTime)

        #expect(opened.notice?.string.contains("cache.db.corrupt-20261130-031500-2") == true)
        #expect(try scratch.bytes(of: "cache.db.corrupt-20261130-031500") == first)
        #expect(try scratch.bytes(of: "cache.db.corrupt-20261130-031500-2") == second)
    }

    /// The cache was replaced by a working empty one, and `original` survives byte for byte under
    /// the moved-aside name the notice gives.
    private func expectMovedAsideAndReplaced(original: Data) throws {
        let opened = StoreOpener.open(cacheDirectory: scratch.path)

        let notice = try #require(opened.notice?.string)
        #expect(notice.hasPrefix("缓存文件已损坏，已移到 cache.db.corrupt-"))
        #expect(notice.hasSuffix("，已新建缓存"))
        #expect(opened.databasePath == scratch.cacheFile)
        let movedAside = try scratch.contents().filter { $0.hasPrefix("cache.db.corrupt-") }
        let name = try #require(movedAside.first { $0.wholeMatch(of: /cache\.db\.corrupt-\d{8}-\d{6}/) != nil })
        #expect(notice.contains(name))
        // SQLite may have made the log files of a database in WAL mode while looking at it.
        #expect(Set(movedAside).isSubset(of: [name, name + "-wal", name + "-shm"]))
        #expect(try scratch.bytes(of: name) == original)

        #expect(try opened.store.latestDay() == nil)
        let day = try Samples.day("20261130", [1, 2])
        try opened.store.saveDay(day, topStories: nil)
        #expect(try opened.store.day(day.date) == day)
        let database = try RawDatabase.open(scratch.cacheFile)
        #expect(try database.userVersion() == StoreSchema.currentVersion)
    }

    /// Thirty days of eight stories, each day with one 4 KB body: a few hundred pages.
    private func fillThirtyDays(of store: any StoryStore) throws {
        var date = try Samples.date("20261130")
        for offset in 0..<30 {
            let stories = (0..<8).map { Samples.story(offset * 10 + $0) }
            try store.saveDay(DayFeed(date: date, stories: stories), topStories: nil)
            try store.saveStoryDetail(Samples.detail(offset, body: Samples.body(kilobytes: 4, seed: offset)))
            date = date.previous
        }
    }

    /// 2026-11-30 03:15:00 in the local time zone, whatever it is.
    private static func fixedTime() -> Int {
        var parts = tm()
        parts.tm_year = 2026 - 1900
        parts.tm_mon = 10
        parts.tm_mday = 30
        parts.tm_hour = 3
        parts.tm_min = 15
        parts.tm_isdst = -1
        return Int(mktime(&parts))
    }
}
