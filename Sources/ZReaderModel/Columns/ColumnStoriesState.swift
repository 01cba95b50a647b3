import ZReaderDomain
import ZReaderScreen

/// A column opened on the columns screen: its stories newest first, paged back in time, with a
/// selection.
public struct ColumnStoriesState: Hashable, Sendable {
    /// Where the paging stands.
    public enum Status: Hashable, Sendable {
        /// A page is being asked for: the first (nil) or the one after that cursor.
        case loading(after: ColumnCursor?)
        /// More may come when the view nears the end.
        case idle
        case failed(LoadFailure)
        /// The column's oldest story is shown.
        case complete
    }

    public let column: DailyColumn
    /// True when the column was opened from the list of columns, where back returns.
    public let isFromList: Bool
    public private(set) var stories: [ColumnStory] = []
    public internal(set) var status: Status = .loading(after: nil)
    /// Where the next page starts.
    public private(set) var next: ColumnCursor?
    /// Where the last page came from: the API, the cache (offline) or the demo edition.
    public private(set) var origin: ContentOrigin?
    public private(set) var position = EntrySelection()

    init(column: DailyColumn, isFromList: Bool) {
        self.column = column
        self.isFromList = isFromList
    }

    public var selectedStory: ColumnStory? {
        stories.indices.contains(position.selection) ? stories[position.selection] : nil
    }

    /// Adds a page: stories already shown are not shown twice.
    mutating func append(_ page: ColumnPage, viewportHeight: Int) {
        let known = Set(stories.map(\.story.id))
        stories += page.stories.filter { !known.contains($0.story.id) }
        origin = page.origin
        next = page.next
        status = page.next == nil || page.stories.isEmpty ? .complete : .idle
        select(position.selection, viewportHeight: viewportHeight)
    }

    mutating func select(_ index: Int, viewportHeight: Int) {
        position.select(index, count: stories.count, viewportHeight: viewportHeight, trailingRows: 1)
    }

    /// The cursor of the next page to ask for now: none while one loads, after a failure (`r`
    /// asks again), at the end, or while the selection is more than a viewport from the end.
    func pageWanted(viewportHeight: Int) -> ColumnCursor? {
        guard status == .idle, let next else { return nil }
        let endRow = stories.count * ColumnsState.rowsPerEntry
        return endRow - (position.scrollOffset + viewportHeight) <= viewportHeight ? next : nil
    }
}
