import Testing
import ZReaderDomain
import ZReaderStore
import ZReaderTestSupport

@Suite("The data file keeps where the last few hundred stories were left")
struct ReadingPlaceStoreTests {
    let scratch: TemporaryFolder
    let userData: any UserDataStore

    init() throws {
        scratch = try TemporaryFolder()
        userData =
            StoreOpener.open(cacheDirectory: scratch.file("cache"), dataDirectory: scratch.file("data"))
            .userData.store
    }

    @Test func aPlaceIsKeptAcrossReopeningReplacedAndForgotten() throws {
        try userData.rememberPlace(ReadingPlace(block: 12, percent: 40), of: StoryID(7))
        try userData.rememberPlace(ReadingPlace(block: 3, percent: 10), of: StoryID(8))
        try userData.rememberPlace(ReadingPlace(block: 20, percent: 65, offset: 37), of: StoryID(7))
        try userData.rememberPlace(nil, of: StoryID(8))
        let reopened = StoreOpener.open(cacheDirectory: scratch.file("cache"), dataDirectory: scratch.file("data"))
        #expect(
            try reopened.userData.store.readingPlaces() == [
                StoryID(7): ReadingPlace(block: 20, percent: 65, offset: 37)
            ])
    }

    @Test func onlyTheNewestPlacesAreKeptTheOldestDroppedFirst() throws {
        let bound = ReadingPlace.keptStories
        for id in 1...(bound + 20) {
            try userData.rememberPlace(ReadingPlace(block: id, percent: 50), of: StoryID(id))
        }
        // Left again, the first story is the newest and stays.
        try userData.rememberPlace(ReadingPlace(block: 2, percent: 5), of: StoryID(1))
        let places = try userData.readingPlaces()
        #expect(places.count == bound)
        #expect(places[StoryID(1)] == ReadingPlace(block: 2, percent: 5))
        #expect(places[StoryID(2)] == nil)
        #expect(places[StoryID(21)] == nil)
        #expect(places[StoryID(22)] != nil)
        #expect(places[StoryID(bound + 20)] == ReadingPlace(block: bound + 20, percent: 50))
    }

    @Test func theHomeListsPlaceIsOneRowReplacedAndForgotten() throws {
        let monday = try #require(DayStamp("20261130"))
        let sunday = try #require(DayStamp("20261129"))
        try userData.rememberHomePlace(HomePlace(today: sunday, story: StoryID(5), storyDay: sunday, screenRow: 9))
        let kept = HomePlace(today: monday, story: StoryID(12), storyDay: sunday, screenRow: 17)
        try userData.rememberHomePlace(kept)
        let reopened = StoreOpener.open(cacheDirectory: scratch.file("cache"), dataDirectory: scratch.file("data"))
        #expect(try reopened.userData.store.homePlace() == kept)
        let file = try RawDatabase.open(scratch.file("data/data.db"))
        #expect(try RawDatabase.integer("SELECT count(*) FROM home_place", in: file) == 1)

        try reopened.userData.store.rememberHomePlace(nil)
        #expect(try userData.homePlace() == nil)
    }
}
