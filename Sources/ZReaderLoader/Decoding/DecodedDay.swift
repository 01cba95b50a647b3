import ZReaderDomain

/// A decoded list payload and the stories that had to be dropped from it, with the reasons.
public struct DecodedDay: Sendable {
    public var day: DayFeed
    public var topStories: [TopStory]
    /// One line per dropped item, for example "stories[3]: 缺少 title（id 9791101）".
    public var dropped: [String]
}
