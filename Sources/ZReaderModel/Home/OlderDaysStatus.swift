import ZReaderDomain

/// The load-more state of the home screen's footer.
public enum OlderDaysStatus: Hashable, Sendable {
    /// Nothing running; more days may come.
    case idle
    /// `news/before/D` is in flight; only one at a time.
    case loading(before: DayStamp)
    /// The last attempt failed; `r` retries.
    case failed(before: DayStamp, LoadFailure)
    /// History has ended (before 2013-05-19, or the end of the demo edition).
    case exhausted

    public var isLoading: Bool {
        if case .loading = self { return true }
        return false
    }
}
