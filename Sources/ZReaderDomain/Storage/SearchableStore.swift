/// A store that can search what it holds: the cache keeps a search index of its stories' titles
/// and body text, filled in the background from what it has stored.
public protocol SearchableStore: Sendable {
    /// Indexes up to `limit` stories or bodies stored since the last call, turning bodies into
    /// text with `bodyText`; returns how many it indexed (0 when the index is complete).
    func indexPending(limit: Int, bodyText: (String) -> String) throws(StoreFailure) -> Int
    /// Stories whose title or body text holds `query`, newest first.
    func search(_ query: SearchQuery, limit: Int) throws(StoreFailure) -> [SearchHit]
    /// Whether the index was found damaged and is being rebuilt (by `indexPending`): meanwhile
    /// every search scans the text itself, slower, and finds the same.
    var isRebuildingIndex: Bool { get }
}

extension SearchableStore {
    public var isRebuildingIndex: Bool { false }
}
