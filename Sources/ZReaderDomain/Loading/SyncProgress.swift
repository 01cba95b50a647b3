import ZReaderScreen

/// How far an offline download (离线下载) has got: what the progress bar and status line show.
public struct SyncProgress: Hashable, Sendable {
    /// Days whose list and stories are done, and how many were asked for.
    public var daysDone: Int
    public var dayCount: Int
    /// Stories done (their body and counts fetched, or already there), and the stories of the
    /// lists known so far: the total grows as lists arrive.
    public var storiesDone: Int
    public var storiesKnown: Int
    /// Pictures in the picture cache: fetched, or found there.
    public var pictures: Int
    /// Bytes received.
    public var bytes: Int
    /// Requests that failed for good (after their retries).
    public var failures: Int
    /// The hold the server asked for, while the download waits it out; nil while it fetches.
    public var waiting: SyncWait?

    public init(
        daysDone: Int = 0, dayCount: Int, storiesDone: Int = 0, storiesKnown: Int = 0, pictures: Int = 0,
        bytes: Int = 0, failures: Int = 0
    ) {
        self.pictures = pictures
        self.daysDone = daysDone
        self.dayCount = dayCount
        self.storiesDone = storiesDone
        self.storiesKnown = storiesKnown
        self.bytes = bytes
        self.failures = failures
    }

    /// Each count at the larger of the two: every count only grows during a run, so this is the
    /// later of two reports that may have arrived out of order.
    public func furthest(with other: SyncProgress) -> SyncProgress {
        SyncProgress(
            daysDone: max(daysDone, other.daysDone), dayCount: max(dayCount, other.dayCount),
            storiesDone: max(storiesDone, other.storiesDone), storiesKnown: max(storiesKnown, other.storiesKnown),
            pictures: max(pictures, other.pictures), bytes: max(bytes, other.bytes),
            failures: max(failures, other.failures))
    }

    /// `3/8 天 · 41/64 篇`.
    public var counts: DisplayText {
        "\(daysDone)/\(dayCount) 天 · \(storiesDone)/\(storiesKnown) 篇"
    }
}
