import ZReaderDomain
import ZReaderScreen

/// The search results screen: the query, the hits as they arrived, the selection and the scroll.
public struct SearchState: Hashable, Sendable {
    /// Where the results stand.
    public enum Status: Hashable, Sendable {
        case searching
        case failed(LoadFailure)
        case done
    }

    public let query: SearchQuery
    public private(set) var hits: [SearchHit] = []
    public private(set) var status = Status.searching
    public private(set) var selection = 0
    public private(set) var scrollOffset = 0
    public private(set) var screenSize: Size

    /// Rows per hit: title, date and column, snippet, spacer.
    public static let rowsPerHit = 4
    /// How many results a search asks for.
    public static let limit = 200

    public init(query: SearchQuery, screenSize: Size) {
        self.query = query
        self.screenSize = screenSize
    }

    /// The rows the hits scroll in: the screen less the title bar and the status line.
    public var viewportHeight: Int { max(1, screenSize.rows - 2) }

    public var maxScrollOffset: Int { max(0, hits.count * SearchState.rowsPerHit - viewportHeight) }

    public var selectedHit: SearchHit? { hits.indices.contains(selection) ? hits[selection] : nil }

    mutating func finish(_ result: Result<[SearchHit], LoadFailure>) {
        switch result {
        case .success(let found):
            hits = found
            status = .done
        case .failure(let failure):
            status = .failed(failure)
        }
        select(0)
    }

    mutating func resize(to size: Size) {
        screenSize = size
        select(selection)
    }

    /// Selects hit `index` (clamped) and scrolls just enough to show it.
    mutating func select(_ index: Int) {
        selection = min(max(0, index), max(0, hits.count - 1))
        let top = selection * SearchState.rowsPerHit
        let bottom = top + SearchState.rowsPerHit - 1
        if top < scrollOffset { scrollOffset = top }
        if bottom > scrollOffset + viewportHeight { scrollOffset = bottom - viewportHeight }
        scrollOffset = max(0, min(scrollOffset, maxScrollOffset))
    }
}
