import Synchronization
import ZReaderDomain

/// A `UserDataStore` in memory, for tests of the code above the store; can be told to fail.
public final class MemoryUserDataStore: UserDataStore {
    private struct Contents {
        var read: [StoryID: Int] = [:]
        var favourites: [StoryID: FavouriteEntry] = [:]
        var pages: [StoryID: StoryDetail] = [:]
        /// Oldest first.
        var places: [(id: StoryID, place: ReadingPlace)] = []
        var homePlace: HomePlace?
        var failsWrites = false
    }

    private let contents = Mutex(Contents())

    public init() {}

    /// Makes every later write fail, as a full disk would.
    public func failWrites() {
        contents.withLock { $0.failsWrites = true }
    }

    public func markRead(_ id: StoryID, at time: Int) throws(StoreFailure) {
        try write { $0.read[id] = max(time, $0.read[id] ?? time) }
    }

    public func markUnread(_ id: StoryID) throws(StoreFailure) {
        try write { $0.read[id] = nil }
    }

    public func readStories() throws(StoreFailure) -> Set<StoryID> {
        contents.withLock { Set($0.read.keys) }
    }

    public func rememberPlace(_ place: ReadingPlace?, of id: StoryID) throws(StoreFailure) {
        try write { contents in
            contents.places.removeAll { $0.id == id }
            if let place { contents.places.append((id, place)) }
            contents.places.removeFirst(max(0, contents.places.count - ReadingPlace.keptStories))
        }
    }

    public func readingPlaces() throws(StoreFailure) -> [StoryID: ReadingPlace] {
        contents.withLock { Dictionary($0.places, uniquingKeysWith: { _, last in last }) }
    }

    public func rememberHomePlace(_ place: HomePlace?) throws(StoreFailure) {
        try write { $0.homePlace = place }
    }

    public func homePlace() throws(StoreFailure) -> HomePlace? {
        contents.withLock { $0.homePlace }
    }

    public func saveFavourite(_ entry: FavouriteEntry, page: StoryDetail?) throws(StoreFailure) {
        try write { contents in
            contents.favourites[entry.story.id] = entry
            if let page { contents.pages[entry.story.id] = page }
        }
    }

    public func removeFavourite(_ id: StoryID) throws(StoreFailure) {
        try write { contents in
            contents.favourites[id] = nil
            contents.pages[id] = nil
        }
    }

    public func favourites() throws(StoreFailure) -> [FavouriteEntry] {
        contents.withLock { $0.favourites.values.sorted { ($0.savedAt, $0.story.id) > ($1.savedAt, $1.story.id) } }
    }

    public func favouriteIDs() throws(StoreFailure) -> Set<StoryID> {
        contents.withLock { Set($0.favourites.keys) }
    }

    public func favouritePage(_ id: StoryID) throws(StoreFailure) -> StoryDetail? {
        contents.withLock { $0.pages[id] }
    }

    public func attachPage(_ page: StoryDetail) throws(StoreFailure) {
        try write { contents in
            if contents.favourites[page.id] != nil, contents.pages[page.id] == nil { contents.pages[page.id] = page }
        }
    }

    public func favouriteRecords() throws(StoreFailure) -> [FavouriteRecord] {
        let entries = try favourites()
        return contents.withLock { contents in
            entries.map { FavouriteRecord(entry: $0, page: contents.pages[$0.story.id]) }
        }
    }

    public func importFavourites<Source: Error>(
        batches next: () throws(Source) -> [FavouriteRecord]?
    ) throws(FavouriteImportFailure<Source>) -> Int {
        // Every batch first, then one write: a source that fails part-way leaves nothing stored.
        var records: [FavouriteRecord] = []
        do {
            while let batch = try next() { records += batch }
        } catch {
            throw .source(error)
        }
        var added = 0
        do {
            try write { contents in
                for record in records {
                    let id = record.entry.story.id
                    if contents.favourites[id] == nil {
                        contents.favourites[id] = record.entry
                        added += 1
                    }
                    if contents.pages[id] == nil, let page = record.page { contents.pages[id] = page }
                }
            }
        } catch {
            throw .store(error)
        }
        return added
    }

    public func maintain() async {}

    private func write(_ change: (inout Contents) -> Void) throws(StoreFailure) {
        let failed = contents.withLock { contents -> Bool in
            guard !contents.failsWrites else { return true }
            change(&contents)
            return false
        }
        if failed { throw StoreFailure.database("database or disk is full") }
    }
}
