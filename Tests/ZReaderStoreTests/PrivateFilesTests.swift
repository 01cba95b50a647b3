import Foundation
import Testing
import ZReaderDomain
import ZReaderTestSupport

@testable import ZReaderStore

/// Files zreader makes are the user's alone, and a link planted in place of one is never followed.
@Suite("Private files, no links followed")
struct PrivateFilesTests {
    let scratch: TemporaryFolder

    init() throws {
        scratch = try TemporaryFolder()
    }

    private func mode(_ path: String) -> mode_t? {
        var status = stat()
        return lstat(path, &status) == 0 ? status.st_mode & 0o777 : nil
    }

    @Test func databasesTheirLogsAndDirectoriesAreCreatedPrivate() throws {
        let opened = StoreOpener.open(
            cacheDirectory: scratch.file("home/.cache/zreader"),
            dataDirectory: scratch.file("home/.local/share/zreader"))
        try opened.cache.store.saveDay(try Samples.day("20261130", [1]), topStories: nil)
        try opened.userData.store.markRead(StoryID(1), at: 1)

        for directory in ["home/.cache", "home/.cache/zreader", "home/.local/share/zreader"] {
            #expect(mode(scratch.file(directory)) == 0o700, "\(directory)")
        }
        for file in ["cache/zreader/cache.db", "cache/zreader/cache.db-wal", "cache/zreader/cache.db-shm"] {
            #expect(mode(scratch.file("home/." + file)) == 0o600, "\(file)")
        }
        for file in ["data.db", "data.db-wal", "data.db-shm"] {
            #expect(mode(scratch.file("home/.local/share/zreader/" + file)) == 0o600, "\(file)")
        }
    }

    @Test func aCacheLeftReadableByOthersIsMadePrivate() throws {
        do { _ = StoreOpener.open(cacheDirectory: scratch.path) }
        chmod(scratch.cacheFile, 0o644)

        _ = StoreOpener.open(cacheDirectory: scratch.path)

        #expect(mode(scratch.cacheFile) == 0o600)
    }

    @Test(arguments: ["cache.db", "cache.db-wal", "cache.db-shm"])
    func aLinkInPlaceOfTheCacheOrItsLogIsRefusedAndItsTargetUntouched(_ name: String) throws {
        let victim = scratch.file("victim")
        try Data("someone else's file".utf8).write(to: URL(fileURLWithPath: victim))
        if name != "cache.db" { do { _ = StoreOpener.open(cacheDirectory: scratch.file("cache")) } }
        try FileManager.default.createDirectory(atPath: scratch.file("cache"), withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(atPath: scratch.file("cache/" + name), withDestinationPath: victim)

        let opened = StoreOpener.open(cacheDirectory: scratch.file("cache"))
        try opened.store.saveDay(try Samples.day("20261130", [1]), topStories: nil)

        #expect(opened.databasePath == nil)
        #expect(opened.notice?.string == "缓存不可用，本次使用内存缓存（\(name) 是符号链接，未跟随）")
        #expect(try scratch.bytes(of: "victim") == Data("someone else's file".utf8))
    }

    @Test func aLinkInPlaceOfTheDataFileIsRefusedAndItsTargetUntouched() throws {
        let victim = scratch.file("victim.db")
        try Data("not yours".utf8).write(to: URL(fileURLWithPath: victim))
        try FileManager.default.createDirectory(atPath: scratch.file("data"), withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(atPath: scratch.file("data/data.db"), withDestinationPath: victim)

        let opened = StoreOpener.open(cacheDirectory: scratch.file("cache"), dataDirectory: scratch.file("data"))
        try opened.userData.store.markRead(StoryID(1), at: 1)

        #expect(opened.userData.databasePath == nil)
        #expect(opened.userData.notice?.string.contains("data.db 是符号链接，未跟随") == true)
        #expect(try scratch.bytes(of: "victim.db") == Data("not yours".utf8))
    }

    @Test func sqliteItselfRefusesALinkedPath() throws {
        let real = scratch.file("real.db")
        do { _ = try RawDatabase.open(real) }
        try FileManager.default.createSymbolicLink(atPath: scratch.file("linked.db"), withDestinationPath: real)

        #expect(throws: SQLiteError.self) {
            try SQLiteDatabase(path: scratch.file("linked.db"), flags: [.readWrite, .noMutex, .noFollow])
        }
    }
}
