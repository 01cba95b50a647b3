import Foundation
import Testing
import ZReaderSystem
import ZReaderTestSupport

@testable import ZReaderStore

@Suite("The cache's schema version and migrations")
struct SchemaTests {
    let scratch: TemporaryFolder

    init() throws {
        scratch = try TemporaryFolder()
    }

    @Test func aNewCacheGetsTheCurrentVersionInWALMode() throws {
        let opened = StoreOpener.open(cacheDirectory: scratch.path)
        #expect(opened.notice == nil)

        let database = try RawDatabase.open(scratch.cacheFile)
        #expect(try database.userVersion() == StoreSchema.currentVersion)
        #expect(StoreSchema.currentVersion >= 1)
        #expect(try RawDatabase.text("PRAGMA journal_mode", in: database) == "wal")
        #expect(try database.applicationID() == StoreSchema.applicationID)
        // FTS5 keeps the search index in shadow tables of its own (search_index_data, _idx, _config).
        let tables = try RawDatabase.tableNames(in: database).filter { !$0.hasPrefix("search_index_") }
        #expect(
            tables == [
                "days", "day_entries", "top_stories", "story_details", "story_extras", "maintenance", "search_text",
                "search_index", "column_list", "comment_lists", "comments",
            ], "a new cache holds no favourites or read marks")
    }

    @Test func aDatabaseWithoutZreadersSchemaIsRefusedAndLeftExactlyAsItIs() throws {
        do {
            let handMade = try RawDatabase.open(scratch.cacheFile)
            try handMade.execute("CREATE TABLE notes (text TEXT); INSERT INTO notes VALUES ('留着');")
            #expect(try handMade.userVersion() == 0)
        }
        let before = try scratch.bytes(of: "cache.db")

        let opened = StoreOpener.open(cacheDirectory: scratch.path)
        #expect(opened.databasePath == nil)
        #expect(opened.notice == "缓存不可用，本次使用内存缓存（cache.db 不是 zreader 的缓存文件，未改动）")
        try opened.store.saveDay(try Samples.day("20261130", [1]), topStories: nil)
        #expect(try opened.store.day(try Samples.date("20261130")) != nil)

        #expect(try scratch.bytes(of: "cache.db") == before)
        let database = try RawDatabase.open(scratch.cacheFile)
        #expect(try database.userVersion() == 0)
        #expect(try RawDatabase.tableNames(in: database) == ["notes"])
    }

    @Test func theUsersDataFileIsNotTakenForACacheNorTheOtherWayRound() throws {
        do {
            let opened = StoreOpener.open(cacheDirectory: scratch.file("cache"), dataDirectory: scratch.file("data"))
            #expect(opened.notice == nil)
        }
        try FileManager.default.createDirectory(atPath: scratch.file("swapped"), withIntermediateDirectories: true)
        try FileManager.default.copyItem(atPath: scratch.file("data/data.db"), toPath: scratch.file("swapped/cache.db"))
        try FileManager.default.copyItem(
            atPath: scratch.file("cache/cache.db"), toPath: scratch.file("swapped/data.db"))

        let swapped = StoreOpener.open(cacheDirectory: scratch.file("swapped"), dataDirectory: scratch.file("swapped"))
        #expect(swapped.cache.databasePath == nil && swapped.userData.databasePath == nil)
        #expect(swapped.notice?.string.contains("cache.db 不是 zreader 的缓存文件，未改动") == true)
        #expect(swapped.notice?.string.contains("data.db 不是 zreader 的收藏数据文件，未改动") == true)
    }

    @Test func anOlderSchemaIsMigratedToTheNewestKeepingItsData() throws {
        let day = try Samples.day("20261130", [1, 2])
        do {
            let current = StoreOpener.open(cacheDirectory: scratch.path)
            try current.store.saveDay(day, topStories: nil)
        }
        let nextVersion = """
            ALTER TABLE day_entries ADD COLUMN vote_count INTEGER;
            CREATE TABLE search_history (query TEXT NOT NULL, searched_at INTEGER NOT NULL);
            """

        let upgraded = StoreOpener.open(
            cacheDirectory: scratch.path, migrations: StoreSchema.migrations + [nextVersion], now: UnixClock.now)
        #expect(upgraded.notice == nil)
        #expect(try upgraded.store.day(day.date) == day)

        let database = try RawDatabase.open(scratch.cacheFile)
        #expect(try database.userVersion() == StoreSchema.currentVersion + 1)
        #expect(try RawDatabase.tableNames(in: database).contains("search_history"))
        #expect(try RawDatabase.integer("SELECT count(vote_count) FROM day_entries", in: database) == 0)
    }

    @Test func aFailedMigrationIsRolledBackAndTheFileKeepsItsVersionAndData() throws {
        let day = try Samples.day("20261130", [1, 2])
        do {
            let current = StoreOpener.open(cacheDirectory: scratch.path)
            try current.store.saveDay(day, topStories: nil)
        }
        let broken = "CREATE TABLE half_done (x INTEGER); CREATE TABLE days (id INTEGER);"

        let opened = StoreOpener.open(
            cacheDirectory: scratch.path, migrations: StoreSchema.migrations + [broken], now: UnixClock.now)
        #expect(opened.databasePath == nil)
        #expect(opened.notice?.string.contains("准备缓存失败") == true)
        #expect(opened.notice?.string.contains("内存缓存") == true)

        let database = try RawDatabase.open(scratch.cacheFile)
        #expect(try database.userVersion() == StoreSchema.currentVersion)
        #expect(try !RawDatabase.tableNames(in: database).contains("half_done"))
        #expect(try StoreOpener.open(cacheDirectory: scratch.path).store.day(day.date) == day)
    }

    @Test func aDatabaseFromANewerVersionIsLeftExactlyAsItIs() throws {
        do {
            let newer = try RawDatabase.open(scratch.cacheFile)
            try newer.execute(
                """
                CREATE TABLE days (date TEXT PRIMARY KEY, payload BLOB);
                INSERT INTO days VALUES ('20270101', x'00ff');
                PRAGMA user_version = 99;
                PRAGMA application_id = \(StoreSchema.applicationID);
                """)
        }
        let before = try scratch.bytes(of: "cache.db")
        let namesBefore = try scratch.contents()

        let opened = StoreOpener.open(cacheDirectory: scratch.path)
        #expect(opened.databasePath == nil)
        #expect(opened.notice?.string.contains("更新版本") == true)
        try opened.store.saveDay(try Samples.day("20261130", [1]), topStories: nil)
        #expect(try opened.store.latestDay()?.day.date == (try Samples.date("20261130")))

        #expect(try scratch.bytes(of: "cache.db") == before)
        #expect(try scratch.contents() == namesBefore)
        let database = try RawDatabase.open(scratch.cacheFile)
        #expect(try database.userVersion() == 99)
    }
}
