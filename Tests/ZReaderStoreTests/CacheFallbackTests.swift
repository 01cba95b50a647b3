import Foundation
import Testing
import ZReaderDomain
import ZReaderTestSupport

@testable import ZReaderStore

@Suite("A cache that cannot be used falls back to memory and leaves things alone")
struct CacheFallbackTests {
    let scratch: TemporaryFolder

    init() throws {
        scratch = try TemporaryFolder()
    }

    @Test func aDirectoryNamedCacheDbIsLeftWhereItIs() throws {
        try FileManager.default.createDirectory(atPath: scratch.cacheFile, withIntermediateDirectories: false)
        try Data("mine".utf8).write(to: URL(fileURLWithPath: scratch.file("cache.db/keep.txt")))

        let opened = StoreOpener.open(cacheDirectory: scratch.path)

        #expect(opened.databasePath == nil)
        let notice = try #require(opened.notice?.string)
        #expect(notice.contains("是目录"))
        #expect(notice.hasPrefix("缓存不可用，本次使用内存缓存（"))
        try expectWorks(opened.store)
        #expect(try scratch.contents() == ["cache.db"])
        #expect(try scratch.bytes(of: "cache.db/keep.txt") == Data("mine".utf8))
    }

    @Test func aCacheDirectoryThatIsARegularFileFallsBackToMemory() throws {
        let notADirectory = scratch.file("zreader")
        try Data("a file".utf8).write(to: URL(fileURLWithPath: notADirectory))

        let opened = StoreOpener.open(cacheDirectory: notADirectory)

        #expect(opened.databasePath == nil)
        #expect(opened.notice?.string == "缓存不可用，本次使用内存缓存（\(notADirectory) 不是目录）")
        try expectWorks(opened.store)
        #expect(try scratch.bytes(of: "zreader") == Data("a file".utf8))
    }

    @Test func aCacheDirectoryBelowARegularFileFallsBackToMemory() throws {
        try Data("a file".utf8).write(to: URL(fileURLWithPath: scratch.file("blocker")))

        let opened = StoreOpener.open(cacheDirectory: scratch.file("blocker/zreader"))

        #expect(opened.databasePath == nil)
        #expect(opened.notice?.string.contains("本次使用内存缓存") == true)
        try expectWorks(opened.store)
    }

    @Test func noHomeDirectoryMeansAMemoryCache() throws {
        let opened = StoreOpener.open(cacheDirectory: nil)

        #expect(opened.databasePath == nil)
        #expect(opened.notice == "缓存不可用，本次使用内存缓存（找不到主目录）")
        try expectWorks(opened.store)
    }

    @Test func missingDirectoriesAreCreatedPrivate() throws {
        let nested = scratch.file("home/.cache/zreader")

        let opened = StoreOpener.open(cacheDirectory: nested)

        #expect(opened.notice == nil)
        #expect(opened.databasePath == nested + "/cache.db")
        let attributes = try FileManager.default.attributesOfItem(atPath: nested)
        #expect((attributes[.posixPermissions] as? Int).map { $0 & 0o077 } == 0)
        #expect(FileManager.default.fileExists(atPath: nested + "/cache.db"))
    }

    @Test func whenEvenMemoryFailsEveryCallSaysWhy() throws {
        let store = UnavailableStoryStore(reason: "内存不足")

        #expect(throws: StoreFailure.database("内存不足")) { try store.latestDay() }
        #expect(throws: StoreFailure.database("内存不足")) {
            try store.saveDay(try Samples.day("20261130", [1]), topStories: nil)
        }
        #expect(throws: StoreFailure.database("内存不足")) { try store.storyDetail(StoryID(1)) }
    }

    /// A store that keeps what it is given for as long as it lives.
    private func expectWorks(_ store: any StoryStore) throws {
        let day = try Samples.day("20261130", [3, 1, 2])
        try store.saveDay(day, topStories: [Samples.topStory(3)])
        try store.saveStoryDetail(Samples.detail(1, body: "正文"))
        #expect(try store.latestDay()?.day == day)
        #expect(try store.storyDetail(StoryID(1))?.body == "正文")
    }
}
