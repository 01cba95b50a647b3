/// A page of a column's stories, newest first, and where the next one starts.
public struct ColumnPage: Hashable, Sendable {
    public var stories: [ColumnStory]
    /// Where the next page starts; nil when there is none (the column's first story is shown).
    public var next: ColumnCursor?
    /// The API, the cache, or the demo edition.
    public var origin: ContentOrigin

    public init(stories: [ColumnStory], next: ColumnCursor?, origin: ContentOrigin) {
        self.stories = stories
        self.next = next
        self.origin = origin
    }
}
