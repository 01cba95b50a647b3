/// The columns to browse (栏目总览), and where the list came from.
public struct ColumnList: Hashable, Sendable {
    public var columns: [DailyColumn]
    /// The API's `sections`, the cache (what its stories belong to), or the demo edition.
    public var origin: ContentOrigin

    public init(columns: [DailyColumn], origin: ContentOrigin) {
        self.columns = columns
        self.origin = origin
    }
}
