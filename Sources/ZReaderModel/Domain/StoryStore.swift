/// zreader's memory on disk: days, stories, bodies, extras, read marks and favourites.
///
/// Every method is safe to call from any thread. A failure never loses what was already stored;
/// callers treat a failed read as a cache miss and a failed write as not cached.
public protocol StoryStore: Sendable {
    /// The newest stored day and the banner stored with it, or nil when the store is empty.
    func latestDay() throws(StoreFailure) -> (day: DayFeed, topStories: [TopStory])?
    /// A stored day's stories in the API's order, or nil when that day is not stored.
    func day(_ date: DayStamp) throws(StoreFailure) -> DayFeed?
    /// When a stored day's list was fetched (Unix seconds), or nil when that day is not stored. A
    /// day fetched before it was over may have gained stories since.
    func fetchTime(ofDay date: DayStamp) throws(StoreFailure) -> Int?
    /// Stores a day's list (replacing what was stored for that date), and the banner when given.
    func saveDay(_ day: DayFeed, topStories: [TopStory]?) throws(StoreFailure)
    func storyDetail(_ id: StoryID) throws(StoreFailure) -> StoryDetail?
    func saveStoryDetail(_ detail: StoryDetail) throws(StoreFailure)
    func storyExtra(_ id: StoryID) throws(StoreFailure) -> StoryExtra?
    func saveStoryExtra(_ extra: StoryExtra, for id: StoryID) throws(StoreFailure)
    /// Marks a story read at `time` (Unix seconds).
    func markRead(_ id: StoryID, at time: Int) throws(StoreFailure)
    func readStories() throws(StoreFailure) -> Set<StoryID>
    /// Saves or removes a favourite.
    func setFavourite(_ entry: FavouriteEntry, _ isFavourite: Bool) throws(StoreFailure)
    /// Favourites, most recently saved first.
    func favourites() throws(StoreFailure) -> [FavouriteEntry]
}
