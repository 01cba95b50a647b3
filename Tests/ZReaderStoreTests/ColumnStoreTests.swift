import Testing
import ZReaderDomain
import ZReaderScreen
import ZReaderStore
import ZReaderTestSupport

/// What the cache knows of the columns (栏目): the API's list as last kept, and which stored
/// stories belong to which column — their page's `section`, else their title's prefix.
@Suite("The columns in the cache")
struct ColumnStoreTests {
    let scratch: TemporaryFolder
    let store: any StoryStore
    let columns: any ColumnStore

    /// Three days: 瞎扯 each day, 小事 and 大误 once, a one-off prefix, and a story without a
    /// prefix whose page says it is in 读史 (id 41).
    init() throws {
        scratch = try TemporaryFolder()
        store = StoreOpener.open(cacheDirectory: scratch.path).store
        columns = try #require(store as? any ColumnStore)
        let titles: [String: [(Int, DisplayText)]] = [
            "20261128": [(1, "瞎扯 · 如何正确地吐槽"), (2, "小事 · 那年的雪"), (3, "为什么冬天的风更冷？")],
            "20261129": [(11, "瞎扯 · 如何正确地吐槽"), (12, "一次性 · 只出现一次的前缀"), (13, "大误 · 如果猫会说话")],
            "20261130": [(21, "瞎扯 · 如何正确地吐槽"), (22, "明朝的驿站是怎么运转的？")],
        ]
        for (stamp, stories) in titles {
            try store.saveDay(
                DayFeed(
                    date: try Samples.date(stamp), stories: stories.map { StorySummary(id: StoryID($0.0), title: $0.1) }
                ),
                topStories: nil)
        }
        try store.saveStoryDetail(
            StoryDetail(id: StoryID(22), title: "明朝的驿站是怎么运转的？", body: "<p>驿站</p>", sectionName: "读史", sectionID: 41))
    }

    @Test func theColumnsAreWhatTheStoriesBelongTo() throws {
        let known = try columns.storedColumns()
        // Most stories first; a prefix seen once is a column only when it is a known one.
        #expect(known.map(\.name) == ["瞎扯", "大误", "小事", "读史"])
        #expect(known.map(\.storedCount) == [3, 1, 1, 1])
        #expect(known.first { $0.name == "读史" }?.id == 41)
    }

    @Test func theAPIsListComesFirstWithWhatTheCacheHoldsOfEach() throws {
        let listed = [
            DailyColumn(
                id: 2, name: "瞎扯", description: "每天一期", thumbnailURL: WebURL("https://pic1.zhimg.com/v2-a.jpg")),
            DailyColumn(id: 1, name: "深夜惊奇", description: "睡前故事"),
        ]
        try columns.saveColumns(listed)
        let known = try columns.storedColumns()
        #expect(known.map(\.name) == ["瞎扯", "深夜惊奇", "大误", "小事", "读史"])
        #expect(known[0].description == "每天一期" && known[0].id == 2 && known[0].storedCount == 3)
        #expect(known[1].storedCount == nil)
        // Kept again: replaced.
        try columns.saveColumns(Array(listed.suffix(1)))
        #expect(try columns.storedColumns().first?.name == "深夜惊奇")
    }

    @Test func aColumnsStoriesComeNewestFirstPageByPage() throws {
        #expect(try columns.columnStories(named: "瞎扯", after: nil, limit: 10).map(\.story.id.rawValue) == [21, 11, 1])
        #expect(try columns.columnStories(named: "读史", after: nil, limit: 10).map(\.story.id.rawValue) == [22])
        let first = try columns.columnStories(named: "瞎扯", after: nil, limit: 2)
        let last = try #require(first.last)
        let cursor = ColumnCursor(timestamp: nil, date: last.date, id: last.story.id)
        #expect(try columns.columnStories(named: "瞎扯", after: cursor, limit: 2).map(\.story.id.rawValue) == [1])
        #expect(first.map(\.date.stamp) == ["20261130", "20261129"])
        #expect(try columns.columnStories(named: "不存在", after: nil, limit: 10).isEmpty)
    }

    @Test func aStoryListedTwiceIsShownOnceOnItsNewestDay() throws {
        try store.saveDay(
            DayFeed(date: try Samples.date("20261201"), stories: [StorySummary(id: StoryID(1), title: "瞎扯 · 如何正确地吐槽")]),
            topStories: nil)
        let stories = try columns.columnStories(named: "瞎扯", after: nil, limit: 10)
        #expect(stories.map(\.story.id.rawValue) == [1, 21, 11])
        #expect(stories.first?.date.stamp == "20261201")
    }
}
