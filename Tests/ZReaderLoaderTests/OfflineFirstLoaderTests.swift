import Synchronization
import Testing
import ZReaderDomain
import ZReaderLoader
import ZReaderScreen
import ZReaderTestSupport

@Suite("Offline-first loading")
struct OfflineFirstLoaderTests {
    let days = Fixtures.days(olderDays: 4)

    func loader(
        store: MemoryStoryStore, userData: MemoryUserDataStore = MemoryUserDataStore(), network: ScriptedLoader?,
        notice: DisplayText? = nil, log: RecordingLog = RecordingLog(), notices: NoticeRecorder = NoticeRecorder()
    )
        -> OfflineFirstLoader
    {
        OfflineFirstLoader(
            openStores: {
                OpenedStores(
                    cache: OpenedStore(store: store, notice: notice),
                    userData: OpenedStore(store: userData, notice: nil))
            },
            network: network, demo: DemoEditionLoader(), log: log, notices: { notices.record($0) },
            today: { Fixtures.today }, maintenanceDelay: nil, bodyText: { $0 })
    }

    @Test func cachedHomeComesFromTheCacheAloneWithReadMarksAndNotice() async throws {
        let store = MemoryStoryStore(days: Array(days.prefix(4)), topStories: Fixtures.topStories)
        let userData = MemoryUserDataStore()
        try userData.markRead(days[1].stories[0].id, at: 1)
        let network = ScriptedLoader(days: days)
        let home = await loader(store: store, userData: userData, network: network, notice: "缓存已重建").cachedHome()
        #expect(home.days.map(\.date) == Array(days.prefix(3)).map(\.date))
        #expect(home.topStories == Fixtures.topStories)
        #expect(home.readStories == [days[1].stories[0].id])
        #expect(home.notice == "缓存已重建")
        #expect(network.requests.isEmpty)
    }

    /// About four stories a day, as in 2026: start-up reads as many days as the first screen
    /// needs, not a fixed number of them; a gap in the cache ends the read.
    @Test func cachedHomeReadsAsManyDaysAsTheFirstScreenNeeds() async throws {
        let short = Fixtures.days(olderDays: 40, storiesPerDay: 4)
        let store = MemoryStoryStore(days: short)
        let subject = loader(store: store, network: nil)
        #expect(await subject.cachedHome(stories: 24).days.map(\.date) == Array(short.prefix(6)).map(\.date))
        #expect(await subject.cachedHome(stories: 40).days.count == 10)
        // As the app asks it, through the protocol.
        let asked: any StoryLoader = subject
        #expect(await asked.cachedHome(stories: 40).days.count == 10)
        #expect(await subject.cachedHome(stories: 1).days.count == 1)
        // However few stories, at most a month of days.
        #expect(await subject.cachedHome(stories: 10_000).days.count == 31)
        let twelve = Fixtures.days(olderDays: 5, storiesPerDay: 12)
        #expect(
            await loader(store: MemoryStoryStore(days: twelve), network: nil).cachedHome(stories: 24).days.count == 2)
        let gap = MemoryStoryStore(days: Array(short.prefix(2)) + Array(short.dropFirst(3)))
        #expect(await loader(store: gap, network: nil).cachedHome(stories: 24).days.count == 2)
    }

    /// The home list left on a story days down: the first frame holds its day and the one below
    /// when the list is still the one it was left on, and the plain read otherwise.
    @Test func cachedHomeReadsDownToTheDayTheHomeListWasLeftOn() async throws {
        let short = Fixtures.days(olderDays: 40, storiesPerDay: 4)
        let userData = MemoryUserDataStore()
        let story = short[9].stories[1]
        try userData.rememberHomePlace(
            HomePlace(today: short[0].date, story: story.id, storyDay: short[9].date, screenRow: 12))
        let home = await loader(store: MemoryStoryStore(days: short), userData: userData, network: nil)
            .cachedHome(stories: 24)
        #expect(home.days.map(\.date) == Array(short.prefix(11)).map(\.date))
        #expect(home.homePlace?.story == story.id)

        // Left on another day's list: the usual six days.
        try userData.rememberHomePlace(
            HomePlace(today: short[1].date, story: story.id, storyDay: short[9].date, screenRow: 12))
        let other = await loader(store: MemoryStoryStore(days: short), userData: userData, network: nil)
            .cachedHome(stories: 24)
        #expect(other.days.count == 6)
    }

    /// A cache of such days opens flat: the first frame reads the days it shows, by date, and
    /// nothing more, with a month cached as with ten years.
    @Test func aCacheOfFourStoryDaysOpensWithTheSameReadsWhateverItsSize() async throws {
        var reads: [Int] = []
        for size in [30, 3650] {
            let store = CountingStoryStore(MemoryStoryStore(days: Fixtures.days(olderDays: size - 1, storiesPerDay: 4)))
            let subject = OfflineFirstLoader(
                openStores: {
                    OpenedStores(
                        cache: OpenedStore(store: store, notice: nil),
                        userData: OpenedStore(store: MemoryUserDataStore(), notice: nil))
                }, network: nil, demo: DemoEditionLoader(), log: RecordingLog(), maintenanceDelay: nil)
            let home = await subject.cachedHome(stories: 40)
            #expect(home.days.count == 10)
            reads.append(store.reads)
        }
        #expect(reads == [10, 10], "one read of the newest day, then one for each older day")
    }

    @Test func latestFromTheNetworkIsStored() async throws {
        let store = MemoryStoryStore()
        let feed = try await loader(store: store, network: ScriptedLoader(days: days)).latest().get()
        #expect(feed.origin == .network)
        #expect(try store.latestDay()?.day == days[0])
        #expect(try store.latestDay()?.topStories == Fixtures.topStories)
    }

    @Test func aNetworkFailureWithACacheIsReportedAndTheCacheKept() async throws {
        let store = MemoryStoryStore(days: [days[1]])
        let result = await loader(store: store, network: ScriptedLoader(days: days, failure: .offline)).latest()
        #expect(result == .failure(.offline))
        #expect(store.storedDates == [days[1].date])
    }

    @Test func anEmptyCacheAndNoNetworkFallBackToTheDemoEditionWhichIsNeverStored() async throws {
        let store = MemoryStoryStore()
        let network = ScriptedLoader(days: days, failure: .offline)
        let loader = loader(store: store, network: network)
        let feed = try await loader.latest().get()
        #expect(feed.origin == .demo)
        #expect(feed.day.date == DayStamp("20261130"))
        let older = try await loader.day(before: feed.day.date).get()
        #expect(older.date == DayStamp("20261129"))
        #expect(store.storedDates.isEmpty)
        #expect(network.requests == ["news/latest"])
    }

    @Test func offlineMakesNoRequestAndAnswersFromTheCache() async throws {
        let store = MemoryStoryStore(days: Array(days.prefix(2)), topStories: Fixtures.topStories)
        let loader = loader(store: store, network: nil)
        let feed = try await loader.latest().get()
        #expect(feed.origin == .cache && feed.day == days[0])
        #expect(try await loader.day(before: days[0].date).get() == days[1])
        #expect(await loader.day(before: days[1].date) == .failure(.unavailable("离线 · 没有更早的缓存")))
    }

    @Test func olderDaysComeFromTheCacheFirstAndTheNetworkOnlyForWhatIsMissing() async throws {
        let store = MemoryStoryStore(days: [days[0], days[1]])
        let network = ScriptedLoader(days: days)
        let loader = loader(store: store, network: network)
        #expect(try await loader.day(before: days[0].date).get() == days[1])
        #expect(network.requests.isEmpty)
        #expect(try await loader.day(before: days[1].date).get() == days[2])
        #expect(network.requests == ["news/before/\(days[1].date.stamp)"])
        #expect(store.storedDates.contains(days[2].date))
    }

    @Test func aDayCachedWhileItWasStillTodayIsFetchedAgainButKeptIfTheNetworkFails() async throws {
        let partial = DayFeed(date: days[1].date, stories: Array(days[1].stories.prefix(2)))
        let store = MemoryStoryStore(days: [days[0], partial], fetchedAt: days[1].date.beijingMidnight + 3600)
        let network = ScriptedLoader(days: days)
        let loader = loader(store: store, network: network)
        #expect(try await loader.day(before: days[0].date).get() == days[1])
        #expect(network.requests == ["news/before/\(days[0].date.stamp)"])
        #expect(try store.day(days[1].date) == days[1])

        let stale = MemoryStoryStore(days: [days[0], partial], fetchedAt: days[1].date.beijingMidnight + 3600)
        let offline = self.loader(store: stale, network: ScriptedLoader(days: days, failure: .offline))
        #expect(try await offline.day(before: days[0].date).get() == partial)
    }

    @Test func storyBodiesAreCachedWhenFirstFetched() async throws {
        let store = MemoryStoryStore()
        let network = ScriptedLoader(days: days)
        let loader = loader(store: store, network: network)
        let id = days[0].stories[0].id
        _ = try await loader.story(id).get()
        _ = try await loader.story(id).get()
        #expect(network.requests == ["news/\(id)"])
        #expect(try store.storyDetail(id)?.id == id)
    }

    @Test func aCacheThatCannotBeWrittenIsLoggedAndTheAnswerStillGiven() async throws {
        let store = MemoryStoryStore()
        store.failWrites()
        let log = RecordingLog()
        let feed = try await loader(store: store, network: ScriptedLoader(days: days), log: log).latest().get()
        #expect(feed.day == days[0])
        #expect(log.recorded.contains { $0.contains("cache write") })
    }

    @Test func aCacheThatStopsTakingWritesIsToldOfOnce() async throws {
        let store = MemoryStoryStore()
        let notices = NoticeRecorder()
        let subject = loader(store: store, network: ScriptedLoader(days: days), notices: notices)
        _ = await subject.latest()
        #expect(notices.told.isEmpty)

        store.failWrites()
        _ = await subject.day(before: days[0].date)
        let notice = try #require(notices.told.first)
        #expect(notice.string.hasPrefix("缓存写入失败，新内容不会保存（"), "\(notice)")
        #expect(notices.told.count == 1)

        _ = await subject.day(before: days[1].date)
        await subject.markRead(days[0].stories[0].id)
        #expect(notices.told.count == 1)
    }
}

/// A story store that counts the reads of days, over one in memory.
final class CountingStoryStore: StoryStore {
    let inner: MemoryStoryStore
    private let count = Mutex(0)

    init(_ inner: MemoryStoryStore) {
        self.inner = inner
    }

    var reads: Int { count.withLock { $0 } }

    func latestDay() throws(StoreFailure) -> (day: DayFeed, topStories: [TopStory])? {
        count.withLock { $0 += 1 }
        return try inner.latestDay()
    }

    func day(_ date: DayStamp) throws(StoreFailure) -> DayFeed? {
        count.withLock { $0 += 1 }
        return try inner.day(date)
    }

    func fetchTime(ofDay date: DayStamp) throws(StoreFailure) -> Int? { try inner.fetchTime(ofDay: date) }
    func saveDay(_ day: DayFeed, topStories: [TopStory]?) throws(StoreFailure) {
        try inner.saveDay(day, topStories: topStories)
    }
    func storyDetail(_ id: StoryID) throws(StoreFailure) -> StoryDetail? { try inner.storyDetail(id) }
    func saveStoryDetail(_ detail: StoryDetail) throws(StoreFailure) { try inner.saveStoryDetail(detail) }
    func storyExtra(_ id: StoryID) throws(StoreFailure) -> StoryExtra? { try inner.storyExtra(id) }
    func saveStoryExtra(_ extra: StoryExtra, for id: StoryID) throws(StoreFailure) {
        try inner.saveStoryExtra(extra, for: id)
    }
    func comments(_ id: StoryID, kind: CommentKind) throws(StoreFailure) -> StoredComments? {
        try inner.comments(id, kind: kind)
    }
    func saveComments(_ comments: [ZReaderDomain.Comment], isComplete: Bool, of id: StoryID, kind: CommentKind)
        throws(StoreFailure)
    {
        try inner.saveComments(comments, isComplete: isComplete, of: id, kind: kind)
    }
    func maintain() async {}
}
