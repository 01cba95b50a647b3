import Foundation
import Testing
import ZReaderDomain
import ZReaderSystem
import ZReaderTestSupport

@testable import ZReaderStore

/// A first start after upgrading from a zreader that kept favourites and read marks in the cache
/// (`Tests/Fixtures/caches/cache-v1.db`, made by that zreader: see the README beside it).
@Suite("Upgrading from a cache that held the user's data")
struct UpgradeTests {
    let scratch: TemporaryFolder

    static let oldCache = FixtureServer.packageRoot.appending(path: "Tests/Fixtures/caches/cache-v1.db")

    init() throws {
        scratch = try TemporaryFolder()
        try FileManager.default.createDirectory(atPath: scratch.file("cache"), withIntermediateDirectories: true)
        try FileManager.default.copyItem(atPath: Self.oldCache.path, toPath: scratch.file("cache/cache.db"))
        chmod(scratch.file("cache/cache.db"), 0o644)
    }

    private func open() -> OpenedStores {
        StoreOpener.open(cacheDirectory: scratch.file("cache"), dataDirectory: scratch.file("data"))
    }

    @Test func favouritesAndReadMarksMoveToTheDataFileWithNothingLost() throws {
        let opened = open()
        #expect(opened.notice == nil)

        let favourites = try opened.userData.store.favourites()
        #expect(favourites.map(\.story.id) == [StoryID(9_791_104), StoryID(9_791_102)])
        #expect(favourites.last?.story.title == "在南极越冬站工作一年，是一种什么体验？")
        #expect(favourites.last?.savedAt == 1_796_126_878)
        #expect(
            try opened.userData.store.readStories() == [StoryID(9_791_102), StoryID(9_791_103), StoryID(9_791_105)])
        #expect(try opened.userData.store.favouritePage(StoryID(9_791_102))?.body?.contains("南极") == true)
        #expect(try opened.userData.store.favouritePage(StoryID(9_791_104)) == nil, "its body was never cached")

        // The cache kept its days and bodies, in the new schema, without the user's data.
        #expect(try opened.cache.store.latestDay()?.day.date == DayStamp("20261130"))
        #expect(try opened.cache.store.day(try #require(DayStamp("20261128")))?.stories.isEmpty == false)
        #expect(try opened.cache.store.storyDetail(StoryID(9_791_103)) != nil)
        let cache = try RawDatabase.open(scratch.file("cache/cache.db"))
        #expect(try cache.userVersion() == StoreSchema.currentVersion)
        #expect(try RawDatabase.tableNames(in: cache).isDisjoint(with: ["favourites", "read_marks", "stories"]))
    }

    @Test func theOldCacheIsMadePrivate() throws {
        _ = open()
        var status = stat()
        #expect(stat(scratch.file("cache/cache.db"), &status) == 0)
        #expect(status.st_mode & 0o777 == 0o600)
    }

    @Test func aSecondStartFindsEverythingInTheDataFileAndTheCacheAlone() throws {
        do { _ = open() }
        let again = open()
        #expect(try again.userData.store.favourites().count == 2)
        #expect(try again.userData.store.readStories().count == 3)
    }

    @Test func aHandOverCutShortIsDoneAgainWithoutDuplicates() throws {
        // As if killed after the data file took the marks, before the cache dropped them.
        do {
            let data = StoreOpener.openFile(
                directory: scratch.file("data"), kind: UserDataSchema.kind, now: UnixClock.now)
            let cache = try RawDatabase.open(scratch.file("cache/cache.db"))
            let contents = try LegacyMarks.read(from: cache)
            let database = try #require(data.database)
            _ = try SQLiteUserDataStore.merge(
                contents.favourites, readMarks: contents.readMarks, into: database, keepingNewer: true)
        }
        let opened = open()
        #expect(try opened.userData.store.favourites().count == 2)
        #expect(try opened.userData.store.readStories().count == 3)
    }

    @Test func aDamagedOldCacheStillGivesUpTheFavouritesItCanRead() throws {
        // Cut off after page 14 of 18: the lists and the user's tables survive, the bodies do not.
        let whole = try Data(contentsOf: URL(fileURLWithPath: scratch.file("cache/cache.db")))
        try whole.prefix(14 * 4096).write(to: URL(fileURLWithPath: scratch.file("cache/cache.db")))

        let opened = open()

        #expect(opened.notice?.string.hasPrefix("缓存文件已损坏，已移到 cache.db.corrupt-") == true)
        #expect(try opened.userData.store.favourites().map(\.story.id) == [StoryID(9_791_104), StoryID(9_791_102)])
        #expect(try opened.userData.store.readStories().count == 3)
        let names = try FileManager.default.contentsOfDirectory(atPath: scratch.file("cache"))
        let moved = try #require(names.first { $0.wholeMatch(of: /cache\.db\.corrupt-\d{8}-\d{6}/) != nil })
        #expect(try Data(contentsOf: URL(fileURLWithPath: scratch.file("cache/" + moved))) == whole.prefix(14 * 4096))
    }
}
