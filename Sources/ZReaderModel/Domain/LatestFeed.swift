/// What `news/latest` returns: today's stories and the banner, and where they came from.
public struct LatestFeed: Hashable, Sendable {
    public var day: DayFeed
    public var topStories: [TopStory]
    public var origin: ContentOrigin

    public init(day: DayFeed, topStories: [TopStory], origin: ContentOrigin = .network) {
        self.day = day
        self.topStories = topStories
        self.origin = origin
    }
}
