/// One day's stories, in the API's order.
public struct DayFeed: Hashable, Sendable {
    public var date: DayStamp
    public var stories: [StorySummary]

    public init(date: DayStamp, stories: [StorySummary]) {
        self.date = date
        self.stories = stories
    }
}
