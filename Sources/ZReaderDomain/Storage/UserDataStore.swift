/// What the user owns, kept apart from the cache so that clearing or repairing the cache never
/// touches it: favourites (with each story's page, so a favourite opens offline), read marks,
/// the place each story was left at and the home list's.
///
/// Every method is safe to call from any thread, and every write is one transaction: a process
/// killed at any moment leaves either the old or the new state.
public protocol UserDataStore: Sendable {
    /// Marks a story read at `time` (Unix seconds); a later time wins.
    func markRead(_ id: StoryID, at time: Int) throws(StoreFailure)
    /// Forgets a story's read mark; nothing happens when it had none.
    func markUnread(_ id: StoryID) throws(StoreFailure)
    func readStories() throws(StoreFailure) -> Set<StoryID>
    /// Keeps where `id` was left (the newest of `ReadingPlace.keptStories` places, the oldest
    /// dropped), or forgets it with nil.
    func rememberPlace(_ place: ReadingPlace?, of id: StoryID) throws(StoreFailure)
    /// The places kept, by story.
    func readingPlaces() throws(StoreFailure) -> [StoryID: ReadingPlace]
    /// Keeps where the home list was left (one place, replacing the last), or forgets it with nil.
    func rememberHomePlace(_ place: HomePlace?) throws(StoreFailure)
    /// Where the home list was left at the last quit, if it was kept.
    func homePlace() throws(StoreFailure) -> HomePlace?
    /// Saves a favourite (again: its copy of the story and its time are replaced) with the
    /// story's page when it is known.
    func saveFavourite(_ entry: FavouriteEntry, page: StoryDetail?) throws(StoreFailure)
    func removeFavourite(_ id: StoryID) throws(StoreFailure)
    /// Favourites, most recently saved first, without their pages.
    func favourites() throws(StoreFailure) -> [FavouriteEntry]
    /// The ids of the favourites: what the home screen marks with a star.
    func favouriteIDs() throws(StoreFailure) -> Set<StoryID>
    /// The page kept with a favourite, or nil when it is not a favourite or its page never came.
    func favouritePage(_ id: StoryID) throws(StoreFailure) -> StoryDetail?
    /// Keeps `page` with its favourite when that favourite has none yet; otherwise does nothing.
    func attachPage(_ page: StoryDetail) throws(StoreFailure)
    /// Every favourite with its page, most recently saved first: what an export writes.
    func favouriteRecords() throws(StoreFailure) -> [FavouriteRecord]
    /// Adds the favourites not yet kept, and the pages missing from those that are, of every batch
    /// `next` hands over until it answers nil, all in one transaction: when `next` throws, nothing
    /// is stored. Returns how many favourites were new.
    ///
    /// Batches keep a large import's memory bounded; the one transaction keeps a file found broken
    /// half-way from leaving half of it behind.
    func importFavourites<Source: Error>(
        batches next: () throws(Source) -> [FavouriteRecord]?
    ) throws(FavouriteImportFailure<Source>) -> Int
    /// The integrity check when one is due, for after the first frame (see `StoryStore.maintain`).
    func maintain() async
}

extension UserDataStore {
    /// Adds the favourites not yet kept, and the pages missing from those that are, in one
    /// transaction; returns how many favourites were new.
    public func importFavourites(_ records: [FavouriteRecord]) throws(StoreFailure) -> Int {
        var remaining: [FavouriteRecord]? = records
        do {
            return try importFavourites { () throws(Never) -> [FavouriteRecord]? in
                defer { remaining = nil }
                return remaining
            }
        } catch {
            switch error {
            case .store(let failure): throw failure
            case .source(let never): switch never {}
            }
        }
    }
}
