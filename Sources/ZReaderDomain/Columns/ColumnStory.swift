/// A story as a column's list shows it: the story and its day (a column's stories span years).
public struct ColumnStory: Hashable, Sendable {
    public var story: StorySummary
    public var date: DayStamp

    public init(story: StorySummary, date: DayStamp) {
        self.story = story
        self.date = date
    }

    /// Newest first: by day, then by id (a later story has a larger id).
    public static func isNewer(_ lhs: ColumnStory, than rhs: ColumnStory) -> Bool {
        lhs.date != rhs.date ? lhs.date > rhs.date : lhs.story.id.rawValue > rhs.story.id.rawValue
    }
}
