/// A store that knows columns: the API's list as last fetched, and which stored stories belong
/// to which column (their page's `section`, else the name their title begins with).
public protocol ColumnStore: Sendable {
    /// The columns of the last `sections` answer kept, in its order, then the other columns the
    /// stored stories belong to; each with how many of its stories the cache holds.
    func storedColumns() throws(StoreFailure) -> [DailyColumn]
    /// Keeps the API's list of columns, replacing the one kept.
    func saveColumns(_ columns: [DailyColumn]) throws(StoreFailure)
    /// Up to `limit` stored stories of the column called `name`, newest first, older than `cursor`.
    func columnStories(named name: String, after cursor: ColumnCursor?, limit: Int) throws(StoreFailure)
        -> [ColumnStory]
}
