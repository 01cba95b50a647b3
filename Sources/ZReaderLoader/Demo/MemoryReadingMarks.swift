import Synchronization
import ZReaderDomain
import ZReaderSystem

/// Read marks and favourites kept for one run only: the demo edition by request has no cache.
public final class MemoryReadingMarks: ReadingMarks {
    private let saved = Mutex<[StoryID: FavouriteEntry]>([:])

    public init() {}

    /// The app's state already holds what was read for the run.
    public func markRead(_ id: StoryID) async {}

    public func markUnread(_ id: StoryID) async {}

    /// The app's state already holds the places for the run.
    public func rememberPlace(_ place: ReadingPlace?, of id: StoryID) async {}

    /// Kept by no run: the demo edition starts at its top every time.
    public func rememberHomePlace(_ place: HomePlace?) async {}

    public func setFavourite(_ story: StorySummary, _ isFavourite: Bool) async -> Bool {
        let entry = FavouriteEntry(story: story, savedAt: UnixClock.now())
        saved.withLock { $0[story.id] = isFavourite ? entry : nil }
        return true
    }

    public func favourites() async -> [FavouriteEntry] {
        saved.withLock { $0.values.sorted { ($0.savedAt, $0.story.id) > ($1.savedAt, $1.story.id) } }
    }
}
