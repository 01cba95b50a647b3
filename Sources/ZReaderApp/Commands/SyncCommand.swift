import Dispatch
import Glibc
import Synchronization
import ZReaderCurl
import ZReaderDomain
import ZReaderLoader
import ZReaderStore
import ZReaderSystem

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
    /// Runs the download and writes its summary; the exit status.
    ///
    /// Standard error that cannot be written (its reader went away, `2>&1 | head -1`, or it is
    /// closed) ends the run as it ends an export: the download stops as at Ctrl-C, keeping what was
    /// fetched, and the status is a quiet 141 for a broken pipe, 1 otherwise. SIGPIPE is ignored
    /// (for the rest of the process, which ends with the sync: restoring it could race with another
    /// thread's write), so that the end is the same whether the parent ignored it or not.
    static func run(_ options: CommandLineOptions, console: Console) async -> ExitStatus {
        signal(SIGPIPE, SIG_IGN)
        let log = StorySources.eventLog(for: options)
        let interruption = Interruption()
        let display = ProgressDisplay(console: console, onWriteFailure: interruption.stop)
        let outcome = await download(options, log: log, interruption: interruption, display: display, console: console)
        // The stores are closed by now (their logs folded into the files); only words remain.
        (log as? FileEventLog)?.flush()
        log.record("sync: \(outcome.summary) (\(outcome.requests) requests)")
        do throws(SystemError) {
            if let failure = display.writeFailure { throw failure }
            try console.tell("zreader: \(outcome.summary)\n")
        } catch {
            return error.isBrokenPipe ? .brokenPipe : .failure
        }
        if outcome.isComplete { return .success }
        return outcome.wasCancelled ? .interrupted : .failure
    }

    /// Runs the download with the stores open, and lets go of them before returning.
    private static func download(
        _ options: CommandLineOptions, log: any EventLog, interruption: Interruption, display: ProgressDisplay,
        console: Console
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
    /// The download, held here so that the signal's handler does not hold it (and its stores),
    /// and whether it was stopped before it was watched.
    private final class Slot: Sendable {
        private struct State {
            var task: Task<SyncOutcome, Never>?
            var isStopped = false
        }

        private let state = Mutex(State())

        func watch(_ task: Task<SyncOutcome, Never>?) {
            let stopped = state.withLock { state in
                state.task = task
                return state.isStopped
            }
            if stopped { task?.cancel() }
        }

        func stop() {
            state.withLock { state in
                state.isStopped = true
                return state.task
            }?.cancel()
        }
    }

    private let slot = Slot()
    private let source = DispatchSource.makeSignalSource(signal: SIGINT, queue: .global())

    init() {
        signal(SIGINT, SIG_IGN)
        let slot = self.slot
        source.setEventHandler { slot.stop() }
        source.resume()
    }

    func watch(_ task: Task<SyncOutcome, Never>) {
        slot.watch(task)
    }

    /// What stops the download as Ctrl-C does (a download watched later is stopped at once), for
    /// any thread.
    var stop: @Sendable () -> Void {
        let slot = self.slot
        return { slot.stop() }
    }

    /// Lets go of the task (and what it holds: the stores), and of Ctrl-C.
    func stopWatching() {
        slot.watch(nil)
        source.cancel()
    }
}

/// Writes the progress: the line at most ten times a second on a terminal, as wide as the
/// terminal is, the day lines when piped.
///
/// The first write that fails ends the writing and, through `onWriteFailure`, the download.
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
    private let failure = Mutex<SystemError?>(nil)
    private let onWriteFailure: @Sendable () -> Void

    init(console: Console, onWriteFailure: @escaping @Sendable () -> Void) {
        self.console = console
        self.onWriteFailure = onWriteFailure
        isTerminal = console.errorIsTerminal
    }

    /// Why standard error could not be written, once a write failed.
    var writeFailure: SystemError? { failure.withLock { $0 } }

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
            write(line)
        case .dayFinished(let day):
            guard !isTerminal else { return }
            write(SyncProgressText.dayLine(day) + "\n")
        }
    }

    /// Draws the line as it ended and ends it, so the summary starts on a line of its own.
    func finish(_ progress: SyncProgress) {
        guard isTerminal, hasDrawn.load(ordering: .relaxed) else { return }
        let line = state.withLock { state in
            state.text.bar(progress, elapsedSeconds: elapsed, width: console.errorColumns ?? 80)
        }
        write(line + "\n")
    }

    private func write(_ text: String) {
        guard writeFailure == nil else { return }
        do throws(SystemError) {
            try console.tell(text)
        } catch {
            failure.withLock { $0 = error }
            onWriteFailure()
        }
    }

    private var elapsed: Double {
        let time = ContinuousClock.now - start
        return Double(time.components.seconds) + Double(time.components.attoseconds) / 1e18
    }
}
