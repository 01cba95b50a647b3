import ZReaderDomain

/// What `u` takes back: the newest of the actions a single key can do by mistake, one level deep.
public enum UndoableAction: Hashable, Sendable {
    /// A favourite removed: `u` saves it again.
    case removedFavourite(StorySummary)
    /// A story marked read at `clock` (monotonic milliseconds), by opening it or by the read
    /// toggle: `u` makes it unread again.
    case markedRead(StoryID, at: Int)
}
