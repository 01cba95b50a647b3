import ZReaderScreen

/// What a search found: the stories, or that the column it names is not one zreader knows.
public enum SearchAnswer: Hashable, Sendable {
    case hits([SearchHit])
    /// No column of that name, with the name of the one closest to it when one is close.
    case noSuchColumn(nearest: DisplayText?)

    /// The stories found (none for a column that does not exist).
    public var hits: [SearchHit] {
        switch self {
        case .hits(let hits): hits
        case .noSuchColumn: []
        }
    }
}
