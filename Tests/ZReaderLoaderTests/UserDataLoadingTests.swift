import Testing
import ZReaderDomain
import ZReaderLoader
import ZReaderTestSupport

@Suite("Favourites open offline; answers with impossible dates are not stored")
struct UserDataLoadingTests {
    let days = Fixtures.days(olderDays: 4)

    func loader(
        store: MemoryStoryStore, userData: MemoryUserDataStore, network: (any StoryLoader)?,
        log: RecordingLog = RecordingLog()
    ) -> OfflineFirstLoader {
        OfflineFirstLoader(
            openStores: {
                OpenedStores(
                    cache: OpenedStore(store: store, notice: nil), userData: OpenedStore(store: userData, notice: nil))
            },
            network: network, demo: DemoEditionLoader(), log: log, today: { Fixtures.today }, maintenanceDelay: nil)
    }

    @Test func aFavouritesPageComesFromTheDataFileWhenTheCacheLacksIt() async throws {
        let story = days[0].stories[0]
        let userData = MemoryUserDataStore()
        let page = StoryDetail(id: story.id, title: story.title, body: "<p>收藏时存下的正文</p>")
        try userData.saveFavourite(FavouriteEntry(story: story, savedAt: 1), page: page)

        let offline = loader(store: MemoryStoryStore(), userData: userData, network: nil)

        #expect(try await offline.story(story.id).get() == page)
    }

    @Test func savingAFavouriteKeepsTheCachedPageWithIt() async throws {
        let story = days[0].stories[1]
        let store = MemoryStoryStore()
        let page = StoryDetail(id: story.id, title: story.title, body: "<p>缓存里的正文</p>")
        try store.saveStoryDetail(page)
        let userData = MemoryUserDataStore()
        let network = ScriptedLoader(days: days)

        #expect(await loader(store: store, userData: userData, network: network).setFavourite(story, true))

        #expect(try userData.favouritePage(story.id) == page)
        #expect(network.requests.isEmpty)
    }

    @Test func aFavouriteSavedBeforeItsPageWasCachedFetchesItAfterwards() async throws {
        let story = days[0].stories[2]
        let userData = MemoryUserDataStore()
        let network = ScriptedLoader(days: days)
        let subject = loader(store: MemoryStoryStore(), userData: userData, network: network)

        #expect(await subject.setFavourite(story, true))
        for _ in 0..<200 where (try? userData.favouritePage(story.id)) ?? nil == nil {
            try await Task.sleep(for: .milliseconds(10))
        }

        #expect(try userData.favouritePage(story.id)?.body == "<p>正文</p>")
        #expect(network.requests == ["news/\(story.id)"])
    }

    @Test func aPageFetchedForReadingIsKeptWithItsFavourite() async throws {
        let story = days[1].stories[0]
        let userData = MemoryUserDataStore()
        try userData.saveFavourite(FavouriteEntry(story: story, savedAt: 1), page: nil)
        let subject = loader(store: MemoryStoryStore(), userData: userData, network: ScriptedLoader(days: days))

        _ = try await subject.story(story.id).get()
        // The page goes to the data file through its writer, which closing waits for.
        await subject.closeCache()

        #expect(try userData.favouritePage(story.id)?.body == "<p>正文</p>")
    }

    @Test func maintenanceRunsOnceAfterTheFirstFrameAndNotAfterClosing() async throws {
        let store = MemoryStoryStore(days: [days[0]])
        let subject = OfflineFirstLoader(
            openStores: {
                OpenedStores(
                    cache: OpenedStore(store: store, notice: nil),
                    userData: OpenedStore(store: MemoryUserDataStore(), notice: nil))
            },
            network: nil, demo: DemoEditionLoader(), log: RecordingLog(), maintenanceDelay: .milliseconds(50))

        _ = await subject.cachedHome()
        #expect(store.maintenanceRuns == 0, "not before the first frame")
        _ = await subject.cachedHome()
        for _ in 0..<200 where store.maintenanceRuns == 0 { try await Task.sleep(for: .milliseconds(5)) }
        #expect(store.maintenanceRuns == 1)

        let late = MemoryStoryStore(days: [days[0]])
        let closed = OfflineFirstLoader(
            openStores: {
                OpenedStores(
                    cache: OpenedStore(store: late, notice: nil),
                    userData: OpenedStore(store: MemoryUserDataStore(), notice: nil))
            },
            network: nil, demo: DemoEditionLoader(), log: RecordingLog(), maintenanceDelay: .milliseconds(50))
        _ = await closed.cachedHome()
        await closed.closeCache()
        try await Task.sleep(for: .milliseconds(150))
        #expect(late.maintenanceRuns == 0, "closing stops maintenance that has not started")
    }

    @Test func anOlderDayUnderAnotherDateIsRefusedAndNotStored() async throws {
        let store = MemoryStoryStore()
        let log = RecordingLog()
        let wrong = DatedLoader(day: DayFeed(date: Fixtures.today, stories: days[0].stories))
        let subject = loader(store: store, userData: MemoryUserDataStore(), network: wrong, log: log)

        let result = await subject.day(before: days[2].date)

        guard case .failure(.badData(let reason)) = result else {
            Issue.record("expected bad data, got \(result)")
            return
        }
        #expect(reason.contains(days[2].date.previous.stamp) && reason.contains(Fixtures.today.stamp))
        #expect(store.storedDates.isEmpty)
        #expect(log.recorded.contains { $0.contains("refused, not stored") })
    }

    @Test func anAnswerDatedEarlierThanTheDayAskedForIsStoredUnderItsOwnDate() async throws {
        let store = MemoryStoryStore()
        // Real archives skip days: before/D answers D−2, which is that day's list all the same.
        let earlier = days[2].date.previous.previous
        let skipped = DayFeed(date: earlier, stories: days[2].stories)
        let subject = loader(store: store, userData: MemoryUserDataStore(), network: DatedLoader(day: skipped))

        let result = await subject.day(before: days[2].date)

        #expect(result == .success(skipped))
        #expect(store.storedDates == [earlier])
    }

    @Test func anEarlierAnswerRepeatingTheStoriesOfTheDayAfterIsRefused() async throws {
        let store = MemoryStoryStore(days: [days[2]])
        let log = RecordingLog()
        let earlier = days[2].date.previous.previous
        let repeated = DatedLoader(day: DayFeed(date: earlier, stories: [days[2].stories[1]]))
        let subject = loader(store: store, userData: MemoryUserDataStore(), network: repeated, log: log)

        let result = await subject.day(before: days[2].date)

        guard case .failure(.badData(let reason)) = result else {
            Issue.record("expected bad data, got \(result)")
            return
        }
        #expect(reason.contains("重复"))
        #expect(store.storedDates == [days[2].date])
        #expect(log.recorded.contains { $0.contains("refused, not stored") })
    }

    @Test func todayDatedAfterTomorrowIsRefusedAndTheCacheKept() async throws {
        let store = MemoryStoryStore(days: [days[1]])
        let future = DayFeed(date: try #require(DayStamp("20291231")), stories: days[0].stories)
        let subject = loader(store: store, userData: MemoryUserDataStore(), network: DatedLoader(day: future))

        let result = await subject.latest()

        #expect(result == .failure(.badData("日期 20291231 晚于今天 \(Fixtures.today)")))
        #expect(store.storedDates == [days[1].date])
    }

    @Test func todayDatedTomorrowIsAClockAheadAndStored() async throws {
        let store = MemoryStoryStore()
        let tomorrow = DayFeed(date: Fixtures.today.next, stories: days[0].stories)
        let subject = loader(store: store, userData: MemoryUserDataStore(), network: DatedLoader(day: tomorrow))

        #expect(try await subject.latest().get().day == tomorrow)
        #expect(store.storedDates == [tomorrow.date])
    }
}

/// A network that answers every list with the same day, whatever was asked.
private struct DatedLoader: StoryLoader {
    let day: DayFeed

    func cachedHome() async -> CachedHome { CachedHome() }
    func latest() async -> Result<LatestFeed, LoadFailure> { .success(LatestFeed(day: day, topStories: [])) }
    func day(before date: DayStamp) async -> Result<DayFeed, LoadFailure> { .success(day) }
    func story(_ id: StoryID) async -> Result<StoryDetail, LoadFailure> { .failure(.offline) }
    func storyExtra(_ id: StoryID) async -> Result<StoryExtra, LoadFailure> { .failure(.offline) }
    func comments(_ id: StoryID, kind: CommentKind, before: Int?) async -> Result<[ZReaderDomain.Comment], LoadFailure>
    {
        .failure(.offline)
    }
}
