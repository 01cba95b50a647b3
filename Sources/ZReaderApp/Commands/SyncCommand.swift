import Dispatch
import Glibc
import Synchronization
import ZReaderCurl
import ZReaderDomain
import ZReaderLoader
import ZReaderStore

/// `zreader sync [--days N] [--no-bodies]`: today and the N days before it into the cache, with a
/// progress bar on a terminal (one line a day when piped), Ctrl-C stopping at once and keeping
/// what was fetched.
///
/// Exit status: 0 when everything was fetched, 130 when stopped by Ctrl-C, 1 otherwise, always
/// with a one-line summary on standard error.
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
        let sync = CacheSync(
            source: APISyncSource(baseURLs: ZhihuDailyAPI.baseURLs(userBase: options.apiBaseURL), http: http),
            store: stores.cache.store, userData: stores.userData.store, log: log,
            today: OfflineFirstLoader.beijingToday())
        let display = ProgressDisplay(console: console)
        let work = Task {
            await sync.run(.recentDays(previous: options.syncDays), bodies: options.syncBodies) { event in
                display.show(event)
            }
        }
        interruption.watch(work)
        let outcome = await work.value
        interruption.stopWatching()
        display.finish(outcome.progress)
        if !outcome.wasCancelled { await stores.cache.store.maintain() }
        return outcome
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

/// Writes the progress: the bar at most ten times a second on a terminal, the day lines when piped.
private final class ProgressDisplay: Sendable {
    private let console: Console
    private let isTerminal: Bool
    private let start = ContinuousClock.now
    private let lastDrawn = Mutex<ContinuousClock.Instant?>(nil)
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
            let isDue = lastDrawn.withLock { last in
                guard last.map({ now - $0 >= .milliseconds(100) }) ?? true else { return false }
                last = now
                return true
            }
            guard isDue else { return }
            hasDrawn.store(true, ordering: .relaxed)
            console.report(SyncProgressText.bar(progress, elapsedSeconds: elapsed))
        case .dayFinished(let day):
            guard !isTerminal else { return }
            console.report(SyncProgressText.dayLine(day) + "\n")
        }
    }

    /// Draws the bar as it ended and ends its line, so the summary starts on a line of its own.
    func finish(_ progress: SyncProgress) {
        guard isTerminal, hasDrawn.load(ordering: .relaxed) else { return }
        console.report(SyncProgressText.bar(progress, elapsedSeconds: elapsed) + "\n")
    }

    private var elapsed: Double {
        let time = ContinuousClock.now - start
        return Double(time.components.seconds) + Double(time.components.attoseconds) / 1e18
    }
}
