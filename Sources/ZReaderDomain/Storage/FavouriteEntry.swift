/// A story the user saved, with enough of it to list and open offline.
public struct FavouriteEntry: Hashable, Sendable {
    public var story: StorySummary
    /// Unix seconds when it was saved.
    public var savedAt: Int

    public init(story: StorySummary, savedAt: Int) {
        self.story = story
        self.savedAt = savedAt
    }
}
