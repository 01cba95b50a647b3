import Synchronization
import ZReaderDomain

/// A `StoryStore` in memory, for tests of the code above the store; can be told to fail.
public final class MemoryStoryStore: StoryStore {
    private struct Contents {
        var days: [DayStamp: DayFeed] = [:]
        var fetchTimes: [DayStamp: Int] = [:]
        var banners: [DayStamp: [TopStory]] = [:]
        var details: [StoryID: StoryDetail] = [:]
        var extras: [StoryID: StoryExtra] = [:]
        var comments: [StoryID: [CommentKind: StoredComments]] = [:]
        var failsWrites = false
        var maintenanceRuns = 0
    }

    private let contents = Mutex(Contents())

    /// Holds `days` as fetched at `fetchedAt` (Unix seconds; by default long after all of them).
    public init(days: [DayFeed] = [], topStories: [TopStory] = [], fetchedAt: Int = Int(Int32.max)) {
        contents.withLock { contents in
            for day in days {
                contents.days[day.date] = day
                contents.fetchTimes[day.date] = fetchedAt
            }
            if let newest = days.map(\.date).max() { contents.banners[newest] = topStories }
        }
    }

    /// Makes every later write fail, as a full disk would.
    public func failWrites() {
        contents.withLock { $0.failsWrites = true }
    }

    public var storedDates: [DayStamp] { contents.withLock { $0.days.keys.sorted(by: >) } }

    public func latestDay() throws(StoreFailure) -> (day: DayFeed, topStories: [TopStory])? {
        contents.withLock { contents in
            guard let newest = contents.days.keys.max(), let day = contents.days[newest] else { return nil }
            return (day, contents.banners[newest] ?? [])
        }
    }

    public func day(_ date: DayStamp) throws(StoreFailure) -> DayFeed? {
        contents.withLock { $0.days[date] }
    }

    public func fetchTime(ofDay date: DayStamp) throws(StoreFailure) -> Int? {
        contents.withLock { $0.fetchTimes[date] }
    }

    public func saveDay(_ day: DayFeed, topStories: [TopStory]?) throws(StoreFailure) {
        try write { contents in
            contents.days[day.date] = day
            contents.fetchTimes[day.date] = Int(Int32.max)
            if let topStories { contents.banners[day.date] = topStories }
        }
    }

    public func storyDetail(_ id: StoryID) throws(StoreFailure) -> StoryDetail? {
        contents.withLock { $0.details[id] }
    }

    public func saveStoryDetail(_ detail: StoryDetail) throws(StoreFailure) {
        try write { $0.details[detail.id] = detail }
    }

    public func storyExtra(_ id: StoryID) throws(StoreFailure) -> StoryExtra? {
        contents.withLock { $0.extras[id] }
    }

    public func saveStoryExtra(_ extra: StoryExtra, for id: StoryID) throws(StoreFailure) {
        try write { $0.extras[id] = extra }
    }

    public func comments(_ id: StoryID, kind: CommentKind) throws(StoreFailure) -> StoredComments? {
        contents.withLock { $0.comments[id]?[kind] }
    }

    public func saveComments(_ comments: [Comment], isComplete: Bool, of id: StoryID, kind: CommentKind)
        throws(StoreFailure)
    {
        try write {
            $0.comments[id, default: [:]][kind] = StoredComments(
                comments: comments, isComplete: isComplete, fetchedAt: 1_764_460_800)
        }
    }

    /// How many times `maintain()` has run to its end.
    public var maintenanceRuns: Int { contents.withLock { $0.maintenanceRuns } }

    public func maintain() async {
        contents.withLock { $0.maintenanceRuns += 1 }
    }

    private func write(_ change: (inout Contents) -> Void) throws(StoreFailure) {
        let failed = contents.withLock { contents -> Bool in
            guard !contents.failsWrites else { return true }
            change(&contents)
            return false
        }
        if failed { throw StoreFailure.database("database or disk is full") }
    }
}
