import ZReaderDomain
import ZReaderScreen

/// The favourites screen: the saved stories, newest first, with a selection.
public struct FavouritesState: Hashable, Sendable {
    public private(set) var entries: [FavouriteEntry] = []
    public internal(set) var isLoading = true
    public private(set) var selection = 0
    public private(set) var scrollOffset = 0
    public private(set) var screenSize: Size

    /// Rows per entry: title, hint and date, spacer.
    public static let rowsPerEntry = 3
    /// The rows of an entry that carry text, beside its thumbnail.
    public static let textRowsPerEntry = 2

    /// The largest scroll offset: the last entry at the bottom of the viewport.
    public var maxScrollOffset: Int { max(0, entries.count * FavouritesState.rowsPerEntry - viewportHeight) }

    public init(screenSize: Size) {
        self.screenSize = screenSize
    }

    public var viewportHeight: Int { max(1, screenSize.rows - 2) }

    public var selectedEntry: FavouriteEntry? { entries.indices.contains(selection) ? entries[selection] : nil }

    public mutating func setEntries(_ newEntries: [FavouriteEntry]) {
        let selectedID = selectedEntry?.story.id
        entries = newEntries
        isLoading = false
        select(newEntries.firstIndex { $0.story.id == selectedID } ?? min(selection, max(0, newEntries.count - 1)))
    }

    public mutating func resize(to size: Size) {
        screenSize = size
        select(selection)
    }

    /// Selects entry `index` (clamped) and scrolls just enough to show it.
    public mutating func select(_ index: Int) {
        selection = min(max(0, index), max(0, entries.count - 1))
        let top = selection * FavouritesState.rowsPerEntry
        let bottom = top + FavouritesState.rowsPerEntry - 1
        if top < scrollOffset { scrollOffset = top }
        if bottom > scrollOffset + viewportHeight { scrollOffset = bottom - viewportHeight }
        scrollOffset = max(0, min(scrollOffset, maxScrollOffset))
    }
}
