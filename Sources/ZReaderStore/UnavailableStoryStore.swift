import ZReaderDomain

/// The store of last resort, when not even an in-memory database could be made: every call fails
/// with the same reason, which callers already treat as a cache miss.
struct UnavailableStoryStore: StoryStore {
    let reason: String

    func latestDay() throws(StoreFailure) -> (day: DayFeed, topStories: [TopStory])? { throw .database(reason) }
    func day(_ date: DayStamp) throws(StoreFailure) -> DayFeed? { throw .database(reason) }
    func fetchTime(ofDay date: DayStamp) throws(StoreFailure) -> Int? { throw .database(reason) }
    func saveDay(_ day: DayFeed, topStories: [TopStory]?) throws(StoreFailure) { throw .database(reason) }
    func storyDetail(_ id: StoryID) throws(StoreFailure) -> StoryDetail? { throw .database(reason) }
    func saveStoryDetail(_ detail: StoryDetail) throws(StoreFailure) { throw .database(reason) }
    func storyExtra(_ id: StoryID) throws(StoreFailure) -> StoryExtra? { throw .database(reason) }
    func saveStoryExtra(_ extra: StoryExtra, for id: StoryID) throws(StoreFailure) { throw .database(reason) }
    func comments(_ id: StoryID, kind: CommentKind) throws(StoreFailure) -> StoredComments? { throw .database(reason) }
    func saveComments(_ comments: [Comment], isComplete: Bool, of id: StoryID, kind: CommentKind) throws(StoreFailure) {
        throw .database(reason)
    }
    func maintain() async {}
}
