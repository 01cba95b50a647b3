import ZReaderDomain

/// What an offline download reports as it goes: progress after every request, and each day once
/// its stories are done (what a piped `zreader sync` prints, one line a day).
public enum SyncEvent: Hashable, Sendable {
    case progress(SyncProgress)
    case dayFinished(SyncDayReport)
}

/// One day of an offline download.
public struct SyncDayReport: Hashable, Sendable {
    public var date: DayStamp
    public var stories: Int
    /// Bodies and counts fetched now; the rest of the day's were in the cache already.
    public var fetched: Int
    public var failed: Int
    public var bytes: Int

    public init(date: DayStamp, stories: Int, fetched: Int, failed: Int, bytes: Int) {
        self.date = date
        self.stories = stories
        self.fetched = fetched
        self.failed = failed
        self.bytes = bytes
    }
}
