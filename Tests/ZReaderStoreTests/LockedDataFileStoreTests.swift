import Foundation
import Synchronization
import Testing
import ZReaderDomain
import ZReaderSystem
import ZReaderTestSupport

@testable import ZReaderStore

/// Another process holds the data file's write lock: a write gives up after its bound, and the
/// reads the screens need meanwhile answer at once.
@Suite("A write-locked data file, seen by the store", .serialized)
struct LockedDataFileStoreTests {
    let scratch: TemporaryFolder
    let opened: OpenedStores
    let locker: SQLiteDatabase

    init() throws {
        scratch = try TemporaryFolder()
        opened = StoreOpener.open(
            cacheDirectory: scratch.file("cache"), dataDirectory: scratch.file("data"), limit: .standard,
            notices: { _ in }, cacheKind: StoreSchema.kind, now: UnixClock.now)
        try opened.userData.store.markRead(StoryID(1), at: 100)
        locker = try RawDatabase.open(scratch.file("data") + "/" + DataLocation.fileName)
        try locker.execute("BEGIN EXCLUSIVE")
    }

    @Test func aWriteGivesUpAfterItsBoundNotSQLitesFiveSeconds() throws {
        defer { try? locker.execute("ROLLBACK") }
        let started = ContinuousClock.now
        #expect(throws: StoreFailure.self) {
            try opened.userData.store.saveFavourite(FavouriteEntry(story: Samples.story(2), savedAt: 200), page: nil)
        }
        let took = ContinuousClock.now - started
        #expect(took >= DatabaseConnection.writeBound, "gave up after \(took)")
        #expect(took < .seconds(4), "waited \(took)")
    }

    @Test func aReadWhileAWriteWaitsForTheLockAnswersAtOnce() async throws {
        defer { try? locker.execute("ROLLBACK") }
        let store = opened.userData.store
        let writing = Self.onThread { try? store.markRead(StoryID(3), at: 300) }
        // The write is waiting for the lock by now (it waits two seconds in all).
        try await Task.sleep(for: .milliseconds(200))
        let started = ContinuousClock.now
        let read = try store.readStories()
        let took = ContinuousClock.now - started
        #expect(read == [StoryID(1)])
        #expect(took < .seconds(1), "the read waited \(took) behind the write")
        await writing()
    }

    @Test func aWriteMadeOnceTheLockIsLetGoIsKept() async throws {
        try locker.execute("ROLLBACK")
        let store = opened.userData.store
        let path = scratch.file("data") + "/" + DataLocation.fileName
        let written = Answer<Bool>()
        // Locked, written behind and let go by threads of their own: under load the test pool's
        // delays must not stretch the lock past the write's bound.
        let released = Self.onThread { () -> Bool in
            guard let other = try? RawDatabase.open(path), (try? other.execute("BEGIN EXCLUSIVE")) != nil else {
                return false
            }
            try? SystemThread.start(name: "test-write") {
                written.give((try? store.markRead(StoryID(4), at: 400)) != nil)
            }
            SystemThread.sleep(for: .milliseconds(300))
            return (try? other.execute("ROLLBACK")) != nil
        }
        #expect(await released())
        while written.value == nil { try await Task.sleep(for: .milliseconds(5)) }
        #expect(written.value == true)
        #expect(try store.readStories() == [StoryID(1), StoryID(4)])
    }

    /// Starts `work` on a thread of its own (a write waiting for the lock blocks its thread, which
    /// must not be one of the test pool's few), and returns a way to wait for its answer.
    private static func onThread<Value: Sendable>(
        _ work: @escaping @Sendable () -> Value
    ) -> @Sendable () async -> Value {
        let answer = Answer<Value>()
        try? SystemThread.start(name: "test-write") { answer.give(work()) }
        return {
            while true {
                if let value = answer.value { return value }
                try? await Task.sleep(for: .milliseconds(5))
            }
        }
    }
}

/// What a thread answered, once it has.
private final class Answer<Value: Sendable>: Sendable {
    private let given = Mutex<Value?>(nil)

    var value: Value? { given.withLock { $0 } }

    func give(_ value: Value) {
        given.withLock { $0 = value }
    }
}
