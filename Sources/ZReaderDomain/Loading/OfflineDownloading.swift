/// A source that can fetch whole days into its cache ahead of reading them: the TUI's 离线下载.
public protocol OfflineDownloading: Sendable {
    /// Fetches the bodies and counts of `days`' stories that the cache lacks, telling `progress`
    /// as it goes; cancelling the calling task stops it, keeping what was fetched.
    func download(_ days: [DayFeed], progress: @escaping @Sendable (SyncProgress) -> Void) async -> SyncOutcome
}
