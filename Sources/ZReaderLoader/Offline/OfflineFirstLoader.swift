import ZReaderModel

/// The app's source of stories: the cache first, the network to fill in and refresh, and the demo
/// edition when there is nothing else.
///
/// - `cachedHome()` answers from the cache alone, so the first frame never waits for the network.
/// - `latest()` asks the network and stores the answer. When the network fails it answers with
///   the failure if the cache has a day to show (the app keeps it and says so), and with the demo
///   edition if the cache is empty. Without a network (`--offline`) it answers from the cache.
/// - `day(before:)` and `story(_:)` answer from the cache when it has them, else from the network,
///   storing what arrives. Past days and story bodies do not change after publication.
/// - `storyExtra(_:)` asks the network first (the counts change) and falls back to the cached
///   counts; comments always come from the network.
/// - Once the demo edition stands in, older days and stories come from it too, until the network
///   answers `latest()` again. The demo edition is never written to the cache.
/// - Read marks and favourites go to the cache.
public actor OfflineFirstLoader: StoryLoader, ReadingMarks, StorySearch {
    private let openStore: @Sendable () -> OpenedStore
    /// The cache: opened on first use, let go of before exit.
    private enum Cache {
        case unopened
        case open(OpenedStore)
        case closed
    }

    private var cache = Cache.unopened
    private let network: (any StoryLoader)?
    private let demo: any StoryLoader
    let log: any EventLog
    private var isShowingDemo = false
    /// Where the user hears what no answer carries, and whether a failed write has been told of.
    private let notices: NoticeSink
    private var hasToldOfFailedWrite = false
    /// A story body's text for the search index; the app's HTML module makes it.
    let bodyText: @Sendable (String) -> String
    /// Whether a background pass over what the index lacks is running or due.
    var isIndexing = false

    /// How many days `cachedHome()` hands over; older ones come through `day(before:)`.
    static let cachedHomeDays = 3

    /// - Parameters:
    ///   - openStore: opens the cache; called once, off the input thread, on first use.
    ///   - network: the API, or nil to make no request at all (`--offline`).
    ///   - notices: told once when the cache stops taking writes.
    ///   - bodyText: turns a body's HTML into the text the search index holds.
    public init(
        openStore: @escaping @Sendable () -> OpenedStore, network: (any StoryLoader)?, demo: any StoryLoader,
        log: any EventLog, notices: @escaping NoticeSink = { _ in }, bodyText: @escaping @Sendable (String) -> String
    ) {
        self.notices = notices
        self.bodyText = bodyText
        self.openStore = openStore
        self.network = network
        self.demo = demo
        self.log = log
    }

    /// Whether the demo edition stands in now: the app shows its stories, so its pictures too.
    public var showsDemoEdition: Bool { isShowingDemo }

    /// Lets go of the cache, so that SQLite folds its write-ahead log into `cache.db` and removes
    /// it (a cache copied after zreader quits is one whole file); later calls work without a cache.
    public func closeCache() {
        cache = .closed
    }

    /// Logs a failed write and, the first time in a run, tells the user: a full disk fails every
    /// write after it, and one notice is enough.
    private func writeFailed(_ what: String, _ failure: StoreFailure) {
        log.record("cache write of \(what) failed: \(failure)")
        guard !hasToldOfFailedWrite else { return }
        hasToldOfFailedWrite = true
        let reason =
            switch failure {
            case .database(let reason): reason
            }
        notices("缓存写入失败，新内容不会保存（\(TextSanitizer.clean(reason))）")
    }

    private func store() -> (any StoryStore)? {
        opened?.store
    }

    /// The cache, when it can search.
    func storeForSearch() -> (any SearchableStore)? {
        store() as? any SearchableStore
    }

    /// The cache as opened, opening it the first time; nil once closed.
    private var opened: OpenedStore? {
        switch cache {
        case .unopened:
            let opened = openStore()
            cache = .open(opened)
            return opened
        case .open(let opened): return opened
        case .closed: return nil
        }
    }

    public func cachedHome() -> CachedHome {
        let store = self.store()
        var home = CachedHome(notice: opened?.notice)
        guard let store else { return home }
        do {
            if let latest = try store.latestDay() {
                home.days = [latest.day]
                home.topStories = latest.topStories
                var date = latest.day.date
                while home.days.count < OfflineFirstLoader.cachedHomeDays, let older = try store.day(date.previous),
                    !older.stories.isEmpty
                {
                    home.days.append(older)
                    date = older.date
                }
            }
            home.readStories = try store.readStories()
            home.favouriteStories = Set(try store.favourites().map(\.story.id))
        } catch {
            log.record("cache read failed: \(error)")
        }
        // The first frame's days are read: the search index may catch up now (after an upgrade,
        // with everything already stored).
        indexInBackground()
        return home
    }

    public func latest() async -> Result<LatestFeed, LoadFailure> {
        guard let network else { return await offlineLatest() }
        switch await network.latest() {
        case .success(let feed):
            isShowingDemo = false
            save(feed.day, topStories: feed.topStories)
            return .success(feed)
        case .failure(let failure):
            log.record("news/latest failed: \(failure.summary)")
            if (try? store()?.latestDay()) != nil {
                return .failure(failure)
            }
            return await demoLatest(because: failure)
        }
    }

    public func day(before date: DayStamp) async -> Result<DayFeed, LoadFailure> {
        if isShowingDemo {
            return await demo.day(before: date)
        }
        let cached = cachedDay(date.previous)
        if let cached, cached.isComplete || network == nil {
            return .success(cached.day)
        }
        guard let network else {
            return .failure(.unavailable("离线 · 没有更早的缓存"))
        }
        let result = await network.day(before: date)
        switch result {
        case .success(let day) where !day.stories.isEmpty:
            save(day, topStories: nil)
        case .failure:
            // A day cached while it was still today beats no day at all.
            if let cached { return .success(cached.day) }
        default:
            break
        }
        return result
    }

    public func story(_ id: StoryID) async -> Result<StoryDetail, LoadFailure> {
        if isShowingDemo {
            return await demo.story(id)
        }
        if let cached = (try? store()?.storyDetail(id)) ?? nil {
            return .success(cached)
        }
        guard let network else {
            return .failure(.unavailable("离线 · 这篇文章没有缓存"))
        }
        let result = await network.story(id)
        if case .success(let detail) = result {
            do {
                try store()?.saveStoryDetail(detail)
                indexInBackground()
            } catch {
                writeFailed("story \(id)", error)
            }
        }
        return result
    }

    public func storyExtra(_ id: StoryID) async -> Result<StoryExtra, LoadFailure> {
        if isShowingDemo {
            return await demo.storyExtra(id)
        }
        guard let network else {
            return cachedExtra(id).map { .success($0) } ?? .failure(.unavailable("离线"))
        }
        let result = await network.storyExtra(id)
        switch result {
        case .success(let extra):
            do {
                try store()?.saveStoryExtra(extra, for: id)
            } catch {
                writeFailed("extra \(id)", error)
            }
            return result
        case .failure:
            return cachedExtra(id).map { .success($0) } ?? result
        }
    }

    /// The counts stored when the story was last opened with a network: read only when there is
    /// no fresher answer.
    private func cachedExtra(_ id: StoryID) -> StoryExtra? {
        (try? store()?.storyExtra(id)) ?? nil
    }

    public func comments(_ id: StoryID, kind: CommentKind, before: Int?) async -> Result<[Comment], LoadFailure> {
        if isShowingDemo {
            return await demo.comments(id, kind: kind, before: before)
        }
        guard let network else {
            return .failure(.unavailable("离线 · 评论需要网络"))
        }
        return await network.comments(id, kind: kind, before: before)
    }

    public func markRead(_ id: StoryID) {
        do {
            try store()?.markRead(id, at: UnixClock.now())
        } catch {
            writeFailed("read mark \(id)", error)
        }
    }

    public func setFavourite(_ story: StorySummary, _ isFavourite: Bool) -> Bool {
        guard let store = store() else { return false }
        do {
            try store.setFavourite(FavouriteEntry(story: story, savedAt: UnixClock.now()), isFavourite)
            return true
        } catch {
            writeFailed("favourite \(story.id)", error)
            return false
        }
    }

    public func favourites() -> [FavouriteEntry] {
        do {
            return try store()?.favourites() ?? []
        } catch {
            log.record("cache read of favourites failed: \(error)")
            return []
        }
    }

    /// A stored day, and whether it was fetched after the day was over in Beijing (a day stored
    /// while it was still today may have gained stories since).
    private func cachedDay(_ date: DayStamp) -> (day: DayFeed, isComplete: Bool)? {
        do {
            guard let store = store(), let day = try store.day(date), !day.stories.isEmpty else { return nil }
            let fetched = try store.fetchTime(ofDay: date) ?? 0
            return (day, fetched >= date.next.beijingMidnight)
        } catch {
            log.record("cache read of \(date) failed: \(error)")
            return nil
        }
    }

    private func save(_ day: DayFeed, topStories: [TopStory]?) {
        do {
            try store()?.saveDay(day, topStories: topStories)
            indexInBackground()
        } catch {
            writeFailed("\(day.date)", error)
        }
    }

    private func offlineLatest() async -> Result<LatestFeed, LoadFailure> {
        if let cached = (try? store()?.latestDay()) ?? nil {
            return .success(LatestFeed(day: cached.day, topStories: cached.topStories, origin: .cache))
        }
        return await demoLatest()
    }

    private func demoLatest(because reason: LoadFailure? = nil) async -> Result<LatestFeed, LoadFailure> {
        let result = await demo.latest()
        if case .success = result {
            isShowingDemo = true
        }
        return result.map {
            LatestFeed(day: $0.day, topStories: $0.topStories, origin: .demo, fallbackReason: reason)
        }
    }
}
