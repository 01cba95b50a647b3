import ZReaderScreen

/// How an offline download ended: everything fetched, stopped by the user, or with failures.
public struct SyncOutcome: Hashable, Sendable {
    public var progress: SyncProgress
    /// What failed for good, one short line each (`news/9791101：加载失败 (HTTP 500)`), each
    /// saying it failed in its own words.
    public var failures: [String]
    /// Stopped by the user (Ctrl-C) or by quitting: what was fetched is kept, a new run resumes.
    public var wasCancelled: Bool
    /// Why the download stopped before the end, when something other than the user stopped it
    /// (no network, a server asking to wait too long).
    public var stoppedBecause: String?
    /// Requests sent, retries included.
    public var requests: Int

    public init(
        progress: SyncProgress, failures: [String] = [], wasCancelled: Bool = false, stoppedBecause: String? = nil,
        requests: Int = 0
    ) {
        self.progress = progress
        self.failures = failures
        self.wasCancelled = wasCancelled
        self.stoppedBecause = stoppedBecause
        self.requests = requests
    }

    /// Everything asked for is in the cache.
    public var isComplete: Bool {
        failures.isEmpty && !wasCancelled && stoppedBecause == nil
    }

    /// One line for the end of a run: what was done, and what was not.
    public var summary: DisplayText {
        let done = "\(progress.daysDone)/\(progress.dayCount) 天，\(progress.storiesDone) 篇"
        if wasCancelled { return TextSanitizer.clean("离线下载已中断：已保存 \(done)，再次运行即可继续") }
        if let reason = stoppedBecause { return TextSanitizer.clean("离线下载未完成（\(reason)）：已保存 \(done)") }
        if let first = failures.first {
            let more = failures.count > 1 ? " 等 \(failures.count) 项" : ""
            return TextSanitizer.clean("离线下载未完成：\(first)\(more)；已保存 \(done)")
        }
        return TextSanitizer.clean("离线下载完成：\(done)")
    }
}
