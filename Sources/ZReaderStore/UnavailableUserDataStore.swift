import ZReaderDomain

/// The user's data store of last resort, when not even an in-memory database could be made: every
/// call fails with the same reason, and the app runs without favourites or read marks.
struct UnavailableUserDataStore: UserDataStore {
    let reason: String

    func markRead(_ id: StoryID, at time: Int) throws(StoreFailure) { throw .database(reason) }
    func markUnread(_ id: StoryID) throws(StoreFailure) { throw .database(reason) }
    func readStories() throws(StoreFailure) -> Set<StoryID> { throw .database(reason) }
    func rememberPlace(_ place: ReadingPlace?, of id: StoryID) throws(StoreFailure) { throw .database(reason) }
    func readingPlaces() throws(StoreFailure) -> [StoryID: ReadingPlace] { throw .database(reason) }
    func rememberHomePlace(_ place: HomePlace?) throws(StoreFailure) { throw .database(reason) }
    func homePlace() throws(StoreFailure) -> HomePlace? { throw .database(reason) }
    func saveFavourite(_ entry: FavouriteEntry, page: StoryDetail?) throws(StoreFailure) { throw .database(reason) }
    func removeFavourite(_ id: StoryID) throws(StoreFailure) { throw .database(reason) }
    func favourites() throws(StoreFailure) -> [FavouriteEntry] { throw .database(reason) }
    func favouriteIDs() throws(StoreFailure) -> Set<StoryID> { throw .database(reason) }
    func favouritePage(_ id: StoryID) throws(StoreFailure) -> StoryDetail? { throw .database(reason) }
    func attachPage(_ page: StoryDetail) throws(StoreFailure) { throw .database(reason) }
    func favouriteRecords() throws(StoreFailure) -> [FavouriteRecord] { throw .database(reason) }
    func importFavourites<Source: Error>(
        batches next: () throws(Source) -> [FavouriteRecord]?
    ) throws(FavouriteImportFailure<Source>) -> Int {
        throw .store(.database(reason))
    }
    func maintain() async {}
}
