import Foundation
import Testing
import ZReaderDomain
import ZReaderStore
import ZReaderTestSupport

@Suite("The data file keeps favourites with their pages, and read marks")
struct UserDataRoundTripTests {
    let scratch: TemporaryFolder
    let userData: any UserDataStore

    init() throws {
        scratch = try TemporaryFolder()
        let opened = StoreOpener.open(cacheDirectory: scratch.file("cache"), dataDirectory: scratch.file("data"))
        #expect(opened.notice == nil)
        #expect(opened.userData.databasePath == scratch.file("data/data.db"))
        userData = opened.userData.store
    }

    @Test func readMarksAreKeptWithTheLatestTime() throws {
        #expect(try userData.readStories().isEmpty)
        try userData.markRead(StoryID(4), at: 1_764_460_800)
        try userData.markRead(StoryID(9), at: 1_764_460_900)
        try userData.markRead(StoryID(4), at: 1_764_461_000)
        #expect(try userData.readStories() == [StoryID(4), StoryID(9)])
    }

    @Test func aStoryMarkedUnreadIsNoLongerRead() throws {
        try userData.markRead(StoryID(4), at: 1_764_460_800)
        try userData.markRead(StoryID(9), at: 1_764_460_900)
        try userData.markUnread(StoryID(4))
        try userData.markUnread(StoryID(12))
        #expect(try userData.readStories() == [StoryID(9)])
    }

    @Test func favouritesComeNewestFirstAndCanBeRemoved() throws {
        let older = FavouriteEntry(story: Samples.story(1), savedAt: 100)
        let newest = FavouriteEntry(story: Samples.externalStory(2), savedAt: 300)
        let middle = FavouriteEntry(story: Samples.bareStory(3), savedAt: 200)
        for entry in [older, newest, middle] {
            try userData.saveFavourite(entry, page: nil)
        }
        #expect(try userData.favourites() == [newest, middle, older])
        #expect(try userData.favouriteIDs() == [StoryID(1), StoryID(2), StoryID(3)])

        try userData.removeFavourite(middle.story.id)
        #expect(try userData.favourites() == [newest, older])

        let savedAgain = FavouriteEntry(story: older.story, savedAt: 400)
        try userData.saveFavourite(savedAgain, page: nil)
        #expect(try userData.favourites() == [savedAgain, newest])
    }

    @Test func aFavouriteKeepsItsMultipicMarkSavedAndImported() throws {
        let marked = FavouriteEntry(story: Samples.story(2), savedAt: 100)
        try #require(marked.story.isMultipic)
        try userData.saveFavourite(marked, page: nil)
        #expect(try userData.favourites() == [marked])
        let imported = FavouriteEntry(story: Samples.story(4), savedAt: 200)
        #expect(try userData.importFavourites([FavouriteRecord(entry: imported, page: nil)]) == 1)
        #expect(try userData.favourites().map(\.story.isMultipic) == [true, true])
    }

    @Test func aFavouriteKeepsItsPageAndLosesItWhenRemoved() throws {
        let entry = FavouriteEntry(story: Samples.story(7), savedAt: 100)
        let page = Samples.detail(7, body: Samples.body(kilobytes: 8, seed: 7))
        try userData.saveFavourite(entry, page: page)
        #expect(try userData.favouritePage(StoryID(7)) == page)
        #expect(try userData.favouriteRecords() == [FavouriteRecord(entry: entry, page: page)])

        try userData.removeFavourite(StoryID(7))
        #expect(try userData.favouritePage(StoryID(7)) == nil)
        try userData.saveFavourite(entry, page: nil)
        #expect(try userData.favouritePage(StoryID(7)) == nil, "the page went with the favourite")
    }

    @Test func aPageIsAttachedOnlyToAFavouriteThatLacksOne() throws {
        let entry = FavouriteEntry(story: Samples.story(8), savedAt: 100)
        try userData.saveFavourite(entry, page: nil)
        try userData.attachPage(Samples.detail(8, body: "<p>后来才到的正文</p>"))
        try userData.attachPage(Samples.detail(8, body: "<p>再来一次</p>"))
        try userData.attachPage(Samples.detail(9, body: "<p>不是收藏</p>"))
        #expect(try userData.favouritePage(StoryID(8))?.body == "<p>后来才到的正文</p>")
        #expect(try userData.favouritePage(StoryID(9)) == nil)
    }

    @Test func importingTwiceAddsOnceAndKeepsWhatWasThere() throws {
        let kept = FavouriteEntry(story: Samples.story(1, title: "本地的标题"), savedAt: 500)
        try userData.saveFavourite(kept, page: nil)
        let records = [
            FavouriteRecord(
                entry: FavouriteEntry(story: Samples.story(1), savedAt: 900), page: Samples.detail(1, body: "正文一")),
            FavouriteRecord(entry: FavouriteEntry(story: Samples.story(2), savedAt: 100), page: nil),
        ]
        #expect(try userData.importFavourites(records) == 1)
        #expect(try userData.importFavourites(records) == 0)
        let favourites = try userData.favourites()
        #expect(favourites.map(\.story.id) == [StoryID(1), StoryID(2)])
        #expect(favourites.first == kept, "an imported copy does not replace the user's own")
        #expect(try userData.favouritePage(StoryID(1))?.body == "正文一", "but it fills in a missing page")
    }

    /// What an import's source throws when its file turns out broken part-way.
    struct BrokenSource: Error {}

    /// An import in batches is one transaction: batches stored before the source failed are gone
    /// with it, and batches that all come are all stored.
    @Test func anImportWhoseSourceFailsPartWayStoresNothing() throws {
        var batches = (1...3).map { index in
            [FavouriteRecord(entry: FavouriteEntry(story: Samples.story(index), savedAt: index), page: nil)]
        }
        let failing = { () throws(BrokenSource) -> [FavouriteRecord]? in
            guard batches.count > 1 else { throw BrokenSource() }
            return batches.removeFirst()
        }
        #expect(throws: FavouriteImportFailure<BrokenSource>.self) { try userData.importFavourites(batches: failing) }
        #expect(try userData.favourites().isEmpty, "two batches were handed over before the failure")

        var whole = (1...3).map { index in
            [FavouriteRecord(entry: FavouriteEntry(story: Samples.story(index), savedAt: index), page: nil)]
        }
        let added = try userData.importFavourites { () throws(BrokenSource) -> [FavouriteRecord]? in
            whole.isEmpty ? nil : whole.removeFirst()
        }
        #expect(added == 3)
        #expect(try userData.favouriteIDs() == [StoryID(1), StoryID(2), StoryID(3)])
    }

    @Test func everythingIsStillThereAfterReopening() throws {
        try userData.markRead(StoryID(1), at: 5)
        let entry = FavouriteEntry(story: Samples.story(3), savedAt: 50)
        try userData.saveFavourite(entry, page: Samples.detail(3, body: "正文"))

        let reopened = StoreOpener.open(cacheDirectory: scratch.file("cache"), dataDirectory: scratch.file("data"))
        #expect(reopened.notice == nil)
        #expect(try reopened.userData.store.readStories() == [StoryID(1)])
        #expect(try reopened.userData.store.favourites() == [entry])
        #expect(try reopened.userData.store.favouritePage(StoryID(3))?.body == "正文")
    }
}
