import Foundation
import Testing
import ZReaderDomain
import ZReaderSystem
import ZReaderTestSupport

@testable import ZReaderStore

/// One damaged page of a data file costs the rows on that page: every other favourite (with its
/// page), read mark and reading place is copied into the fresh file, a favourite whose row was
/// lost comes back from its page, and the notice says how many.
@Suite("A damaged data file is salvaged")
struct DataFileSalvageTests {
    let scratch: TemporaryFolder
    static let favouriteCount = 4_800
    static let readMarkCount = 1_500

    init() throws {
        scratch = try TemporaryFolder()
    }

    private var dataFile: String { scratch.file("data") + "/" + DataLocation.fileName }

    private func open(notices: NoticeRecorder) -> OpenedStores {
        StoreOpener.open(
            cacheDirectory: scratch.file("cache"), dataDirectory: scratch.file("data"), notices: { notices.record($0) })
    }

    /// About 5,000 pages: favourites with a page of 3 KB each, read marks and reading places.
    private func fill() throws {
        let opened = open(notices: NoticeRecorder())
        let records = (1...Self.favouriteCount).map { id in
            FavouriteRecord(
                entry: FavouriteEntry(story: Samples.story(id), savedAt: 1_000 + id),
                page: Samples.detail(id, body: Samples.body(kilobytes: 3, seed: id)))
        }
        #expect(try opened.userData.store.importFavourites(records) == Self.favouriteCount)
        for id in 1...Self.readMarkCount {
            try opened.userData.store.markRead(StoryID(100_000 + id), at: id)
        }
        for id in 1...ReadingPlace.keptStories {
            try opened.userData.store.rememberPlace(ReadingPlace(block: id, percent: id % 100), of: StoryID(id))
        }
        try opened.userData.store.rememberHomePlace(try Self.homePlace())
    }

    private static func homePlace() throws -> HomePlace {
        let day = try #require(DayStamp("20261130"))
        return HomePlace(today: day, story: StoryID(12), storyDay: day, screenRow: 17)
    }

    /// Writes garbage over the leaf page in the middle of `table` and returns the ids that were on it.
    private func damageOneLeaf(of table: String) throws -> Set<Int> {
        let raw = try RawDatabase.open(dataFile)
        try raw.execute("PRAGMA wal_checkpoint(TRUNCATE)")
        let pageSize = try #require(try RawDatabase.integer("PRAGMA page_size", in: raw))
        let pages = try RawDatabase.integer("PRAGMA page_count", in: raw) ?? 0
        #expect(pages > 4_900, "\(pages) pages of \(pageSize) bytes")
        let leaves = try raw.rows(
            "SELECT pageno, ncell FROM dbstat WHERE name = ? AND pagetype = 'leaf' ORDER BY path", [.text(table)]
        ) { row throws(SQLiteError) in (page: try row.requiredInteger(at: 0), cells: try row.requiredInteger(at: 1)) }
        let ids = try raw.rows("SELECT id FROM \(table) ORDER BY id") { row throws(SQLiteError) in
            try row.requiredInteger(at: 0)
        }
        #expect(leaves.map(\.cells).reduce(0, +) == ids.count)
        let middle = leaves.count / 2
        let first = leaves[..<middle].map(\.cells).reduce(0, +)
        let lost = Set(ids[first..<(first + leaves[middle].cells)])
        let handle = try FileHandle(forWritingTo: URL(fileURLWithPath: dataFile))
        try handle.seek(toOffset: UInt64((leaves[middle].page - 1) * pageSize))
        try handle.write(contentsOf: Data((0..<pageSize).map { UInt8(truncatingIfNeeded: $0 &* 131 &+ 17) }))
        try handle.close()
        return lost
    }

    @Test func aDamagedFavouritesPageCostsOnlyWhenTheyWereSavedTheirPagesBringThemBack() throws {
        try fill()
        let lost = try damageOneLeaf(of: "favourites")
        #expect(!lost.isEmpty)
        let notices = NoticeRecorder()
        let opened = open(notices: notices)

        let records = try opened.userData.store.favouriteRecords()

        #expect(Set(records.map(\.entry.story.id.rawValue)) == Set(1...Self.favouriteCount))
        #expect(records.allSatisfy { $0.page?.body == Samples.body(kilobytes: 3, seed: $0.entry.story.id.rawValue) })
        let untouched = records.filter { !lost.contains($0.entry.story.id.rawValue) }
        #expect(
            untouched.allSatisfy { record in
                let id = record.entry.story.id.rawValue
                return record.entry == FavouriteEntry(story: Samples.story(id), savedAt: 1_000 + id)
            })
        // The favourites on the damaged page come back from their pages, last, their time unknown.
        let rebuilt = records.suffix(lost.count)
        #expect(Set(rebuilt.map(\.entry.story.id.rawValue)) == lost)
        #expect(rebuilt.allSatisfy { $0.entry.savedAt == 0 && $0.entry.story.title == $0.page?.title })
        #expect(try opened.userData.store.readStories().count == Self.readMarkCount)
        #expect(try opened.userData.store.readingPlaces().count == ReadingPlace.keptStories)
        let notice = try #require(notices.told.first?.string)
        #expect(
            notice.hasPrefix(
                "收藏数据文件 data.db 已损坏：已救回 4,800 条收藏、1,500 条已读记录和 300 处阅读位置，损坏的文件已移到 data.db.corrupt-"),
            "\(notice)")
        #expect(!notice.contains("缓存"))
        let names = try FileManager.default.contentsOfDirectory(atPath: scratch.file("data"))
        #expect(names.contains { notice.hasSuffix($0) && $0.hasPrefix("data.db.corrupt-") }, "\(names)")
    }

    @Test func aDamagedPageOfPagesCostsOnlyThosePagesFavouritesKeepTheirPlace() throws {
        try fill()
        let lost = try damageOneLeaf(of: "favourite_pages")
        let opened = open(notices: NoticeRecorder())

        let records = try opened.userData.store.favouriteRecords()

        #expect(records.count == Self.favouriteCount)
        #expect(Set(records.filter { $0.page == nil }.map(\.entry.story.id.rawValue)) == lost)
    }

    @Test func aReadMarksPageCostsOnlyThoseMarks() throws {
        try fill()
        let lost = try damageOneLeaf(of: "read_marks")
        let opened = open(notices: NoticeRecorder())

        let marks = try opened.userData.store.readStories()

        #expect(Set(marks.map(\.rawValue)) == Set((1...Self.readMarkCount).map { 100_000 + $0 }).subtracting(lost))
        #expect(try opened.userData.store.favourites().count == Self.favouriteCount)
        #expect(try opened.userData.store.homePlace() == Self.homePlace())
    }
}
