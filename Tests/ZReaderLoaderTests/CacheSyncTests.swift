import Foundation
import Synchronization
import Testing
import ZReaderDomain
import ZReaderTestSupport

@testable import ZReaderLoader

/// Offline download against the fixture server: what it asks for, how gently, and how it resumes.
@Suite("Offline download (离线下载)", .serialized)
struct CacheSyncTests {
    /// Quick between requests, so the tests take little time; the pacing itself is still there.
    static let quick = CacheSync.Options(spacing: .milliseconds(5), defaultWait: .seconds(1), longestWait: .seconds(3))
    /// Lists, bodies and counts: what the tests of pacing count requests of.
    static let withoutComments = CacheSync.Contents(comments: false)

    func sync(_ server: FixtureServer, _ store: any StoryStore, options: CacheSync.Options = quick) -> CacheSync {
        CacheSync(
            source: APISyncSource(baseURLs: [server.baseURL.absoluteString], http: TestHTTP.client()), store: store,
            userData: nil, log: RecordingLog(), options: options, today: Fixtures.today.next)
    }

    /// Today and three days before: the demo edition's 20261130 to 20261127.
    @Test func fetchesEveryListBodyAndCountOnceAtMostTwoAtATime() async throws {
        let server = try await FixtureServer.start()
        let store = MemoryStoryStore()
        let events = EventRecorder()

        let outcome = await sync(server, store).run(.recentDays(previous: 3), contents: Self.withoutComments) {
            events.record($0)
        }

        #expect(outcome.isComplete, "\(outcome.failures)")
        #expect(outcome.progress.daysDone == 4 && outcome.progress.dayCount == 4)
        let log = try await server.requestLog()
        #expect(Set(log).count == log.count, "nothing asked twice: \(log)")
        #expect(log.first == "news/latest")
        #expect(
            Array(log.filter { $0.hasPrefix("news/before/") }) == [
                "news/before/20261130", "news/before/20261129", "news/before/20261128",
            ])
        var stories: [StorySummary] = []
        for stamp in ["20261130", "20261129", "20261128", "20261127"] {
            let date = try #require(DayStamp(stamp))
            stories += try #require(try store.day(date)).stories
        }
        #expect(outcome.progress.storiesDone == stories.count)
        for story in stories {
            #expect(log.contains("news/\(story.id)") && log.contains("story-extra/\(story.id)"))
            #expect(try store.storyDetail(story.id) != nil && store.storyExtra(story.id) != nil)
        }
        #expect(log.count == 4 + 2 * stories.count && outcome.requests == log.count)
        #expect(try await server.openRequests().peak <= 2)
        #expect(events.days.map(\.date.stamp) == ["20261130", "20261129", "20261128", "20261127"])
        #expect(events.days.allSatisfy { $0.failed == 0 && $0.fetched == 2 * $0.stories })
    }

    @Test func aSecondRunAsksOnlyForToday() async throws {
        let server = try await FixtureServer.start()
        let store = MemoryStoryStore()
        _ = await sync(server, store).run(.recentDays(previous: 3), contents: Self.withoutComments) { _ in }
        try await server.reset()

        // With a long pause between requests: a story the cache has costs no pause.
        let start = ContinuousClock.now
        let again = await sync(server, store, options: CacheSync.Options(spacing: .seconds(1))).run(
            .recentDays(previous: 3), contents: Self.withoutComments
        ) { _ in }

        #expect(again.isComplete)
        #expect(try await server.requestLog() == ["news/latest"])
        #expect(ContinuousClock.now - start < .seconds(6), "31 stories already there, 2 workers, 1 s pauses")
    }

    @Test func withoutBodiesOnlyListsAndCountsAreFetched() async throws {
        let server = try await FixtureServer.start()
        let store = MemoryStoryStore()

        let outcome = await sync(server, store).run(
            .recentDays(previous: 1), contents: CacheSync.Contents(bodies: false, comments: false)
        ) { _ in }

        #expect(outcome.isComplete)
        let log = try await server.requestLog()
        #expect(!log.contains { $0.hasPrefix("news/9") })
        #expect(log.contains { $0.hasPrefix("story-extra/") })
    }

    @Test func aRateLimitHoldsTheRunForTheTimeAskedThenRetries() async throws {
        let server = try await FixtureServer.start()
        try await server.setFaults(["news/9791102": ["ratelimit:1", "ok"]])
        let store = MemoryStoryStore()
        let start = ContinuousClock.now

        let outcome = await sync(server, store).run(.recentDays(previous: 0), contents: Self.withoutComments) { _ in }

        #expect(outcome.isComplete, "\(outcome.failures)")
        #expect(ContinuousClock.now - start >= .seconds(1))
        let log = try await server.requestLog()
        #expect(log.filter { $0 == "news/9791102" }.count == 2)
        #expect(try store.storyDetail(StoryID(9_791_102)) != nil)
        // Held: between the 429 and the retry, only what the other worker sent before the 429 was
        // read (a few, on a busy machine); without the hold it fetches the rest of the day, 12 more.
        let limited = try #require(log.firstIndex(of: "news/9791102"))
        let retried = try #require(log.lastIndex(of: "news/9791102"))
        #expect(retried - limited <= 6, "\(log)")
    }

    /// `Retry-After: 0` on every story's body: the run keeps a minimum wait that grows instead of
    /// retrying at once (dozens of requests a second before).
    @Test func retryAfterZeroOnEveryStoryIsNoStorm() async throws {
        let server = try await FixtureServer.start()
        let bodies = (9_791_101...9_791_120).map { "news/\($0)" }
        try await server.setFaults(Dictionary(uniqueKeysWithValues: bodies.map { ($0, ["ratelimit:0*"]) }))
        let options = CacheSync.Options(spacing: .milliseconds(5), longestWait: .seconds(60))
        let run = Task {
            await sync(server, MemoryStoryStore(), options: options).run(
                .recentDays(previous: 0), contents: Self.withoutComments
            ) { _ in
            }
        }
        try await Task.sleep(for: .seconds(2))
        run.cancel()
        _ = await run.value
        let refused = try await server.requestLog().filter { bodies.contains($0) }
        // Two workers: 1 s after the first refusal, 2 s after the second, 4 s after the third.
        #expect(refused.count <= 5, "\(refused.count) refused requests in 2 s: \(refused)")
    }

    @Test func theWaitGrowsWithEachRefusalInARowFromItsMinimumToItsCap() {
        let backoff = RetryBackoff(minimum: .seconds(1), cap: .seconds(120))
        #expect(
            (1...9).map { backoff.wait(asked: .zero, refusalsInARow: $0) }
                == [1, 2, 4, 8, 16, 32, 64, 120, 120].map { Duration.seconds($0) })
        #expect(backoff.wait(asked: .seconds(30), refusalsInARow: 1) == .seconds(30))
        #expect(backoff.wait(asked: .seconds(30), refusalsInARow: 6) == .seconds(32))
    }

    @Test func aStoryRefusedForGoodIsNotCountedAsDoneAndTheWaitIsReported() async throws {
        let server = try await FixtureServer.start()
        try await server.setFaults(["news/9791102": ["ratelimit:1", "ratelimit:0*"]])
        let events = EventRecorder()
        let options = CacheSync.Options(
            spacing: .milliseconds(5), longestWait: .seconds(3), minimumWait: .milliseconds(20))

        let outcome = await sync(server, MemoryStoryStore(), options: options).run(
            .recentDays(previous: 0), contents: Self.withoutComments
        ) {
            events.record($0)
        }

        #expect(outcome.failures == ["news/9791102：加载失败 (HTTP 429)"])
        #expect(outcome.progress.storiesDone == outcome.progress.storiesKnown - 1, "\(outcome.progress)")
        #expect(events.waits.first == SyncWait(seconds: 1) && events.waits.first?.text.string == "等待 1 秒")
        #expect(outcome.progress.waiting == nil)
    }

    @Test func aServerAskingToWaitTooLongStopsTheRunWithTheReason() async throws {
        let server = try await FixtureServer.start()
        try await server.setFaults(["news/latest": ["ratelimit:3600"]])

        let outcome = await sync(server, MemoryStoryStore()).run(
            .recentDays(previous: 2), contents: Self.withoutComments
        ) { _ in }

        #expect(!outcome.isComplete)
        #expect(outcome.stoppedBecause == "服务器要求 3600 秒后再试")
        #expect(outcome.summary.string.hasPrefix("离线下载未完成（服务器要求 3600 秒后再试）"))
        #expect(try await server.requestLog() == ["news/latest"])
    }

    @Test func aFailedBodyIsReportedAndTheRestStillFetched() async throws {
        let server = try await FixtureServer.start()
        try await server.setFaults(["news/9791103": ["status:500*"]])
        let store = MemoryStoryStore()

        let outcome = await sync(server, store).run(.recentDays(previous: 0), contents: Self.withoutComments) { _ in }

        #expect(!outcome.isComplete)
        #expect(outcome.failures == ["news/9791103：加载失败 (HTTP 500)"])
        #expect(outcome.summary.string.hasPrefix("离线下载未完成：news/9791103：加载失败 (HTTP 500)；已保存"))
        #expect(try store.storyDetail(StoryID(9_791_102)) != nil)
    }

    @Test func cancellingStopsAtOnceKeepingWhatWasFetchedAndTheNextRunResumes() async throws {
        // The list of the fourth day (20261127) takes 30 s to come.
        let server = try await FixtureServer.start()
        try await server.setFaults(["news/before/20261128": ["delay:30"]])
        let store = MemoryStoryStore()
        let subject = sync(server, store)
        let events = EventRecorder()
        let run = Task {
            await subject.run(.recentDays(previous: 3), contents: Self.withoutComments) { events.record($0) }
        }
        for _ in 0..<500 where events.days.count < 3 { try await Task.sleep(for: .milliseconds(10)) }
        try await Task.sleep(for: .milliseconds(100))
        let cancelledAt = ContinuousClock.now

        run.cancel()
        let outcome = await run.value

        #expect(ContinuousClock.now - cancelledAt < .seconds(8), "stopped at once, not after the 30 s answer")
        #expect(outcome.wasCancelled)
        #expect(outcome.summary.string.hasPrefix("离线下载已中断：已保存 3/4 天"))
        #expect(try store.storyDetail(StoryID(9_791_102)) != nil, "today's bodies were kept")
        try await server.reset()

        let resumed = await subject.run(.recentDays(previous: 3), contents: Self.withoutComments) { _ in }

        #expect(resumed.isComplete, "\(resumed.failures)")
        let log = try await server.requestLog()
        #expect(!log.contains("news/9791102") && !log.contains("news/before/20261130"), "\(log)")
        #expect(log.contains("news/before/20261128"))
    }
}

/// Keeps the events a run reported.
private final class EventRecorder: Sendable {
    private let events = Mutex<[SyncEvent]>([])

    func record(_ event: SyncEvent) {
        events.withLock { $0.append(event) }
    }

    /// Each hold the progress reported, in order.
    var waits: [SyncWait] {
        events.withLock { events in
            events.compactMap { if case .progress(let progress) = $0 { progress.waiting } else { nil } }
        }
    }

    var days: [SyncDayReport] {
        events.withLock { events in
            events.compactMap { if case .dayFinished(let day) = $0 { day } else { nil } }
        }
    }
}
