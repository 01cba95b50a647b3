/// zreader's cache on disk: days, stories, bodies, extras and comments, all of which can be fetched again.
///
/// Every method is safe to call from any thread. A failure never loses what was already stored;
/// callers treat a failed read as a cache miss and a failed write as not cached. What the user
/// keeps (favourites, read marks) lives apart, in a `UserDataStore`.
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
    /// A story's stored comments of one kind, or nil when none were stored.
    func comments(_ id: StoryID, kind: CommentKind) throws(StoreFailure) -> StoredComments?
    /// Stores a story's comments of one kind, replacing what was stored; they go when the story's
    /// days are evicted.
    func saveComments(_ comments: [Comment], isComplete: Bool, of id: StoryID, kind: CommentKind)
        throws(StoreFailure)
    /// Housekeeping that may read the whole file — the integrity check when one is due, eviction
    /// down to the size cap — for after the first frame, off the input thread.
    ///
    /// Returns early when the calling task is cancelled; what the user must hear (a damaged file
    /// moved aside) goes to the notices the store was opened with.
    func maintain() async
}
