import ZReaderDomain
import ZReaderScreen
import ZReaderSystem

/// The app's source of stories: the cache first, the network to fill in and refresh, and the demo
/// edition when there is nothing else; the user's own marks in their data file.
///
/// - `cachedHome(stories:)` answers from the cache alone, so the first frame never waits for the
///   network: the newest days up to the stories the first screen needs.
///   Afterwards, off the first frame, the stores' maintenance runs (the integrity check when due,
///   eviction down to the cache's cap).
/// - `latest()` asks the network and stores the answer. When the network fails it answers with
///   the failure if the cache has a day to show (the app keeps it and says so), and with the demo
///   edition if the cache is empty. Without a network (`--offline`) it answers from the cache.
/// - `day(before:)` and `story(_:)` answer from the cache when it has them, else from the network,
///   storing what arrives. Past days and story bodies do not change after publication. A
///   favourite's page comes from the data file when the cache lacks it.
/// - An answer whose date cannot be right (`news/before/D` not the day before D, `news/latest`
///   after tomorrow) is refused: logged, never stored, and answered as bad data, which the app
///   shows in words.
/// - `storyExtra(_:)` asks the network first (the counts change) and falls back to the cached
///   counts; comments come from the network and are kept in the cache, which answers them
///   offline or when the network fails (`commentPage` says when they were fetched). Online,
///   `cachedCommentPage` hands the cache's copy over first, shown while the network refreshes it.
/// - Once the demo edition stands in, older days and stories come from it too, until the network
///   answers `latest()` again. The demo edition is never written to the cache.
/// - Read marks and favourites (each with its story's page) go to the data file.
/// - The columns (`columns()`, `columnStories`) come from the network, else from what the cache's
///   stories belong to (`OfflineFirstLoader+Columns`).
public actor OfflineFirstLoader: StoryLoader, ReadingMarks, OfflineDownloading, StorySearch {
    private let openStores: @Sendable () -> OpenedStores
    /// The stores: opened on first use, let go of before exit.
    private enum Stores {
        case unopened
        case open(OpenedStores)
        case closed
    }

    private var stores = Stores.unopened
    let network: (any StoryLoader)?
    /// The API as an offline download sees it (statuses and `Retry-After`); nil offline.
    private let syncSource: (any SyncSource)?
    /// Where an offline download puts pictures; nil for none.
    private let syncPictures: SyncPictures?
    let demo: any StoryLoader
    let log: any EventLog
    private(set) var isShowingDemo = false
    /// Where the user hears what no answer carries, and whether a failed write has been told of.
    let notices: NoticeSink
    private var hasToldOfFailedWrite = false
    private var hasToldOfFailedDataWrite = false
    /// Beijing's date now, against which `news/latest` is checked.
    private let today: @Sendable () -> DayStamp
    /// How long after the first frame maintenance starts; nil for never (tests of other things).
    private let maintenanceDelay: Duration?
    private var maintenance: Task<Void, Never>?
    /// The data file's writes, off this actor: a write behind another process's lock never holds
    /// back a story or a day.
    private let writer = DataFileWriter()
    /// Fetches for favourites saved before their page was cached.
    private var pageFetches: [StoryID: Task<Void, Never>] = [:]
    /// A story body's text for the search index; the app's HTML module makes it.
    let bodyText: @Sendable (String) -> String
    /// Whether a background pass over what the index lacks is running or due.
    var isIndexing = false

    /// How many stories `cachedHome()` hands over, in whole days; older ones come through
    /// `day(before:)`.
    static let cachedHomeStories = 24
    /// The most days `cachedHome(stories:)` reads, however few stories they have.
    static let cachedHomeMaximumDays = 31

    /// - Parameters:
    ///   - openStores: opens the cache and the data file; called once, off the input thread, on
    ///     first use.
    ///   - network: the API, or nil to make no request at all (`--offline`).
    ///   - syncSource: the same API for offline downloads, or nil for none.
    ///   - syncPictures: the picture cache offline downloads fill, or nil for none.
    ///   - notices: told once when the cache stops taking writes.
    ///   - maintenanceDelay: how long after `cachedHome()` the stores' maintenance starts.
    ///   - bodyText: turns a body's HTML into the text the search index holds.
    public init(
        openStores: @escaping @Sendable () -> OpenedStores, network: (any StoryLoader)?,
        syncSource: (any SyncSource)? = nil, syncPictures: SyncPictures? = nil, demo: any StoryLoader,
        log: any EventLog,
        notices: @escaping NoticeSink = { _ in },
        today: @escaping @Sendable () -> DayStamp = OfflineFirstLoader.beijingToday,
        maintenanceDelay: Duration? = .seconds(3), bodyText: @escaping @Sendable (String) -> String = { $0 }
    ) {
        self.bodyText = bodyText
        self.notices = notices
        self.openStores = openStores
        self.network = network
        self.syncSource = syncSource
        self.syncPictures = syncPictures
        self.demo = demo
        self.log = log
        self.today = today
        self.maintenanceDelay = maintenanceDelay
    }

    /// Beijing's date by the system clock.
    @Sendable public static func beijingToday() -> DayStamp {
        BeijingTime.day(UnixClock.now()) ?? DayStamp.firstIssue
    }

    /// Stops maintenance and page fetches, finishes the data file's queued writes and lets go of
    /// the stores, so that SQLite folds its write-ahead logs into the files and removes them (a
    /// cache copied after zreader quits is one whole file); later calls work without them.
    public func closeCache() async {
        maintenance?.cancel()
        await maintenance?.value
        maintenance = nil
        for fetch in pageFetches.values { fetch.cancel() }
        pageFetches = [:]
        await writer.drain()
        stores = .closed
    }

    /// The stores as opened, opening them the first time; nil once closed.
    private var opened: OpenedStores? {
        switch stores {
        case .unopened:
            let opened = openStores()
            stores = .open(opened)
            return opened
        case .open(let opened): return opened
        case .closed: return nil
        }
    }

    private func store() -> (any StoryStore)? {
        opened?.cache.store
    }

    private func userData() -> (any UserDataStore)? {
        opened?.userData.store
    }

    /// Logs a failed write and, the first time in a run, tells the user: a full disk fails every
    /// write after it, and one notice is enough.
    func writeFailed(_ what: String, _ failure: StoreFailure) {
        log.record("cache write of \(what) failed: \(failure)")
        guard !hasToldOfFailedWrite else { return }
        hasToldOfFailedWrite = true
        notices("缓存写入失败，新内容不会保存（\(TextSanitizer.clean(Self.reason(failure)))）")
    }

    /// The same for the data file, named as such: a favourite or read mark not saved is never the cache's fault.
    func dataWriteFailed(_ what: String, _ failure: StoreFailure) {
        log.record("data file write of \(what) failed: \(failure)")
        guard !hasToldOfFailedDataWrite else { return }
        hasToldOfFailedDataWrite = true
        notices("收藏数据文件写入失败，这次的收藏和已读记录不会保存（\(TextSanitizer.clean(Self.reason(failure)))）")
    }

    public func cachedHome() async -> CachedHome {
        await cachedHome(stories: OfflineFirstLoader.cachedHomeStories)
    }

    /// The newest stored day and the consecutive days before it until they hold `stories`
    /// stories, and down to the day below the story the home list was left on (so that it can
    /// sit where it was on screen) when that list is still the newest (at most `cachedHomeMaximumDays`): each a lookup by date, so the first
    /// frame costs the same with ten years cached as with a week.
    public func cachedHome(stories: Int) async -> CachedHome {
        let opened = self.opened
        var home = CachedHome(notice: opened?.notice)
        guard let opened else { return home }
        let store = opened.cache.store
        do {
            home.homePlace = try opened.userData.store.homePlace()
        } catch {
            log.record("data file read failed: \(error)")
        }
        do {
            if let latest = try store.latestDay() {
                home.days = [latest.day]
                home.topStories = latest.topStories
                var date = latest.day.date
                var count = latest.day.stories.count
                let leftOn = home.homePlace.flatMap { $0.today == latest.day.date ? $0.storyDay : nil }
                while count < stories || leftOn.map({ date >= $0 }) == true,
                    home.days.count < OfflineFirstLoader.cachedHomeMaximumDays,
                    let older = try store.day(date.previous), !older.stories.isEmpty
                {
                    home.days.append(older)
                    count += older.stories.count
                    date = older.date
                }
            }
        } catch {
            log.record("cache read failed: \(error)")
        }
        do {
            home.readStories = try opened.userData.store.readStories()
            home.favouriteStories = try opened.userData.store.favouriteIDs()
            home.readingPlaces = try opened.userData.store.readingPlaces()
        } catch {
            log.record("data file read failed: \(error)")
        }
        scheduleMaintenance()
        // The first frame's days are read: the search index may catch up now (after an upgrade,
        // with everything already stored).
        indexInBackground()
        return home
    }

    /// Starts the stores' maintenance once, a little after the first frame has what it shows; a
    /// loader let go of meanwhile (its app gone) does none.
    private func scheduleMaintenance() {
        guard maintenance == nil, let delay = maintenanceDelay else { return }
        maintenance = Task.detached(priority: .background) { [weak self] in
            try? await Task.sleep(for: delay)
            guard !Task.isCancelled, let stores = await self?.opened else { return }
            await stores.userData.store.maintain()
            await stores.cache.store.maintain()
        }
    }

    public func latest() async -> Result<LatestFeed, LoadFailure> {
        guard let network else { return await offlineLatest() }
        switch await network.latest() {
        case .success(let feed):
            if let refusal = AnswerCheck.refusal(ofLatest: feed.day, today: today()) {
                return refused("news/latest", refusal)
            }
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

    /// An answer the cache will not store, logged and answered as bad data in words.
    private func refused<Value>(_ path: String, _ reason: String) -> Result<Value, LoadFailure> {
        log.record("\(path): refused, not stored: \(reason)")
        return .failure(.badData(reason))
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
        case .success(let day):
            let following = (try? store()?.day(date)) ?? nil
            if let refusal = AnswerCheck.refusal(ofOlderDay: day, before: date, following: following) {
                return refused("news/before/\(date)", refusal)
            }
            if !day.stories.isEmpty { save(day, topStories: nil) }
        case .failure:
            // A day cached while it was still today beats no day at all.
            if let cached { return .success(cached.day) }
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
        if let kept = (try? userData()?.favouritePage(id)) ?? nil {
            return .success(kept)
        }
        guard let network else {
            return .failure(.unavailable("离线 · 这篇文章没有缓存"))
        }
        let result = await network.story(id)
        if case .success(let detail) = result {
            keep(detail)
        }
        return result
    }

    /// Stores a page fetched from the network in the cache, and with its favourite if it is one.
    private func keep(_ detail: StoryDetail) {
        do {
            try store()?.saveStoryDetail(detail)
            indexInBackground()
        } catch {
            writeFailed("story \(detail.id)", error)
        }
        guard let userData = userData() else { return }
        let log = self.log
        writer.enqueue {
            do {
                try userData.attachPage(detail)
            } catch {
                log.record("data file write of page \(detail.id) failed: \(error)")
            }
        }
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
        await commentPage(id, kind: kind, before: before).map(\.comments)
    }

    /// The network's page, kept in the cache; the cache's offline or when the network fails.
    ///
    /// A page from the cache says when it was fetched. A 404 is a story without comments
    /// (external stories answer so).
    public func commentPage(_ id: StoryID, kind: CommentKind, before: Int?) async -> Result<CommentPage, LoadFailure> {
        if isShowingDemo {
            return await demo.comments(id, kind: kind, before: before).map { CommentPage(comments: $0) }
        }
        let stored = (try? store()?.comments(id, kind: kind)) ?? nil
        guard let network else {
            guard let stored else { return .failure(.unavailable("离线 · 评论未下载")) }
            guard let page = stored.page(before: before) else { return .failure(.unavailable("离线 · 更多评论需要网络")) }
            return .success(CommentPage(comments: page, cachedAt: stored.fetchedAt))
        }
        switch await network.comments(id, kind: kind, before: before) {
        case .success(let page):
            keepComments(page, of: id, kind: kind, after: before, stored: stored)
            return .success(CommentPage(comments: page))
        case .failure(.httpStatus(404)):
            keepComments([], of: id, kind: kind, after: before, stored: stored)
            return .success(CommentPage(comments: []))
        case .failure(let failure):
            guard let stored, let page = stored.page(before: before) else { return .failure(failure) }
            return .success(CommentPage(comments: page, cachedAt: stored.fetchedAt))
        }
    }

    /// The cache's page online, to stand in until the network's answer; nil offline (where
    /// `commentPage` answers from the cache itself) and for the demo edition.
    public func cachedCommentPage(_ id: StoryID, kind: CommentKind, before: Int?) async -> CommentPage? {
        guard network != nil, !isShowingDemo, let stored = (try? store()?.comments(id, kind: kind)) ?? nil,
            let page = stored.page(before: before)
        else { return nil }
        return CommentPage(comments: page, cachedAt: stored.fetchedAt)
    }

    /// Stores a page where it falls in the stored list: after the comment it follows (a page
    /// following nothing stored is not kept), and before the stored comments older than its last,
    /// so that refreshing the first page keeps the later pages a download stored.
    private func keepComments(
        _ page: [Comment], of id: StoryID, kind: CommentKind, after before: Int?, stored: StoredComments?
    ) {
        var earlier: [Comment] = []
        if let before {
            guard let stored, let index = stored.comments.firstIndex(where: { $0.id == before }) else { return }
            earlier = Array(stored.comments[...index])
        }
        var later: [Comment] = []
        var isComplete = page.count < CommentKind.pageSize
        if !isComplete, let stored, let last = page.last,
            let index = stored.comments.firstIndex(where: { $0.id == last.id })
        {
            later = Array(stored.comments[(index + 1)...])
            isComplete = stored.isComplete
        }
        // A comment posted meanwhile moves the others down a page: each is kept once.
        var seen = Set<Int>()
        let list = (earlier + page + later).filter { seen.insert($0.id).inserted }
        do {
            try store()?.saveComments(
                list,
                isComplete: isComplete, of: id, kind: kind)
        } catch {
            writeFailed("comments \(id)", error)
        }
    }

    public func markRead(_ id: StoryID) async {
        let time = UnixClock.now()
        await write("read mark \(id)") { userData throws(StoreFailure) in try userData.markRead(id, at: time) }
    }

    public func markUnread(_ id: StoryID) async {
        await write("read mark \(id)") { userData throws(StoreFailure) in try userData.markUnread(id) }
    }

    public func rememberPlace(_ place: ReadingPlace?, of id: StoryID) async {
        await write("reading place \(id)") { userData throws(StoreFailure) in
            try userData.rememberPlace(place, of: id)
        }
    }

    public func rememberHomePlace(_ place: HomePlace?) async {
        await write("home place") { userData throws(StoreFailure) in try userData.rememberHomePlace(place) }
    }

    /// One write to the data file on its writer, its failure told as every write's is; called
    /// without a suspension before it, so the writes keep the order they were asked for in.
    private func write(
        _ what: String, _ body: @escaping @Sendable (any UserDataStore) throws(StoreFailure) -> Void
    ) async {
        guard let userData = userData() else { return }
        let failure = await writer.perform { Self.failure { () throws(StoreFailure) in try body(userData) } }
        if let failure { dataWriteFailed(what, failure) }
    }

    /// A favourite is saved with its page from the cache; when the cache has none yet, the page is
    /// fetched afterwards and kept with it, so that every favourite opens offline.
    public func setFavourite(_ story: StorySummary, _ isFavourite: Bool) async -> Bool {
        guard let userData = userData() else { return false }
        if !isFavourite { pageFetches.removeValue(forKey: story.id)?.cancel() }
        let cachedPage = isFavourite ? ((try? store()?.storyDetail(story.id)) ?? nil) : nil
        let savedAt = UnixClock.now()
        let outcome = await writer.perform { () -> Result<Bool, StoreFailure> in
            do throws(StoreFailure) {
                guard isFavourite else {
                    try userData.removeFavourite(story.id)
                    return .success(true)
                }
                let page = cachedPage ?? ((try? userData.favouritePage(story.id)) ?? nil)
                try userData.saveFavourite(FavouriteEntry(story: story, savedAt: savedAt), page: page)
                return .success(page != nil)
            } catch {
                return .failure(error)
            }
        }
        switch outcome {
        case .success(let hasPage):
            if !hasPage { fetchPage(of: story.id) }
            return true
        case .failure(let failure):
            dataWriteFailed("favourite \(story.id)", failure)
            return false
        }
    }

    /// What a write threw, or nil when it was made.
    private static func failure(_ write: () throws(StoreFailure) -> Void) -> StoreFailure? {
        do {
            try write()
            return nil
        } catch {
            return error
        }
    }

    private func fetchPage(of id: StoryID) {
        guard network != nil, !isShowingDemo, pageFetches[id] == nil else { return }
        pageFetches[id] = Task {
            _ = await self.story(id)
            self.pageFetched(id)
        }
    }

    private func pageFetched(_ id: StoryID) {
        pageFetches[id] = nil
    }

    public func favourites() -> [FavouriteEntry] {
        do {
            return try userData()?.favourites() ?? []
        } catch {
            log.record("data file read of favourites failed: \(error)")
            return []
        }
    }

    /// Fetches into the cache what it lacks of `days`' stories (the days the app has loaded).
    public func download(_ days: [DayFeed], progress: @escaping @Sendable (SyncProgress) -> Void) async
        -> SyncOutcome
    {
        let nothing = SyncProgress(dayCount: days.count)
        guard !isShowingDemo else { return SyncOutcome(progress: nothing, stoppedBecause: "演示数据无需下载") }
        guard let syncSource else { return SyncOutcome(progress: nothing, stoppedBecause: "离线模式") }
        guard let opened else { return SyncOutcome(progress: nothing, stoppedBecause: "缓存已关闭") }
        let sync = CacheSync(
            source: syncSource, store: opened.cache.store, userData: opened.userData.store, pictures: syncPictures,
            log: log, today: today())
        let outcome = await sync.run(.days(days), contents: CacheSync.Contents()) { event in
            if case .progress(let now) = event { progress(now) }
        }
        indexInBackground()
        return outcome
    }

    /// Whether the demo edition stands in now: the app shows its stories, so its pictures too.
    public var showsDemoEdition: Bool { isShowingDemo }

    /// The cache, when it can search.
    func storeForSearch() -> (any SearchableStore)? {
        store() as? any SearchableStore
    }

    /// The cache, when it knows columns.
    func storeForColumns() -> (any ColumnStore)? {
        store() as? any ColumnStore
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
