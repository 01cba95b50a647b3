import ZReaderDomain
import ZReaderScreen

/// The search results screen: the query, the hits as they arrived, the selection and the scroll.
public struct SearchState: Hashable, Sendable {
    /// Where the results stand.
    public enum Status: Hashable, Sendable {
        case searching
        case failed(LoadFailure)
        case done
        /// The query names a column there is none of; the nearest name when one is close.
        case noSuchColumn(nearest: DisplayText?)
    }

    public let query: SearchQuery
    /// Which request this screen waits for: an answer to any other (an older query, or the same
    /// query asked before) is not its own.
    public let request: Int
    public private(set) var hits: [SearchHit] = []
    public private(set) var status = Status.searching
    public private(set) var selection = 0
    public private(set) var scrollOffset = 0
    public private(set) var screenSize: Size

    /// Rows per hit with a snippet: title, date and column, snippet, spacer; one fewer without.
    public static let rowsPerHit = 4

    /// The rows hit `index` takes, its spacer included.
    public func rows(ofHit index: Int) -> Int {
        hits[index].snippet.isEmpty ? SearchState.rowsPerHit - 1 : SearchState.rowsPerHit
    }

    /// The row hit `index` starts at, from the top of the list.
    public func top(ofHit index: Int) -> Int { hitTops[index] }

    /// Where each hit starts, and one past the last: kept with the hits.
    private var hitTops: [Int] = [0]
    /// How many results a search asks for.
    public static let limit = 200

    public init(query: SearchQuery, request: Int = 0, screenSize: Size) {
        self.query = query
        self.request = request
        self.screenSize = screenSize
    }

    /// True when the search found as many as it asks for: there may be more, and the count is
    /// not a total.
    public var isCapped: Bool { status == .done && hits.count >= SearchState.limit }

    /// How many were found, as the status line says it: `前 200 篇` when the cap was reached.
    public var countText: DisplayText {
        isCapped ? "前 \(hits.count) 篇" : "\(hits.count) 篇"
    }

    /// The rows the hits scroll in: the screen less the title bar and the status line.
    public var viewportHeight: Int { max(1, screenSize.rows - 2) }

    public var maxScrollOffset: Int { max(0, (hitTops.last ?? 0) - viewportHeight) }

    public var selectedHit: SearchHit? { hits.indices.contains(selection) ? hits[selection] : nil }

    mutating func finish(_ result: Result<SearchAnswer, LoadFailure>) {
        switch result {
        case .success(.hits(let found)):
            hits = found
            status = .done
        case .success(.noSuchColumn(let nearest)):
            hits = []
            status = .noSuchColumn(nearest: nearest)
        case .failure(let failure):
            status = .failed(failure)
        }
        hitTops = hits.indices.reduce(into: [0]) { tops, index in tops.append(tops[index] + rows(ofHit: index)) }
        select(0)
    }

    mutating func resize(to size: Size) {
        screenSize = size
        select(selection)
    }

    /// Selects hit `index` (clamped) and scrolls just enough to show it.
    mutating func select(_ index: Int) {
        selection = min(max(0, index), max(0, hits.count - 1))
        let top = hits.isEmpty ? 0 : self.top(ofHit: selection)
        let bottom = hits.isEmpty ? 0 : top + rows(ofHit: selection) - 1
        if top < scrollOffset { scrollOffset = top }
        if bottom > scrollOffset + viewportHeight { scrollOffset = bottom - viewportHeight }
        scrollOffset = max(0, min(scrollOffset, maxScrollOffset))
    }
}
