/// Finds stored stories whose title or body text holds every word of a query, newest first: the
/// cache's search, behind a protocol so that the app and its tests need no database.
public protocol StorySearch: Sendable {
    func search(_ query: SearchQuery, limit: Int) async -> Result<SearchAnswer, LoadFailure>
}
