/// The selection in a list of entries of `ColumnsState.rowsPerEntry` rows, and the scroll that
/// keeps it in view: what the columns screen's two lists share.
public struct EntrySelection: Hashable, Sendable {
    public private(set) var selection = 0
    public private(set) var scrollOffset = 0

    public init() {}

    /// Selects entry `index` (clamped to `count` entries) and scrolls just enough to show it in
    /// a viewport of `viewportHeight` rows, below which `trailingRows` more follow the entries
    /// (shown with the last one).
    mutating func select(_ index: Int, count: Int, viewportHeight: Int, trailingRows: Int = 0) {
        let perEntry = ColumnsState.rowsPerEntry
        selection = min(max(0, index), max(0, count - 1))
        let top = selection * perEntry
        let bottom = top + perEntry - 1 + (selection == count - 1 ? trailingRows : 0)
        if top < scrollOffset { scrollOffset = top }
        if bottom >= scrollOffset + viewportHeight { scrollOffset = bottom - viewportHeight + 1 }
        let maximum = max(0, count * perEntry + trailingRows - viewportHeight)
        scrollOffset = max(0, min(scrollOffset, maximum))
    }

    /// The entry at `row` of the viewport, if that row shows one.
    func entry(atRow row: Int, count: Int) -> Int? {
        let index = (scrollOffset + row) / ColumnsState.rowsPerEntry
        return row >= 0 && index < count ? index : nil
    }
}
