import ZReaderScreen

/// A store as it was opened: the store to use (one that fails every call when even a memory store
/// could not be made), what to tell the user about it, and the file in use.
public struct OpenedStore<Store: Sendable>: Sendable {
    public var store: Store
    /// A short sentence for the status line when the file is not what it should be (moved aside
    /// because damaged, kept in memory for this run); nil when all is well.
    public var notice: DisplayText?
    /// The database file in use, or nil when the store lives in memory for this run.
    public var databasePath: String?

    public init(store: Store, notice: DisplayText?, databasePath: String? = nil) {
        self.store = store
        self.notice = notice
        self.databasePath = databasePath
    }
}
