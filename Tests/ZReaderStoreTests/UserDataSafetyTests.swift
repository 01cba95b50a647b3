import Foundation
import Testing
import ZReaderDomain
import ZReaderSystem
import ZReaderTestSupport

@testable import ZReaderStore

/// What the user owns survives whatever happens to the cache, and its own file gets the same care.
@Suite("The user's data survives the cache")
struct UserDataSafetyTests {
    let scratch: TemporaryFolder

    init() throws {
        scratch = try TemporaryFolder()
    }

    private func open(now: @escaping @Sendable () -> Int = UnixClock.now) -> OpenedStores {
        StoreOpener.open(
            cacheDirectory: scratch.file("cache"), dataDirectory: scratch.file("data"), limit: .standard,
            notices: { _ in }, cacheKind: StoreSchema.kind, now: now)
    }

    private func saveSomething(in opened: OpenedStores) throws {
        try opened.cache.store.saveDay(try Samples.day("20261130", [1, 2]), topStories: nil)
        try opened.userData.store.saveFavourite(
            FavouriteEntry(story: Samples.story(1), savedAt: 100), page: Samples.detail(1, body: "<p>收藏的正文</p>"))
        try opened.userData.store.markRead(StoryID(2), at: 200)
    }

    private func expectSomethingKept(in opened: OpenedStores) throws {
        #expect(try opened.userData.store.favourites().map(\.story.id) == [StoryID(1)])
        #expect(try opened.userData.store.favouritePage(StoryID(1))?.body == "<p>收藏的正文</p>")
        #expect(try opened.userData.store.readStories() == [StoryID(2)])
    }

    @Test func aWriteTheLockedDataFileRefusesNamesTheDataFileNotTheCache() throws {
        let opened = open()
        try saveSomething(in: opened)
        // Another process holds the data file's write lock past SQLite's busy wait.
        let other = try RawDatabase.open(scratch.file("data") + "/" + DataLocation.fileName)
        try other.execute("BEGIN EXCLUSIVE")
        defer { try? other.execute("ROLLBACK") }
        do {
            try opened.userData.store.markRead(StoryID(3), at: 300)
            Issue.record("a write to a locked data file succeeded")
        } catch {
            switch error {
            case .database(let message):
                #expect(message.contains("收藏数据文件 data.db"), "\(message)")
                #expect(!message.contains("缓存"), "\(message)")
            }
        }
    }

    @Test func deletingTheWholeCacheDirectoryKeepsFavouritesAndReadMarks() throws {
        do { try saveSomething(in: open()) }
        try FileManager.default.removeItem(atPath: scratch.file("cache"))

        let opened = open()
        #expect(opened.notice == nil)
        #expect(try opened.cache.store.latestDay() == nil)
        try expectSomethingKept(in: opened)
    }

    @Test func aCorruptCacheIsReplacedWithoutTouchingTheDataFile() throws {
        do { try saveSomething(in: open()) }
        let dataBefore = try scratch.bytes(of: "data/data.db")
        try Data(repeating: 0x42, count: 8192).write(to: URL(fileURLWithPath: scratch.file("cache/cache.db")))

        let opened = open()
        #expect(opened.notice?.string.hasPrefix("缓存文件已损坏，已移到 cache.db.corrupt-") == true)
        #expect(try scratch.bytes(of: "data/data.db") == dataBefore)
        try expectSomethingKept(in: opened)
    }

    @Test func aCorruptDataFileIsMovedAsideNeverDeletedAndTheUserIsTold() throws {
        let garbage = Data((0..<12_288).map { UInt8(truncatingIfNeeded: $0 &* 31 &+ 7) })
        try FileManager.default.createDirectory(atPath: scratch.file("data"), withIntermediateDirectories: true)
        try garbage.write(to: URL(fileURLWithPath: scratch.file("data/data.db")))

        let opened = open()

        let notice = try #require(opened.userData.notice?.string)
        let names = try FileManager.default.contentsOfDirectory(atPath: scratch.file("data"))
        let moved = try #require(names.first { $0.wholeMatch(of: /data\.db\.corrupt-\d{8}-\d{6}/) != nil })
        #expect(notice == "收藏数据文件 data.db 已损坏：没有能救回的记录，损坏的文件已移到 \(moved)")
        #expect(try scratch.bytes(of: "data/" + moved) == garbage)
        #expect(opened.userData.databasePath == scratch.file("data/data.db"))
        try opened.userData.store.markRead(StoryID(5), at: 1)
        #expect(try opened.userData.store.readStories() == [StoryID(5)])
    }

    @Test func aDataFileThatCannotBeUsedKeepsTheRunGoingInMemoryAndSaysSo() throws {
        try FileManager.default.createDirectory(atPath: scratch.file("data/data.db"), withIntermediateDirectories: true)

        let opened = open()

        #expect(opened.userData.databasePath == nil)
        #expect(opened.userData.notice == "收藏数据不可用，本次的收藏和已读记录只保存在内存中（data.db 是目录）")
        try opened.userData.store.markRead(StoryID(5), at: 1)
        #expect(try opened.userData.store.readStories() == [StoryID(5)])
    }

    @Test func aDataFileDamagedLaterIsFoundByTheCheckAfterAnUncleanShutdown() async throws {
        do { try saveSomething(in: open()) }
        // A log left behind, as a kill leaves it, and a damaged page in the file.
        try Data(count: 0).write(to: URL(fileURLWithPath: scratch.file("data/data.db-wal")))
        var bytes = try scratch.bytes(of: "data/data.db")
        bytes.replaceSubrange(4096..<8192, with: Data(repeating: 0x99, count: 4096))
        try bytes.write(to: URL(fileURLWithPath: scratch.file("data/data.db")))
        let notices = NoticeRecorder()
        let opened = StoreOpener.open(
            cacheDirectory: scratch.file("cache"), dataDirectory: scratch.file("data"), notices: { notices.record($0) })

        await opened.userData.store.maintain()

        let notice = try #require(notices.told.first?.string)
        #expect(notice.hasPrefix("收藏数据文件 data.db 已损坏：") && notice.contains("损坏的文件已移到 data.db.corrupt-"), "\(notice)")
        let names = try FileManager.default.contentsOfDirectory(atPath: scratch.file("data"))
        #expect(names.contains { $0.hasPrefix("data.db.corrupt-") })
    }
}
