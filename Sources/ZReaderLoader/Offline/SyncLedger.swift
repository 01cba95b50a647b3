import Synchronization
import ZReaderDomain

/// The running totals of one offline download, shared by its workers, reported as they change.
final class SyncLedger: Sendable {
    private struct State {
        var progress: SyncProgress
        var failures: [String] = []
        var stopReason: String?
        var requests = 0
        var hasToldOfFullPictures = false
    }

    private let state: Mutex<State>
    private let report: @Sendable (SyncEvent) -> Void

    init(dayCount: Int, report: @escaping @Sendable (SyncEvent) -> Void) {
        state = Mutex(State(progress: SyncProgress(dayCount: dayCount)))
        self.report = report
    }

    /// The run must end: cancelled, or stopped for a reason.
    var shouldStop: Bool {
        Task.isCancelled || state.withLock { $0.stopReason != nil }
    }

    func stop(because reason: String) {
        state.withLock { state in
            if state.stopReason == nil { state.stopReason = reason }
        }
    }

    func requestSent() {
        state.withLock { $0.requests += 1 }
    }

    func received(bytes: Int) {
        update { $0.bytes += bytes }
    }

    func failed(_ what: String) {
        state.withLock { $0.failures.append(what) }
        update { $0.failures += 1 }
    }

    /// The download is held by the server (`wait`), or fetching again (nil).
    func waiting(_ wait: SyncWait?) {
        update { $0.waiting = wait }
    }

    func pictureKept() {
        update { $0.pictures += 1 }
    }

    /// The picture cache cannot hold more of this run's pictures: a failure, said once.
    func picturesFull(capacityBytes: Int) {
        let isFirst = state.withLock { state in
            defer { state.hasToldOfFullPictures = true }
            return !state.hasToldOfFullPictures
        }
        guard isFirst else { return }
        let cap = capacityBytes >= 1_000_000 ? "\(capacityBytes / 1_000_000) MB" : "\(capacityBytes / 1000) KB"
        failed("图片缓存已满（上限 \(cap)），较早几天的图片未下载")
    }

    func dayStarted(stories: Int) {
        update { $0.storiesKnown += stories }
    }

    func storyDone() {
        update { $0.storiesDone += 1 }
    }

    func dayFinished(_ day: SyncDayReport) {
        update { $0.daysDone += 1 }
        report(.dayFinished(day))
    }

    func outcome(wasCancelled: Bool) -> SyncOutcome {
        state.withLock { state in
            SyncOutcome(
                progress: state.progress, failures: state.failures, wasCancelled: wasCancelled,
                stoppedBecause: wasCancelled ? nil : state.stopReason, requests: state.requests)
        }
    }

    private func update(_ change: (inout SyncProgress) -> Void) {
        let progress = state.withLock { state in
            change(&state.progress)
            return state.progress
        }
        report(.progress(progress))
    }
}
