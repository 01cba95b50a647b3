import ZReaderModel

/// What `StoreOpener.open` produced: the store to use, and what to tell the user about it.
public struct OpenedStore: Sendable {
    public let store: any StoryStore
    /// A short Chinese sentence for the status line when the cache is not what it should be
    /// (moved aside, in memory for this run); nil when all is well.
    public let notice: String?
    /// The database file in use, or nil when the store lives in memory for this run.
    public let databasePath: String?
}
