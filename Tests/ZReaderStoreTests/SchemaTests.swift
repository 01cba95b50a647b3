import Foundation
import Testing
import ZReaderModel
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
        #expect(
            try RawDatabase.tableNames(in: database).isSuperset(of: [
                "days", "stories", "day_stories", "top_stories", "story_details", "story_extras", "read_marks",
                "favourites",
            ]))
    }

    @Test func aVersionZeroDatabaseIsMigratedAndKeepsItsOwnTables() throws {
        do {
            let handMade = try RawDatabase.open(scratch.cacheFile)
            try handMade.execute("CREATE TABLE notes (text TEXT); INSERT INTO notes VALUES ('留着');")
            #expect(try handMade.userVersion() == 0)
        }

        let opened = StoreOpener.open(cacheDirectory: scratch.path)
        #expect(opened.notice == nil)
        try opened.store.saveDay(try Samples.day("20261130", [1]), topStories: nil)
        #expect(try opened.store.day(try Samples.date("20261130")) != nil)

        let database = try RawDatabase.open(scratch.cacheFile)
        #expect(try database.userVersion() == StoreSchema.currentVersion)
        #expect(try RawDatabase.text("SELECT text FROM notes", in: database) == "留着")
    }

    @Test func anOlderSchemaIsMigratedToTheNewestKeepingItsData() throws {
        let day = try Samples.day("20261130", [1, 2])
        do {
            let current = StoreOpener.open(cacheDirectory: scratch.path)
            try current.store.saveDay(day, topStories: nil)
        }
        let nextVersion = """
            ALTER TABLE stories ADD COLUMN vote_count INTEGER;
            CREATE TABLE search_history (query TEXT NOT NULL, searched_at INTEGER NOT NULL);
            """

        let upgraded = StoreOpener.open(
            cacheDirectory: scratch.path, migrations: StoreSchema.migrations + [nextVersion], now: UnixTime.now)
        #expect(upgraded.notice == nil)
        #expect(try upgraded.store.day(day.date) == day)

        let database = try RawDatabase.open(scratch.cacheFile)
        #expect(try database.userVersion() == StoreSchema.currentVersion + 1)
        #expect(try RawDatabase.tableNames(in: database).contains("search_history"))
        #expect(try RawDatabase.integer("SELECT count(vote_count) FROM stories", in: database) == 0)
    }

    @Test func aFailedMigrationIsRolledBackAndTheFileKeepsItsVersionAndData() throws {
        let day = try Samples.day("20261130", [1, 2])
        do {
            let current = StoreOpener.open(cacheDirectory: scratch.path)
            try current.store.saveDay(day, topStories: nil)
        }
        let broken = "CREATE TABLE half_done (x INTEGER); CREATE TABLE stories (id INTEGER);"

        let opened = StoreOpener.open(
            cacheDirectory: scratch.path, migrations: StoreSchema.migrations + [broken], now: UnixTime.now)
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
