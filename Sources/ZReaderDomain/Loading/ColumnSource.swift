/// Where the columns (栏目) come from: the API's `sections` and `section/ID`, the cache's stories,
/// or the demo edition.
public protocol ColumnSource: Sendable {
    /// The columns to browse.
    func columns() async -> Result<ColumnList, LoadFailure>
    /// A page of `column`'s stories, newest first: the first page, or the one after `cursor`.
    func columnStories(_ column: DailyColumn, after cursor: ColumnCursor?) async -> Result<ColumnPage, LoadFailure>
}
