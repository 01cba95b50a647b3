/// What `news/latest` returns: today's stories and the banner.
public struct LatestFeed: Hashable, Sendable {
    public var day: DayFeed
    public var topStories: [TopStory]

    public init(day: DayFeed, topStories: [TopStory]) {
        self.day = day
        self.topStories = topStories
    }
}
