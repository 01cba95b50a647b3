/// What `news/latest` returns: today's stories and the banner, and where they came from.
public struct LatestFeed: Hashable, Sendable {
    public var day: DayFeed
    public var topStories: [TopStory]
    public var origin: ContentOrigin
    /// Why the demo edition stands in, when it does: the network's failure, for the status line.
    public var fallbackReason: LoadFailure?

    public init(
        day: DayFeed, topStories: [TopStory], origin: ContentOrigin = .network, fallbackReason: LoadFailure? = nil
    ) {
        self.day = day
        self.topStories = topStories
        self.origin = origin
        self.fallbackReason = fallbackReason
    }
}
