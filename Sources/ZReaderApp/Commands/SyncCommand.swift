import Dispatch
import Glibc
import Synchronization
import ZReaderCurl
import ZReaderDomain
import ZReaderLoader
import ZReaderStore

/// `zreader sync [--days N] [--no-bodies] [--no-comments] [--no-pictures]`: today and the N days
/// before it into the caches, with their bodies, counts, comments and pictures, with a progress
/// line on a terminal (one line a day when piped), Ctrl-C stopping at once and keeping what was
/// fetched.
///
/// Exit status: 0 when everything that exists was fetched (a 404 for an external story's counts
/// or comments is none, not a failure), 130 when stopped by Ctrl-C, 1 for real failures and when
/// the picture cache cannot hold the days asked for, always with a one-line summary on standard
/// error.
enum SyncCommand {
    static func run(_ options: CommandLineOptions, console: Console) async -> ExitStatus {
        let log = StorySources.eventLog(for: options)
        let interruption = Interruption()
        let outcome = await download(options, log: log, interruption: interruption, console: console)
        // The stores are closed by now (their logs folded into the files); only words remain.
        (log as? FileEventLog)?.flush()
        console.report("zreader: \(outcome.summary)\n")
        log.record("sync: \(outcome.summary) (\(outcome.requests) requests)")
        if outcome.isComplete { return .success }
        return outcome.wasCancelled ? .interrupted : .failure
    }

    /// Runs the download with the stores open, and lets go of them before returning.
    private static func download(
        _ options: CommandLineOptions, log: any EventLog, interruption: Interruption, console: Console
    ) async -> SyncOutcome {
        let stores = StorySources.openStores(for: options) { notice in console.report("zreader: \(notice)\n") }
        if let notice = stores.notice { console.report("zreader: \(notice)\n") }
        let http = CurlHTTPClient(userAgent: StorySources.userAgent)
        let pictures = CacheLocation.directory(override: options.cacheDirectory).map {
            SyncPictures(
                cache: PictureDiskCache(cacheDirectory: $0, capacityBytes: options.imageCacheMegabytes * 1_000_000),
                http: http, figures: StorySources.figureURLs)
        }
        let sync = CacheSync(
            source: APISyncSource(baseURLs: ZhihuDailyAPI.baseURLs(userBase: options.apiBaseURL), http: http),
            store: stores.cache.store, userData: stores.userData.store, pictures: pictures, log: log,
            today: OfflineFirstLoader.beijingToday())
        let display = ProgressDisplay(console: console)
        let contents = CacheSync.Contents(
            bodies: options.syncBodies, comments: options.syncComments, pictures: options.syncPictures)
        let finishedDays = Mutex<[DayStamp]>([])
        let work = Task {
            await sync.run(.recentDays(previous: options.syncDays), contents: contents) { event in
                if case .dayFinished(let day) = event { finishedDays.withLock { $0.append(day.date) } }
                display.show(event)
            }
        }
        interruption.watch(work)
        let outcome = await work.value
        interruption.stopWatching()
        display.finish(outcome.progress)
        guard !outcome.wasCancelled else { return outcome }
        let store = stores.cache.store
        let stored = finishedDays.withLock { $0 }.filter { (try? store.fetchTime(ofDay: $0)) != nil }
        await store.maintain()
        return Self.keptWithinTheCap(
            outcome, stored: stored, kept: stored.filter { (try? store.fetchTime(ofDay: $0)) != nil },
            capMegabytes: options.cacheMegabytes)
    }

    /// The outcome, failed when the cache's cap made the clean-up after the download take days it
    /// had just stored: the newest days stay (eviction takes the oldest first), and the run says
    /// how many the cap holds instead of reporting a complete download the cache no longer has.
    static func keptWithinTheCap(
        _ outcome: SyncOutcome, stored: [DayStamp], kept: [DayStamp], capMegabytes: Int
    ) -> SyncOutcome {
        guard kept.count < stored.count else { return outcome }
        var capped = outcome
        capped.failures.append(
            "缓存上限 \(capMegabytes) MB 放不下 \(stored.count) 天：保留了最近 \(kept.count) 天（--cache-mb 可调大）")
        return capped
    }
}

/// Ctrl-C cancels the download (its transfers are aborted at once) instead of killing zreader, so
/// that what was fetched is closed properly and the summary is still written.
private final class Interruption {
    /// The download, held here so that the signal's handler does not hold it (and its stores).
    private final class Slot: Sendable {
        let task = Mutex<Task<SyncOutcome, Never>?>(nil)
    }

    private let slot = Slot()
    private let source = DispatchSource.makeSignalSource(signal: SIGINT, queue: .global())

    init() {
        signal(SIGINT, SIG_IGN)
        let slot = self.slot
        source.setEventHandler { slot.task.withLock { $0?.cancel() } }
        source.resume()
    }

    func watch(_ task: Task<SyncOutcome, Never>) {
        slot.task.withLock { $0 = task }
    }

    /// Lets go of the task (and what it holds: the stores), and of Ctrl-C.
    func stopWatching() {
        slot.task.withLock { $0 = nil }
        source.cancel()
    }
}

/// Writes the progress: the line at most ten times a second on a terminal, as wide as the
/// terminal is, the day lines when piped.
private final class ProgressDisplay: Sendable {
    private struct State {
        var text = SyncProgressText()
        var lastDrawn: ContinuousClock.Instant?
        /// The furthest progress reported: reports from two workers may arrive out of order.
        var furthest: SyncProgress?
    }

    private let console: Console
    private let isTerminal: Bool
    private let start = ContinuousClock.now
    private let state = Mutex(State())
    private let hasDrawn = Atomic(false)

    init(console: Console) {
        self.console = console
        isTerminal = console.errorIsTerminal
    }

    func show(_ event: SyncEvent) {
        switch event {
        case .progress(let progress):
            guard isTerminal else { return }
            let now = ContinuousClock.now
            let line = state.withLock { state -> String? in
                let furthest = state.furthest.map { $0.furthest(with: progress) } ?? progress
                state.furthest = furthest
                guard state.lastDrawn.map({ now - $0 >= .milliseconds(100) }) ?? true else { return nil }
                state.lastDrawn = now
                return state.text.bar(furthest, elapsedSeconds: elapsed, width: console.errorColumns ?? 80)
            }
            guard let line else { return }
            hasDrawn.store(true, ordering: .relaxed)
            console.report(line)
        case .dayFinished(let day):
            guard !isTerminal else { return }
            console.report(SyncProgressText.dayLine(day) + "\n")
        }
    }

    /// Draws the line as it ended and ends it, so the summary starts on a line of its own.
    func finish(_ progress: SyncProgress) {
        guard isTerminal, hasDrawn.load(ordering: .relaxed) else { return }
        let line = state.withLock { state in
            state.text.bar(progress, elapsedSeconds: elapsed, width: console.errorColumns ?? 80)
        }
        console.report(line + "\n")
    }

    private var elapsed: Double {
        let time = ContinuousClock.now - start
        return Double(time.components.seconds) + Double(time.components.attoseconds) / 1e18
    }
}
