import Testing
import ZReaderDomain
import ZReaderScreen
import ZReaderTestSupport

@testable import ZReaderStore

@Suite("Searching the cache")
struct SearchIndexTests {
    let scratch: TemporaryFolder
    let store: any StoryStore
    let search: any SearchableStore

    /// Three days of stories whose titles and bodies the tests search.
    init() throws {
        scratch = try TemporaryFolder()
        store = StoreOpener.open(cacheDirectory: scratch.path).store
        search = try #require(store as? any SearchableStore)
        let stories: [(Int, String, DisplayText, String)] = [
            (1, "20261128", "昆虫为什么要进化出蛹？", "<p>蛹是完全变态发育的一个阶段。</p>"),
            (2, "20261129", "瞎扯 · 如何正确地吐槽", "<p>iOS 12 正式版来了，值不值得升级？</p>"),
            (3, "20261130", "在南极越冬站工作一年", "<p>极夜里的 GPT-4 和一只企鹅。\"引号\" 与 * 和 NEAR 与 -减号</p>"),
            (4, "20261130", "ＡＢＣ全角的标题", "<p>只有正文里才有的字：鸮。</p>"),
        ]
        for (id, stamp, title, body) in stories {
            let story = StorySummary(id: StoryID(id), title: title, isMultipic: id == 2)
            let day = DayFeed(date: try Samples.date(stamp), stories: [story])
            let existing = try store.day(day.date)?.stories ?? []
            try store.saveDay(DayFeed(date: day.date, stories: existing + day.stories), topStories: nil)
            try store.saveStoryDetail(StoryDetail(id: StoryID(id), title: title, body: body))
        }
        while try search.indexPending(limit: 2, bodyText: Self.text) > 0 {}
    }

    /// What the app's HTML module would make of these bodies: their text.
    static func text(_ html: String) -> String {
        html.replacingOccurrences(of: "<p>", with: "").replacingOccurrences(of: "</p>", with: "")
    }

    func ids(_ typed: String) throws -> [Int] {
        let query = try #require(SearchQuery(typed: typed))
        return try search.search(query, limit: 50).map(\.story.id.rawValue)
    }

    @Test(arguments: [
        ("蛹", [1]), ("昆虫", [1]), ("为什么", [1]), ("完全变态发育", [1]), // 1, 2, 3 and 6 CJK characters
        ("南极越冬站工作一年", [3]), // 9
    ])
    func chineseQueriesOfAnyLengthFindTheirStories(_ typed: String, _ expected: [Int]) throws {
        #expect(try ids(typed) == expected)
    }

    @Test func aDamagedIndexIsRebuiltFromTheCachesOwnTextAndTheCacheStays() throws {
        // Damage inside the index's own blobs, as a crash or a bad sector could leave it: the
        // tables still pass SQLite's checks, the index's queries fail as corrupt.
        let raw = try RawDatabase.open(scratch.file("cache.db"))
        try raw.execute(
            "UPDATE search_index_data SET block = CAST(printf('%.*c', length(block), 'x') AS BLOB) WHERE id > 10")
        #expect(try RawDatabase.text("PRAGMA quick_check", in: raw) == "ok")
        // The first long search finds what it would have found, by scanning the text.
        #expect(try ids("南极越冬站") == [3])
        #expect(search.isRebuildingIndex)
        // The cache was neither moved aside nor emptied.
        #expect(try scratch.contents().allSatisfy { !$0.contains("corrupt") })
        #expect(try store.day(try Samples.date("20261128"))?.stories.map(\.id.rawValue) == [1])
        // The background indexing rebuilds it; then the index answers again, whole.
        while try search.indexPending(limit: 2, bodyText: Self.text) > 0 {}
        #expect(!search.isRebuildingIndex)
        try raw.execute("INSERT INTO search_index (search_index) VALUES ('integrity-check')")
        #expect(try ids("南极越冬站") == [3])
        #expect(try ids("完全变态发育") == [1])
    }

    @Test func aHitKeepsTheListsMultipicMark() throws {
        let query = try #require(SearchQuery(typed: "吐槽"))
        #expect(try search.search(query, limit: 50).map(\.story.isMultipic) == [true])
        let other = try #require(SearchQuery(typed: "企鹅"))
        #expect(try search.search(other, limit: 50).map(\.story.isMultipic) == [false])
    }

    @Test func latinTextMatchesInAnyCaseAndInFullWidth() throws {
        #expect(try ids("ios 12") == [2])
        #expect(try ids("IOS 12") == [2])
        #expect(try ids("ｉｏｓ") == [2])
        #expect(try ids("abc") == [4])
        #expect(try ids("gpt-4") == [3])
    }

    @Test(arguments: [
        ("\"引号\"", [3]), ("*", [3]), ("NEAR", [3]), ("-减号", [3]), ("与 * 和", [3]), ("与 ? 和", []), ("%", []),
        ("_", []), ("\\", []), ("[a-z]", []),
    ])
    func queryLanguageCharactersArePlainText(_ typed: String, _ expected: [Int]) throws {
        #expect(try ids(typed) == expected, "\(typed)")
    }

    @Test func aQueryMatchingOnlyABodyFindsItWithASnippet() throws {
        let query = try #require(SearchQuery(typed: "鸮"))
        let hits = try search.search(query, limit: 10)
        #expect(hits.map(\.story.id.rawValue) == [4])
        #expect(hits.first?.snippet.string.contains("鸮") == true)
    }

    @Test func resultsComeNewestFirstAndAColumnLimitsThem() throws {
        #expect(try ids("的") == [4, 3, 1])
        #expect(try ids("#瞎扯 吐槽") == [2])
        #expect(try ids("#小事 吐槽") == [])
        let query = try #require(SearchQuery(typed: "吐槽"))
        let hit = try #require(try search.search(query, limit: 1).first)
        #expect(hit.column?.string == "瞎扯")
        #expect(hit.date == (try Samples.date("20261129")))
    }

    /// Spaces separate words that must all occur, each in the title or the body, in any order;
    /// short words are scanned beside indexed ones; quotes keep a phrase.
    @Test func wordsAreAndedOverTitleAndBodyAndQuotesKeepAPhrase() throws {
        #expect(try ids("南极 企鹅") == [3], "title and body, both short")
        #expect(try ids("企鹅 南极") == [3], "in any order")
        #expect(try ids("越冬站 企鹅") == [3], "an indexed word and a short one")
        #expect(try ids("一只企鹅 南极越冬站") == [3], "two indexed words")
        #expect(try ids("南极 蛹") == [], "every word must occur")
        #expect(try ids("越冬站 蛹") == [])
        #expect(try ids("gpt-4 和") == [3])
        #expect(try ids("\"gpt-4 和\"") == [3], "a phrase as it stands")
        #expect(try ids("\"和 gpt-4\"") == [], "a phrase is not its words in any order")
        #expect(try ids("“gpt-4 和”") == [3], "Chinese quotes too")
        #expect(try ids("#瞎扯 吐槽 如何") == [2])
        let query = try #require(SearchQuery(typed: "南极 企鹅"))
        let hit = try #require(try search.search(query, limit: 5).first)
        #expect(hit.snippet.string.contains("企鹅"), "the snippet is around a word the body has")
    }

    @Test func aColumnAloneListsItsStoriesNewestFirst() throws {
        try store.saveDay(
            DayFeed(date: try Samples.date("20261201"), stories: [StorySummary(id: StoryID(9), title: "瞎扯 · 冬天")]),
            topStories: nil)
        while try search.indexPending(limit: 5, bodyText: Self.text) > 0 {}
        #expect(try ids("#瞎扯") == [9, 2])
        #expect(try ids("#小事") == [])
    }

    @Test func aBodyStoredAgainIsIndexedAgain() throws {
        try store.saveStoryDetail(StoryDetail(id: StoryID(1), title: "昆虫为什么要进化出蛹？", body: "<p>换了新的正文：蝉。</p>"))
        #expect(try search.indexPending(limit: 10, bodyText: Self.text) == 1)
        #expect(try ids("蝉") == [1])
        #expect(try ids("变态发育") == [])
    }

    @Test func anIndexFoldedTheOldWayIsFoldedAgainInTheBackground() throws {
        let story = StorySummary(id: StoryID(5), title: "Die Straße")
        try store.saveDay(DayFeed(date: try Samples.date("20261201"), stories: [story]), topStories: nil)
        try store.saveStoryDetail(StoryDetail(id: StoryID(5), title: "Die Straße", body: "<p>Straße</p>"))
        while try search.indexPending(limit: 2, bodyText: Self.text) > 0 {}
        #expect(try ids("STRASSE") == [5])
        // As a zreader that folded with Foundation left it: ß kept, no folding version recorded.
        let database = try RawDatabase.open(scratch.cacheFile)
        try database.execute(
            """
            UPDATE search_text SET title = 'die straße', body = 'straße' WHERE id = 5;
            INSERT INTO search_index (search_index) VALUES ('rebuild');
            DELETE FROM maintenance WHERE name = 'search_folding';
            """)
        #expect(try ids("STRASSE") == [])
        while try search.indexPending(limit: 2, bodyText: Self.text) > 0 {}
        #expect(try ids("STRASSE") == [5])
        #expect(try ids("蛹") == [1])
        #expect(try ids("ｉｏｓ") == [2])
    }

    /// The lines of /proc/self/maps that map this test's cache file.
    func mapsOfTheCache() throws -> [Substring] {
        let maps = try String(contentsOfFile: "/proc/self/maps", encoding: .utf8)
        return maps.split(separator: "\n").filter { $0.hasSuffix(" " + scratch.cacheFile) }
    }

    @Test func aShortQueryScansThroughAMapItLetsGoOfAfterwards() throws {
        // Pages in the write-ahead log are read from it, never mapped: move them into the file.
        try RawDatabase.open(scratch.cacheFile).execute("PRAGMA wal_checkpoint(TRUNCATE)")
        #expect(try mapsOfTheCache().isEmpty)
        #expect(try ids("蛹") == [1])
        #expect(try ids("的") == [4, 3, 1])
        // Mapped pages count as resident for as long as they are mapped: ten years of text would.
        #expect(try mapsOfTheCache().isEmpty)
        #expect(try ids("完全变态发育") == [1])
        #expect(try mapsOfTheCache().isEmpty)
    }
}
