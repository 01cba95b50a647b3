import Foundation
import Synchronization
import Testing
import ZReaderDomain
import ZReaderTestSupport

@testable import ZReaderStore

/// The cache stays under its cap: the least recently used days (with their bodies) go first.
@Suite("Eviction at the cache's cap")
struct EvictionTests {
    let scratch: TemporaryFolder

    init() throws {
        scratch = try TemporaryFolder()
    }

    /// A clock that moves a second on every reading, so that every save is later than the last;
    /// it starts in January 2027, after every day the tests store.
    final class SteppingClock: Sendable {
        private let seconds = Mutex(1_800_000_000)
        func now() -> Int {
            seconds.withLock {
                $0 += 1
                return $0
            }
        }
    }

    private func open(limit: CacheLimit, clock: SteppingClock) -> OpenedStore<any StoryStore> {
        StoreOpener.open(cacheDirectory: scratch.path, migrations: StoreSchema.migrations, now: clock.now, limit: limit)
    }

    /// Sixty days of eight stories, each with a body of 8 KB, oldest saved first (or newest first,
    /// as a download saves them): about 4 MB.
    private func fillSixtyDays(_ store: any StoryStore, newestFirst: Bool = false) throws -> [DayStamp] {
        var date = try Samples.date("20261130")
        var dates: [DayStamp] = []
        for _ in 0..<60 {
            dates.append(date)
            date = date.previous
        }
        let order = newestFirst ? Array(dates.enumerated()) : dates.enumerated().reversed()
        for (offset, date) in order {
            let ids = (0..<8).map { offset * 10 + $0 }
            try store.saveDay(DayFeed(date: date, stories: ids.map { Samples.story($0) }), topStories: nil)
            for id in ids {
                try store.saveComments(
                    [Comment(id: id, author: "读者", content: "评论 \(id)", likes: 1, time: 0)], isComplete: true,
                    of: StoryID(id), kind: .long)
                try store.saveStoryDetail(Samples.detail(id, body: Samples.body(kilobytes: 8, seed: id)))
                try store.saveStoryExtra(
                    StoryExtra(popularity: id, longComments: 0, shortComments: 0, comments: 0), for: StoryID(id))
            }
        }
        return dates
    }

    private func fileBytes() throws -> Int {
        try FileManager.default.attributesOfItem(atPath: scratch.cacheFile)[.size] as? Int ?? 0
    }

    @Test func atTheCapTheNewestDaysStayAndTheOldestGoWithTheirBodies() async throws {
        let clock = SteppingClock()
        let cap = 1_048_576
        let opened = open(limit: CacheLimit(maximumBytes: cap), clock: clock)
        let dates = try fillSixtyDays(opened.store)
        let database = try RawDatabase.open(scratch.cacheFile)
        #expect(try database.usedBytes() > 3 * cap, "the fill should be well over the cap")

        await opened.store.maintain()

        #expect(try database.usedBytes() <= cap)
        let kept = dates.filter { (try? opened.store.day($0)) ?? nil != nil }
        #expect(kept.count >= 5 && kept.count < 30, "kept \(kept.count) days")
        #expect(kept == Array(dates.prefix(kept.count)), "the newest days stay, in one run")
        let newest = try #require(try opened.store.day(dates[0]))
        #expect(try opened.store.storyDetail(newest.stories[0].id) != nil)
        let oldestID = StoryID(59 * 10)
        #expect(try opened.store.storyDetail(oldestID) == nil, "a day's bodies go with it")
        #expect(try opened.store.storyExtra(oldestID) == nil)
        #expect(try opened.store.comments(oldestID, kind: .long) == nil, "and its comments")
        #expect(try opened.store.comments(newest.stories[0].id, kind: .long)?.comments.count == 1)
        #expect(
            try RawDatabase.integer("SELECT count(*) FROM day_entries WHERE date = '\(dates[59].stamp)'", in: database)
                == 0)
        // A new cache frees its pages as it shrinks: the file itself comes back under the cap.
        let size = try fileBytes()
        #expect(size <= cap + 64 * 1024, "file of \(size) bytes")
    }

    @Test func evictedStoriesLeaveTheSearchIndexAndKeptOnesStayFound() async throws {
        let clock = SteppingClock()
        let opened = open(limit: CacheLimit(maximumBytes: 1_048_576), clock: clock)
        let dates = try fillSixtyDays(opened.store)
        let search = try #require(opened.store as? any SearchableStore)
        while try search.indexPending(limit: 200, bodyText: { $0 }) > 0 {}
        let oldest = "第 590 篇："
        #expect(try search.search(SearchQuery(text: oldest), limit: 5).isEmpty == false)

        await opened.store.maintain()

        #expect(try opened.store.day(dates[0]) != nil, "the index is evicted with its days, not instead of them")
        #expect(try opened.store.day(dates[59]) == nil)
        #expect(try search.search(SearchQuery(text: oldest), limit: 5).isEmpty, "an evicted story is not found")
        let newest = "第 0 篇："
        let found = try search.search(SearchQuery(text: newest), limit: 5).map(\.story.id)
        #expect(found.contains(StoryID(0)), "\(found)")
        let database = try RawDatabase.open(scratch.cacheFile)
        #expect(
            try RawDatabase.integer(
                "SELECT count(*) FROM search_text WHERE id NOT IN (SELECT id FROM day_entries)", in: database) == 0)
    }

    @Test func aDayShownRecentlyStaysWhileNewerButUnshownOnesGo() async throws {
        let clock = SteppingClock()
        let opened = open(limit: CacheLimit(maximumBytes: 1_048_576), clock: clock)
        let dates = try fillSixtyDays(opened.store)
        let oldest = try #require(dates.last)

        _ = try opened.store.day(oldest)
        await opened.store.maintain()

        #expect(try opened.store.day(oldest) != nil, "shown last, so used last")
        #expect(try opened.store.storyDetail(StoryID(59 * 10 + 3)) != nil, "its bodies stay with it")
        #expect(try opened.store.day(dates[30]) == nil)
    }

    @Test func aDayWhoseStoryWasReadRecentlyStays() async throws {
        let clock = SteppingClock()
        let opened = open(limit: CacheLimit(maximumBytes: 1_048_576), clock: clock)
        let dates = try fillSixtyDays(opened.store)

        _ = try opened.store.storyDetail(StoryID(58 * 10 + 5))
        await opened.store.maintain()

        #expect(try opened.store.day(dates[58]) != nil, "a body read is a use of its day")
        #expect(try opened.store.day(dates[59]) == nil)
    }

    @Test func daysDownloadedNewestFirstAndNeverShownGoOldestFirst() async throws {
        let clock = SteppingClock()
        let opened = open(limit: CacheLimit(maximumBytes: 1_048_576), clock: clock)
        let dates = try fillSixtyDays(opened.store, newestFirst: true)

        await opened.store.maintain()

        let kept = dates.filter { (try? opened.store.day($0)) ?? nil != nil }
        #expect(!kept.isEmpty && kept == Array(dates.prefix(kept.count)), "kept \(kept)")
    }

    @Test func underTheCapNothingIsEvicted() async throws {
        let clock = SteppingClock()
        let opened = open(limit: .standard, clock: clock)
        let dates = try fillSixtyDays(opened.store)

        await opened.store.maintain()

        for date in dates { #expect(try opened.store.day(date) != nil) }
    }

    @Test func anOldCacheWithoutIncrementalVacuumIsRebuiltOnceWhenOverTheCap() async throws {
        let clock = SteppingClock()
        do {
            // A cache made before version 2 had no auto_vacuum.
            let database = try RawDatabase.open(scratch.cacheFile)
            try StoreSchema.migrate(database, with: Array(StoreSchema.migrations.prefix(1)))
        }
        let opened = open(limit: CacheLimit(maximumBytes: 1_048_576), clock: clock)
        _ = try fillSixtyDays(opened.store)
        #expect(try RawDatabase.integer("PRAGMA auto_vacuum", in: RawDatabase.open(scratch.cacheFile)) == 0)

        await opened.store.maintain()

        #expect(try RawDatabase.integer("PRAGMA auto_vacuum", in: RawDatabase.open(scratch.cacheFile)) == 2)
        #expect(try fileBytes() <= 1_048_576 + 64 * 1024)
    }
}
