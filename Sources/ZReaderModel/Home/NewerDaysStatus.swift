import ZReaderDomain

/// Loading the days above a list that starts before today (after a jump to a date).
public enum NewerDaysStatus: Hashable, Sendable {
    /// Nothing running; the list may start before today.
    case idle
    /// The day after this one is in flight; only one at a time.
    case loading(after: DayStamp)
    /// The last attempt failed; scrolling to the top again retries.
    case failed(after: DayStamp, LoadFailure)
}
