import ZReaderDomain
import ZReaderScreen

/// The columns screen (栏目总览): the list of columns with their pictures and descriptions, and
/// over it the column opened, its stories newest first.
///
/// Opened from the home screen it shows the list; opened from a story it shows that story's
/// column, and back leaves from there.
public struct ColumnsState: Hashable, Sendable {
    /// Where the list of columns stands.
    public enum Status: Hashable, Sendable {
        case loading
        /// Shown, from the API, the cache (offline) or the demo edition.
        case loaded(ContentOrigin)
        case failed(LoadFailure)
    }

    public private(set) var columns: [DailyColumn] = []
    public private(set) var status = Status.loading
    public private(set) var position = EntrySelection()
    /// The column opened over the list; nil shows the list.
    public private(set) var opened: ColumnStoriesState?
    public private(set) var screenSize: Size

    /// Rows per entry: a name or title, a description or hint, a spacer.
    public static let rowsPerEntry = 3
    /// The rows of an entry that carry text, beside its picture.
    public static let textRowsPerEntry = 2

    /// The list of columns, as the home screen's key opens it.
    public init(screenSize: Size) {
        self.screenSize = screenSize
    }

    /// The screen open at `column` (from a story), the list loading under it.
    public init(screenSize: Size, column: DailyColumn) {
        self.screenSize = screenSize
        opened = ColumnStoriesState(column: column, isFromList: false)
    }

    /// The screen row of the list's first entry: under the title bar and one blank row, so that
    /// no thumbnail touches the bar.
    public static let listTop = 2

    /// The rows between the blank row under the title bar and the status line.
    public var viewportHeight: Int { max(1, screenSize.rows - ColumnsState.listTop - 1) }

    public var selectedColumn: DailyColumn? {
        columns.indices.contains(position.selection) ? columns[position.selection] : nil
    }

    public var isLoading: Bool {
        if case .loading = opened?.status { return true }
        return opened == nil && status == .loading
    }

    mutating func setColumns(_ result: Result<ColumnList, LoadFailure>) {
        switch result {
        case .success(let list):
            let selected = selectedColumn
            columns = list.columns
            status = .loaded(list.origin)
            select(columns.firstIndex { selected.map($0.isSame) ?? false } ?? position.selection)
        case .failure(let failure):
            // The columns shown stay; the title bar no longer claims where they came from.
            status = .failed(failure)
        }
    }

    mutating func setLoading() {
        status = .loading
    }

    /// Selects column `index` of the list.
    mutating func select(_ index: Int) {
        position.select(index, count: columns.count, viewportHeight: viewportHeight)
    }

    /// Opens `column` over the list, its first page to be asked for.
    mutating func open(_ column: DailyColumn) {
        opened = ColumnStoriesState(column: column, isFromList: true)
    }

    mutating func closeColumn() {
        opened = nil
    }

    mutating func updateOpened(_ change: (inout ColumnStoriesState) -> Void) {
        guard var column = opened else { return }
        change(&column)
        opened = column
    }

    public mutating func resize(to size: Size) {
        screenSize = size
        select(position.selection)
        let height = viewportHeight
        updateOpened { $0.select($0.position.selection, viewportHeight: height) }
    }
}
