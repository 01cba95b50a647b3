import ZReaderScreen

/// A stored story that matches a search: the story, its day, its column, and a line of its body
/// around the first match (empty when only the title matched).
public struct SearchHit: Hashable, Sendable {
    public var story: StorySummary
    public var date: DayStamp
    public var column: DisplayText?
    public var snippet: DisplayText

    public init(story: StorySummary, date: DayStamp, column: DisplayText? = nil, snippet: DisplayText = .empty) {
        self.story = story
        self.date = date
        self.column = column
        self.snippet = snippet
    }
}
