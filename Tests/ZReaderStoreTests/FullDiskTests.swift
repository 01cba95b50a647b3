import Testing
import ZReaderDomain
import ZReaderScreen
import ZReaderTestSupport

@testable import ZReaderStore

@Suite("A full disk fails the write and keeps what was stored")
struct FullDiskTests {
    let scratch: TemporaryFolder

    init() throws {
        scratch = try TemporaryFolder()
    }

    @Test func savingOnAFullDiskThrowsAndEarlierDataStillReads() throws {
        let stored = try Samples.day("20261129", [1, 2, 3])
        do {
            let store = StoreOpener.open(cacheDirectory: scratch.path).store
            try store.saveDay(stored, topStories: [Samples.topStory(1)])
            try store.saveStoryDetail(Samples.detail(1, body: "<p>早就存好的正文</p>"))
        }
        let database = try StoreOpener.openCacheFile(at: scratch.cacheFile, migrations: StoreSchema.migrations)
        let pages = try #require(try RawDatabase.integer("PRAGMA page_count", in: database))
        try database.execute("PRAGMA max_page_count = \(pages)")
        let store = SQLiteStoryStore(database: database)

        let bigDay = DayFeed(
            date: try Samples.date("20261130"),
            stories: (100..<400).map {
                Samples.story($0, title: TextSanitizer.clean(String(repeating: "很长的标题", count: 40)))
            })
        let failure = #expect(throws: StoreFailure.self) { try store.saveDay(bigDay, topStories: nil) }
        #expect(failure.map { "\($0)".contains("磁盘已满") } == true)
        #expect(throws: StoreFailure.self) {
            try store.saveStoryDetail(Samples.detail(2, body: Samples.body(kilobytes: 200, seed: 2)))
        }

        #expect(try store.day(bigDay.date) == nil)
        #expect(try store.latestDay()?.day == stored)
        #expect(try store.latestDay()?.topStories == [Samples.topStory(1)])
        #expect(try store.storyDetail(StoryID(1))?.body == "<p>早就存好的正文</p>")
        #expect(try store.storyDetail(StoryID(2)) == nil)
    }
}
