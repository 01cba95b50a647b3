import ZReaderScreen

/// What the cache can show before the network answers: the newest stored days, the banner stored
/// with them, the stories already read, saved or left part-way, and anything the user must be told about the cache.
public struct CachedHome: Hashable, Sendable {
    /// Newest first, consecutive dates.
    public var days: [DayFeed]
    public var topStories: [TopStory]
    public var readStories: Set<StoryID>
    public var favouriteStories: Set<StoryID>
    /// Where partly read stories were left.
    public var readingPlaces: [StoryID: ReadingPlace]
    /// Where the home list was left at the last quit.
    public var homePlace: HomePlace?
    /// A message about the cache itself (moved aside because corrupt, in memory only…).
    public var notice: DisplayText?

    public init(
        days: [DayFeed] = [], topStories: [TopStory] = [], readStories: Set<StoryID> = [],
        favouriteStories: Set<StoryID> = [], readingPlaces: [StoryID: ReadingPlace] = [:], homePlace: HomePlace? = nil,
        notice: DisplayText? = nil
    ) {
        self.homePlace = homePlace
        self.readingPlaces = readingPlaces
        self.days = days
        self.topStories = topStories
        self.readStories = readStories
        self.favouriteStories = favouriteStories
        self.notice = notice
    }
}
