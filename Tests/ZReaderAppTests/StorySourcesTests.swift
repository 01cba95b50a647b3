import Foundation
import Testing
import ZReaderApp
import ZReaderDomain
import ZReaderStore
import ZReaderTestSupport

@Suite("Where the command line puts the stores")
struct StorySourcesTests {
    @Test func cacheMegabytesCapsTheCacheAndDataDirHoldsTheUsersData() async throws {
        let folder = try TemporaryFolder()
        var options = CommandLineOptions()
        options.cacheDirectory = folder.file("cache")
        options.dataDirectory = folder.file("data")
        options.cacheMegabytes = 1
        let stores = StorySources.openStores(for: options) { _ in }
        #expect(stores.cache.databasePath == folder.file("cache/cache.db"))
        #expect(stores.userData.databasePath == folder.file("data/data.db"))
        var date = try #require(DayStamp("20261130"))
        let body = String(repeating: "<p>知乎日报的正文，长度和真实的回答相当。</p>", count: 300)
        for day in 0..<40 {
            let ids = (0..<8).map { StoryID(day * 10 + $0) }
            try stores.cache.store.saveDay(
                DayFeed(date: date, stories: ids.map { StorySummary(id: $0, title: "第 \($0) 篇") }), topStories: nil)
            for id in ids {
                try stores.cache.store.saveStoryDetail(StoryDetail(id: id, title: "第 \(id) 篇", body: body))
            }
            date = date.previous
        }

        await stores.cache.store.maintain()

        let size = try FileManager.default.attributesOfItem(atPath: folder.file("cache/cache.db"))[.size] as? Int ?? 0
        #expect(size <= 1_048_576 + 65_536, "\(size) bytes")
        #expect(try stores.cache.store.day(try #require(DayStamp("20261130"))) != nil)
    }
}
