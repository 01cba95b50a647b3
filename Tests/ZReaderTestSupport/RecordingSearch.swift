import Synchronization
import ZReaderDomain

/// A search for tests: answers every query with the hits it was given that hold the query in
/// their title, and remembers the queries, in order.
public final class RecordingSearch: StorySearch {
    private let hits: [SearchHit]
    private let queries = Mutex<[SearchQuery]>([])

    public init(hits: [SearchHit] = []) {
        self.hits = hits
    }

    public var asked: [SearchQuery] { queries.withLock { $0 } }

    public func search(_ query: SearchQuery, limit: Int) async -> Result<[SearchHit], LoadFailure> {
        queries.withLock { $0.append(query) }
        let wanted = TextFolding.fold(query.text)
        return .success(Array(hits.filter { TextFolding.fold($0.story.title.string).contains(wanted) }.prefix(limit)))
    }
}
