import FoundationEssentials
import Synchronization
import ZReaderDomain

/// Offline download (离线下载): fetches days with what reading them needs — their stories' bodies,
/// counts, comments and pictures — into the caches, skipping what is there, gently enough for a
/// public API.
///
/// - At most `maximumInFlight` requests at once, each worker pausing `spacing` between requests.
/// - HTTP 429 (or 503 with `Retry-After`) holds every worker for the time asked, but at least
///   `minimumWait`, doubled with each refusal in a row (`RetryBackoff`), then retries the request,
///   up to `retries` times; a wait asked longer than `longestWait` stops the run instead. A story
///   whose request was refused for good is not counted as done.
/// - Everything fetched is stored at once, so a run stopped at any moment (Ctrl-C, a kill) keeps
///   what it fetched and the next run resumes where it left off.
/// - A day's list is fetched unless the cache holds it complete (fetched after the day was over);
///   today's always is. Lists are checked like the loader's (`AnswerCheck`).
/// - A 404 for a story's counts or comments (external stories answer so) means it has none: it
///   is stored as none and is no failure.
/// - Comments: the first `commentPages` pages of the long and of the short ones.
/// - Pictures (`SyncPictures`): the banner, each story's thumbnail, its page's header picture and
///   its body's figures, within the picture cache's cap; a picture that does not exist (404) is
///   no failure.
public struct CacheSync: Sendable {
    /// How gently to fetch.
    public struct Options: Sendable {
        public var maximumInFlight: Int
        public var spacing: Duration
        public var retries: Int
        /// The wait taken on a 429 that names none.
        public var defaultWait: Duration
        public var longestWait: Duration
        /// The least wait after a refusal, whatever `Retry-After` says; it doubles with each
        /// refusal in a row, up to `longestWait`.
        public var minimumWait: Duration
        /// The pages of each list of comments fetched at most (20 comments a page).
        public var commentPages: Int

        public init(
            maximumInFlight: Int = 2, spacing: Duration = .milliseconds(150), retries: Int = 4,
            defaultWait: Duration = .seconds(5), longestWait: Duration = .seconds(120),
            minimumWait: Duration = .seconds(1), commentPages: Int = 5
        ) {
            self.commentPages = commentPages
            self.maximumInFlight = maximumInFlight
            self.spacing = spacing
            self.retries = retries
            self.defaultWait = defaultWait
            self.longestWait = longestWait
            self.minimumWait = minimumWait
        }
    }

    /// What to fetch of each story besides its list entry.
    public struct Contents: Sendable {
        public var bodies: Bool
        public var comments: Bool
        public var pictures: Bool

        public init(bodies: Bool = true, comments: Bool = true, pictures: Bool = true) {
            self.bodies = bodies
            self.comments = comments
            self.pictures = pictures
        }
    }

    /// What to fetch.
    public enum Plan: Sendable {
        /// Today (`news/latest`) and this many days before it.
        case recentDays(previous: Int)
        /// These days' stories, as lists already shown (the TUI's loaded days).
        case days([DayFeed])
    }

    private let source: any SyncSource
    private let store: any StoryStore
    private let userData: (any UserDataStore)?
    private let pictures: SyncPictures?
    private let log: any EventLog
    private let options: Options
    private let today: DayStamp

    /// - Parameters:
    ///   - userData: favourites whose page is missing get it when it is fetched.
    ///   - pictures: where pictures go; nil for none.
    ///   - today: Beijing's date, against which `news/latest` is checked.
    public init(
        source: any SyncSource, store: any StoryStore, userData: (any UserDataStore)?, pictures: SyncPictures? = nil,
        log: any EventLog, options: Options = Options(), today: DayStamp
    ) {
        self.pictures = pictures
        self.source = source
        self.store = store
        self.userData = userData
        self.log = log
        self.options = options
        self.today = today
    }

    /// Runs `plan`, fetching `contents`, reporting to `report` as it goes.
    ///
    /// Cancelling the calling task stops it at once, keeping what was fetched.
    public func run(_ plan: Plan, contents: Contents, report: @escaping @Sendable (SyncEvent) -> Void) async
        -> SyncOutcome
    {
        let dayCount =
            switch plan {
            case .recentDays(let previous): previous + 1
            case .days(let days): days.count
            }
        let ledger = SyncLedger(dayCount: dayCount, report: report)
        let gate = RequestGate()
        let context = SyncContext(
            source: source, store: store, userData: userData, pictures: contents.pictures ? pictures : nil, log: log,
            options: options, ledger: ledger, gate: gate, contents: contents)
        switch plan {
        case .days(let days):
            if let newest = try? store.latestDay(), days.contains(where: { $0.date == newest.day.date }) {
                await context.keepBanner(newest.topStories)
            }
            for day in days {
                guard await context.syncStories(of: day) else { break }
            }
        case .recentDays(let previous):
            guard let latest = await context.latest(today: today) else { break }
            await context.keepBanner(latest.topStories)
            guard await context.syncStories(of: latest.day) else { break }
            var date = latest.day.date
            for _ in 0..<previous {
                date = date.previous
                guard date >= DayStamp.firstIssue else { break }
                guard let day = await context.list(of: date) else {
                    if ledger.shouldStop { break }
                    ledger.dayFinished(SyncDayReport(date: date, stories: 0, fetched: 0, failed: 1, bytes: 0))
                    continue
                }
                guard await context.syncStories(of: day) else { break }
            }
        }
        return ledger.outcome(wasCancelled: Task.isCancelled)
    }
}

/// Everything one run's workers share.
private struct SyncContext: Sendable {
    let source: any SyncSource
    let store: any StoryStore
    let userData: (any UserDataStore)?
    let pictures: SyncPictures?
    let log: any EventLog
    let options: CacheSync.Options
    let ledger: SyncLedger
    let gate: RequestGate
    let contents: CacheSync.Contents

    /// Why a request gave no usable answer.
    enum Problem: Error {
        /// The run is over: cancelled, or stopped for a reason the ledger holds.
        case stopped
        case failed(LoadFailure)
    }

    /// `news/latest`, stored with the banner; nil (the run stopped) when it cannot be had.
    func latest(today: DayStamp) async -> (day: DayFeed, topStories: [TopStory])? {
        switch await get("news/latest") {
        case .success(let data):
            do throws(LoadFailure) {
                let decoded = try PayloadDecoder.day(from: data)
                logDropped(decoded, from: "news/latest")
                if let refusal = AnswerCheck.refusal(ofLatest: decoded.day, today: today) {
                    log.record("news/latest: refused, not stored: \(refusal)")
                    ledger.stop(because: "news/latest：\(refusal)")
                    return nil
                }
                return keep { () throws(StoreFailure) in
                    try store.saveDay(decoded.day, topStories: decoded.topStories)
                } ? (decoded.day, decoded.topStories) : nil
            } catch {
                ledger.stop(because: "news/latest：\(error.summary)")
                return nil
            }
        case .failure(.stopped):
            return nil
        case .failure(.failed(let failure)):
            ledger.stop(because: failure.summary.string)
            return nil
        }
    }

    /// The list of `date`: from the cache when complete there, else `news/before/` the day after.
    func list(of date: DayStamp) async -> DayFeed? {
        if let cached = try? store.day(date), !cached.stories.isEmpty,
            let fetched = try? store.fetchTime(ofDay: date), fetched >= date.next.beijingMidnight
        {
            return cached
        }
        let path = "news/before/\(date.next)"
        switch await get(path) {
        case .success(let data):
            do throws(LoadFailure) {
                let decoded = try PayloadDecoder.day(from: data)
                logDropped(decoded, from: path)
                if let refusal = AnswerCheck.refusal(of: decoded.day, before: date.next) {
                    log.record("\(path): refused, not stored: \(refusal)")
                    ledger.failed("\(path)：\(refusal)")
                    return nil
                }
                guard !decoded.day.stories.isEmpty else { return decoded.day }
                return keep { () throws(StoreFailure) in try store.saveDay(decoded.day, topStories: nil) }
                    ? decoded.day : nil
            } catch {
                ledger.failed("\(path)：\(error.summary)")
                return nil
            }
        case .failure(.stopped):
            return nil
        case .failure(.failed(let failure)):
            if failure.isReachability {
                ledger.stop(because: failure.summary.string)
            } else {
                ledger.failed("\(path)：\(failure.summary)")
            }
            return nil
        }
    }

    /// Fetches what the cache lacks of `day`'s stories, `maximumInFlight` at a time; false when
    /// the run is over.
    func syncStories(of day: DayFeed) async -> Bool {
        ledger.dayStarted(stories: day.stories.count)
        let work = DayWork(day)
        await withTaskGroup(of: Void.self) { group in
            for _ in 0..<max(1, options.maximumInFlight) {
                group.addTask {
                    // The pause follows a story that asked the network: one the cache had costs nothing.
                    var askedLast = false
                    while !ledger.shouldStop, let story = work.nextStory() {
                        if askedLast { try? await Task.sleep(for: options.spacing) }
                        let done = await syncStory(story)
                        askedLast = done.fetched + done.failed > 0
                        work.add(done)
                        // A story refused or cut short by a stop is not saved: not counted as done.
                        if done.failed == 0, !ledger.shouldStop { ledger.storyDone() }
                    }
                }
            }
        }
        guard !ledger.shouldStop else { return false }
        ledger.dayFinished(work.report)
        return true
    }

    /// The body, counts, comments and pictures of one story (as asked for), unless the caches
    /// have them.
    private func syncStory(_ story: StorySummary) async -> (fetched: Int, failed: Int, bytes: Int) {
        let id = story.id
        var outcome = (fetched: 0, failed: 0, bytes: 0)
        var detail = (try? store.storyDetail(id)) ?? nil
        if contents.bodies, detail == nil {
            let kept = await fetch("news/\(id)", into: &outcome) { data throws(LoadFailure) in
                let fetched = try PayloadDecoder.storyDetail(from: data)
                detail = fetched
                return { () throws(StoreFailure) in
                    try store.saveStoryDetail(fetched)
                    try? userData?.attachPage(fetched)
                }
            }
            guard kept else { return outcome }
        }
        if (try? store.storyExtra(id)) ?? nil == nil {
            let none = StoryExtra(popularity: 0, longComments: 0, shortComments: 0, comments: 0)
            let kept = await fetch(
                "story-extra/\(id)", into: &outcome,
                whenMissing: { () throws(StoreFailure) in try store.saveStoryExtra(none, for: id) },
                decode: { data throws(LoadFailure) in
                    let extra = try PayloadDecoder.storyExtra(from: data)
                    return { () throws(StoreFailure) in try store.saveStoryExtra(extra, for: id) }
                })
            guard kept else { return outcome }
        }
        if contents.comments {
            for kind in CommentKind.allCases where (try? store.comments(id, kind: kind)) ?? nil == nil {
                guard await syncComments(of: id, kind: kind, into: &outcome) else { return outcome }
            }
        }
        if let pictures {
            var urls = [story.thumbnailURL, detail?.imageURL].compactMap { $0 }
            urls += detail?.body.map(pictures.figures) ?? []
            await keepPictures(urls, into: &outcome)
        }
        return outcome
    }

    /// The first pages of one list of comments, stored together; false when the run must stop.
    private func syncComments(
        of id: StoryID, kind: CommentKind, into outcome: inout (fetched: Int, failed: Int, bytes: Int)
    ) async -> Bool {
        var comments: [Comment] = []
        for _ in 0..<max(1, options.commentPages) {
            let path = ZhihuDailyAPI.commentsPath(id, kind: kind, before: comments.last?.id)
            var page: [Comment] = []
            let kept = await fetch(
                path, into: &outcome, whenMissing: {},
                decode: { data throws(LoadFailure) in
                    page = try PayloadDecoder.comments(from: data)
                    return {}
                })
            guard kept else { return false }
            guard !ledger.shouldStop else { return false }
            let known = Set(comments.map(\.id))
            let new = page.filter { !known.contains($0.id) }
            comments += new
            // A short page is the last; so is one that repeats (a server that ignores `before`).
            if page.count < CommentKind.pageSize || new.isEmpty {
                return keep { () throws(StoreFailure) in
                    try store.saveComments(comments, isComplete: true, of: id, kind: kind)
                }
            }
        }
        return keep { () throws(StoreFailure) in
            try store.saveComments(comments, isComplete: false, of: id, kind: kind)
        }
    }

    /// The banner's pictures, before the day's stories: the first thing the home screen shows.
    func keepBanner(_ topStories: [TopStory]) async {
        guard pictures != nil else { return }
        var outcome = (fetched: 0, failed: 0, bytes: 0)
        await keepPictures(topStories.compactMap(\.imageURL), into: &outcome)
    }

    /// Puts each picture in the picture cache unless it is there; a missing one (404) is logged,
    /// the cap reached is said once.
    private func keepPictures(_ urls: [WebURL], into outcome: inout (fetched: Int, failed: Int, bytes: Int)) async {
        guard let pictures else { return }
        var seen = Set<String>()
        for url in urls where seen.insert(url.pictureIdentity).inserted {
            guard !ledger.shouldStop, await gate.admit() else { return }
            switch await pictures.keep(url) {
            case .kept(let fetchedBytes):
                if fetchedBytes > 0 {
                    outcome.fetched += 1
                    outcome.bytes += fetchedBytes
                    ledger.received(bytes: fetchedBytes)
                }
                ledger.pictureKept()
            case .full:
                ledger.picturesFull(capacityBytes: pictures.capacityBytes)
                return
            case .failed(.httpStatus(404)):
                log.record("sync: picture \(url.string): HTTP 404, not kept")
            case .failed(let failure):
                log.record("sync: picture \(url.string): \(failure.summary.string)")
                ledger.failed("图片 \(url.string)：\(failure.summary)")
                outcome.failed += 1
            }
        }
    }

    /// Fetches `path`, decodes it into the write that stores it, and counts what happened in
    /// `outcome`; false when the run must stop (stopped, or the cache stopped taking writes).
    ///
    /// With `whenMissing`, a 404 means there is nothing to fetch: that write runs instead, and it
    /// is no failure.
    private func fetch(
        _ path: String, into outcome: inout (fetched: Int, failed: Int, bytes: Int),
        whenMissing: (() throws(StoreFailure) -> Void)? = nil,
        decode: (Data) throws(LoadFailure) -> () throws(StoreFailure) -> Void
    ) async -> Bool {
        let answer = await get(path)
        if case .failure(.failed(.httpStatus(404))) = answer, let whenMissing {
            log.record("\(path): HTTP 404, taken as none")
            return keep(whenMissing)
        }
        switch answer {
        case .success(let data):
            outcome.bytes += data.count
            do throws(LoadFailure) {
                let write = try decode(data)
                guard keep(write) else { return false }
                outcome.fetched += 1
            } catch {
                ledger.failed("\(path)：\(error.summary)")
                outcome.failed += 1
            }
            return true
        case .failure(.stopped):
            return false
        case .failure(.failed(let failure)):
            ledger.failed("\(path)：\(failure.summary)")
            outcome.failed += 1
            return true
        }
    }

    /// GETs `path` through the gate, waiting out and retrying what the server asks to be retried.
    private func get(_ path: String) async -> Result<Data, Problem> {
        var waits = 0
        while true {
            guard !ledger.shouldStop, await gate.admit() else { return .failure(.stopped) }
            ledger.requestSent()
            let result = await source.get(path)
            guard !Task.isCancelled else { return .failure(.stopped) }
            switch result {
            case .success(let response) where (200..<300).contains(response.status):
                await gate.accepted()
                ledger.received(bytes: response.body.count)
                return .success(response.body)
            case .success(let response)
            where response.status == 429 || (response.status == 503 && response.retryAfterSeconds != nil):
                waits += 1
                let asked = response.retryAfterSeconds.map { Duration.seconds($0) } ?? options.defaultWait
                if asked > options.longestWait {
                    log.record("\(path): HTTP \(response.status), asked to wait \(asked)")
                    ledger.stop(because: "服务器要求 \(asked.components.seconds) 秒后再试")
                    return .failure(.stopped)
                }
                let backoff = RetryBackoff(minimum: options.minimumWait, cap: options.longestWait)
                let wait = await gate.refused(asked: asked, backoff: backoff)
                log.record("\(path): HTTP \(response.status), waiting \(wait) before retrying")
                guard waits <= options.retries else { return .failure(.failed(.httpStatus(response.status))) }
                ledger.waiting(SyncWait(wait))
                let admitted = await gate.admit()
                ledger.waiting(nil)
                guard admitted else { return .failure(.stopped) }
            case .success(let response):
                return .failure(.failed(.httpStatus(response.status)))
            case .failure(let failure):
                return .failure(.failed(failure))
            }
        }
    }

    /// Runs a cache write; a failed one (a full disk) stops the run, since every later one would
    /// fail too.
    private func keep(_ write: () throws(StoreFailure) -> Void) -> Bool {
        do {
            try write()
            return true
        } catch {
            let reason =
                switch error {
                case .database(let reason): reason
                }
            log.record("sync: cache write failed: \(reason)")
            ledger.stop(because: "缓存写入失败：\(reason)")
            return false
        }
    }

    /// One line for all the stories a list dropped, not one per story.
    private func logDropped(_ decoded: DecodedDay, from path: String) {
        guard let first = decoded.dropped.first else { return }
        let more = decoded.dropped.count > 1 ? " (and \(decoded.dropped.count - 1) more)" : ""
        log.record("\(path): dropped \(decoded.dropped.count) items: \(first)\(more)")
    }
}

/// One day's stories, handed out to the workers one at a time, and what was done with them.
private final class DayWork: Sendable {
    private let stories: [StorySummary]
    private let state: Mutex<(next: Int, report: SyncDayReport)>

    init(_ day: DayFeed) {
        stories = day.stories
        state = Mutex((0, SyncDayReport(date: day.date, stories: day.stories.count, fetched: 0, failed: 0, bytes: 0)))
    }

    func nextStory() -> StorySummary? {
        state.withLock { state in
            guard stories.indices.contains(state.next) else { return nil }
            defer { state.next += 1 }
            return stories[state.next]
        }
    }

    func add(_ done: (fetched: Int, failed: Int, bytes: Int)) {
        state.withLock { state in
            state.report.fetched += done.fetched
            state.report.failed += done.failed
            state.report.bytes += done.bytes
        }
    }

    var report: SyncDayReport { state.withLock { $0.report } }
}
