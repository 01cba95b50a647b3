/// Where the next page of a column starts: the API's `timestamp` to pass to
/// `section/ID/before/TIMESTAMP`, and the oldest story shown, for a page from the cache.
public struct ColumnCursor: Hashable, Sendable {
    /// The `timestamp` of the API's answer; nil after a page from the cache.
    public var timestamp: Int?
    /// The day and id of the oldest story shown: the cache's next page is older than it.
    public var date: DayStamp
    public var id: StoryID

    public init(timestamp: Int?, date: DayStamp, id: StoryID) {
        self.timestamp = timestamp
        self.date = date
        self.id = id
    }
}
