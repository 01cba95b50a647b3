import Synchronization
import ZReaderDomain
import ZReaderScreen

/// A search for tests: answers every query with the hits it was given that hold each of the
/// query's words in their title or snippet, and remembers the queries, in order.
public final class RecordingSearch: StorySearch {
    private let hits: [SearchHit]
    private let queries = Mutex<[SearchQuery]>([])

    /// The columns it knows, which a query's column is checked against as the cache's search does.
    private let columns: [DisplayText]

    public init(hits: [SearchHit] = [], columns: [DisplayText] = []) {
        self.hits = hits
        self.columns = columns
    }

    public var asked: [SearchQuery] { queries.withLock { $0 } }

    public func search(_ query: SearchQuery, limit: Int) async -> Result<SearchAnswer, LoadFailure> {
        queries.withLock { $0.append(query) }
        let words = query.words.words.map(TextFolding.fold)
        let found = hits.filter { hit in
            let text = TextFolding.fold(hit.story.title.string + " " + hit.snippet.string)
            return words.allSatisfy { text.contains($0) }
        }
        let inColumn = found.filter { hit in
            query.column.map { TextFolding.fold(hit.column?.string ?? "") == TextFolding.fold($0) } ?? true
        }
        return .success(.checking(Array(inColumn.prefix(limit)), for: query, against: columns))
    }
}
