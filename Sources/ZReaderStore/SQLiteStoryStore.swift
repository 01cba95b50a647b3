import Synchronization
import ZReaderDomain
import ZReaderScreen
import ZReaderSystem

/// The story cache: one SQLite connection, shared safely between threads and with other zreader
/// processes using the same file, bounded by a size cap.
///
/// Every operation is one short transaction, so another process waits for at most one of them.
/// Reads note what was shown; the notes are written with the next save (or at maintenance, or
/// when the store goes away), so that eviction knows what was used least recently without a
/// read ever waiting for a write lock.
///
/// A day saved but never read back counts as used at its own date (00:00 in Beijing), not at the
/// time it was fetched: a download fetches the newest day first, and must not make it the first
/// to be evicted.
public final class SQLiteStoryStore: StoryStore {
    let connection: DatabaseConnection
    /// Unix seconds, for the `fetched_at` and `used_at` columns.
    let now: @Sendable () -> Int
    private let limit: CacheLimit
    /// Whether a log was left when the file was opened: an unclean shutdown makes a check due.
    private let hadLog: Bool
    private let uses = Mutex(CacheUses())
    /// The search index's repair, once it was found damaged: nil while it is whole.
    let indexRepair = Mutex<IndexRepair?>(nil)

    init(
        connection: DatabaseConnection, limit: CacheLimit = .standard, hadLog: Bool = false,
        now: @escaping @Sendable () -> Int = UnixClock.now
    ) {
        self.connection = connection
        self.limit = limit
        self.hadLog = hadLog
        self.now = now
    }

    /// A store on a connection already configured and migrated, with nothing to replace it by.
    convenience init(database: sending SQLiteDatabase, now: @escaping @Sendable () -> Int = UnixClock.now) {
        self.init(
            connection: DatabaseConnection(database: database, file: nil, notices: { _ in }), limit: .unlimited,
            now: now)
    }

    deinit {
        flushUses()
    }

    public func latestDay() throws(StoreFailure) -> (day: DayFeed, topStories: [TopStory])? {
        let found = try connection.run { database throws(SQLiteError) in
            try database.transaction(.deferred) { () throws(SQLiteError) -> (day: DayFeed, topStories: [TopStory])? in
                let newest = try database.firstRow("SELECT date FROM days ORDER BY date DESC LIMIT 1") {
                    row throws(SQLiteError) in try row.requiredText(at: 0)
                }
                guard let newest else { return nil }
                let date = try DayStamp(storedStamp: newest)
                let stories = try database.rows(Self.selectDayEntries, [.text(newest)], Self.dayEntry)
                let banner = try database.rows(Self.selectTopStories, [.text(newest)], Self.topStory)
                return (DayFeed(date: date, stories: stories), banner)
            }
        }
        if let found { uses.withLock { _ = $0.days.insert(found.day.date.stamp) } }
        return found
    }

    public func day(_ date: DayStamp) throws(StoreFailure) -> DayFeed? {
        let found = try connection.run { database throws(SQLiteError) in
            try database.transaction(.deferred) { () throws(SQLiteError) -> DayFeed? in
                // A stored day may have no stories, so its row, not its list, says it is stored.
                let isStored = try database.firstRow("SELECT 1 FROM days WHERE date = ?", [.text(date.stamp)]) {
                    _ throws(SQLiteError) in true
                }
                guard isStored != nil else { return nil }
                let stories = try database.rows(Self.selectDayEntries, [.text(date.stamp)], Self.dayEntry)
                return DayFeed(date: date, stories: stories)
            }
        }
        if found != nil { uses.withLock { _ = $0.days.insert(date.stamp) } }
        return found
    }

    public func fetchTime(ofDay date: DayStamp) throws(StoreFailure) -> Int? {
        try connection.run { database throws(SQLiteError) in
            try database.firstRow("SELECT fetched_at FROM days WHERE date = ?", [.text(date.stamp)]) {
                row throws(SQLiteError) in row.integer(at: 0)
            } ?? nil
        }
    }

    public func saveDay(_ day: DayFeed, topStories: [TopStory]?) throws(StoreFailure) {
        let time = now()
        try write { database throws(SQLiteError) in
            let date = SQLiteValue.text(day.date.stamp)
            try database.run(
                """
                INSERT INTO days (date, fetched_at, used_at) VALUES (?, ?, ?)
                ON CONFLICT (date) DO UPDATE SET fetched_at = excluded.fetched_at,
                    used_at = max(used_at, excluded.used_at)
                """, [date, .integer(time), .integer(min(time, day.date.beijingMidnight))])
            try database.run("DELETE FROM day_entries WHERE date = ?", [date])
            let placeStory = try database.prepare(
                """
                INSERT INTO day_entries (date, position, id, title, hint, image_hue, thumbnail_url, ga_prefix, type,
                    multipic)
                VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
                """)
            for (position, story) in day.stories.enumerated() {
                try placeStory.run(
                    [date, .integer(position)] + Self.values(of: story) + [.integer(story.isMultipic ? 1 : 0)])
            }
            guard let topStories else { return }
            try database.run("DELETE FROM top_stories WHERE date = ?", [date])
            let placeTopStory = try database.prepare(
                """
                INSERT INTO top_stories (date, position, id, title, hint, image_hue, image_url, type)
                VALUES (?, ?, ?, ?, ?, ?, ?, ?)
                """)
            for (position, story) in topStories.enumerated() {
                try placeTopStory.run([
                    date, .integer(position), .integer(story.id.rawValue), .text(story.title.string),
                    SQLiteValue(story.hint), SQLiteValue(story.imageHue?.storedHex),
                    SQLiteValue(story.imageURL), .integer(story.kind.storedType),
                ])
            }
        }
    }

    public func storyDetail(_ id: StoryID) throws(StoreFailure) -> StoryDetail? {
        let found = try connection.run { database throws(SQLiteError) in
            try database.firstRow(
                """
                SELECT id, title, body, image_url, image_source, image_hue, share_url, type, section_name,
                    publish_time, section_id
                FROM story_details WHERE id = ?
                """, [.integer(id.rawValue)]
            ) { row throws(SQLiteError) in
                var detail = try Self.storyDetail(row)
                detail.sectionID = row.integer(at: 10)
                return detail
            }
        }
        if found != nil { uses.withLock { _ = $0.stories.insert(id.rawValue) } }
        return found
    }

    public func saveStoryDetail(_ detail: StoryDetail) throws(StoreFailure) {
        let time = now()
        try write { database throws(SQLiteError) in
            // Nothing refers to a detail row, so replacing it whole is safe.
            try database.run(
                """
                REPLACE INTO story_details (id, title, body, image_url, image_source, image_hue, share_url,
                    type, section_name, publish_time, fetched_at, used_at, section_id)
                VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
                """, Self.values(of: detail) + [.integer(time), .integer(time), SQLiteValue(detail.sectionID)])
            // The search index reads the new body at its next pass.
            try database.run(
                "UPDATE search_text SET body_indexed_at = NULL WHERE id = ?", [.integer(detail.id.rawValue)])
        }
    }

    public func storyExtra(_ id: StoryID) throws(StoreFailure) -> StoryExtra? {
        try connection.run { database throws(SQLiteError) in
            try database.firstRow(
                "SELECT popularity, long_comments, short_comments, comments FROM story_extras WHERE id = ?",
                [.integer(id.rawValue)]
            ) { row throws(SQLiteError) in
                StoryExtra(
                    popularity: try row.requiredInteger(at: 0), longComments: row.integer(at: 1),
                    shortComments: row.integer(at: 2), comments: try row.requiredInteger(at: 3))
            }
        }
    }

    public func saveStoryExtra(_ extra: StoryExtra, for id: StoryID) throws(StoreFailure) {
        let fetchedAt = now()
        try write { database throws(SQLiteError) in
            try database.run(
                """
                REPLACE INTO story_extras (id, popularity, long_comments, short_comments, comments, fetched_at)
                VALUES (?, ?, ?, ?, ?, ?)
                """,
                [
                    .integer(id.rawValue), .integer(extra.popularity), SQLiteValue(extra.longComments),
                    SQLiteValue(extra.shortComments), .integer(extra.comments), .integer(fetchedAt),
                ])
        }
    }

    /// The integrity check when due, then the notes of use, then eviction down to the cap.
    public func maintain() async {
        await connection.checkIntegrityIfDue(hadLog: hadLog, now: now())
        guard !Task.isCancelled else { return }
        flushUses()
        await CacheEviction(connection: connection, limit: limit).run()
    }

    /// Runs `body` in a write transaction, with the notes of use taken along.
    func write(_ body: (SQLiteDatabase) throws(SQLiteError) -> Void) throws(StoreFailure) {
        try connection.run { database throws(SQLiteError) in
            try database.transaction(.immediate) { () throws(SQLiteError) in
                try body(database)
                try writeUses(in: database)
            }
        }
    }

    /// Writes the notes of use on their own, when no save takes them along.
    private func flushUses() {
        try? connection.run { database throws(SQLiteError) in
            try database.transaction(.immediate) { () throws(SQLiteError) in try writeUses(in: database) }
        }
    }

    /// Writes the days and stories shown since the last time; they are kept for the next try if
    /// the write fails.
    private func writeUses(in database: SQLiteDatabase) throws(SQLiteError) {
        let pending = uses.withLock { uses in
            let taken = uses
            uses = CacheUses()
            return taken
        }
        guard !pending.isEmpty else { return }
        do {
            try pending.write(to: database, at: now())
        } catch {
            uses.withLock { $0.formUnion(pending) }
            throw error
        }
    }

    /// The list fields of a story, in the order `storySummary` reads them.
    static func values(of story: StorySummary) -> [SQLiteValue] {
        [
            .integer(story.id.rawValue), .text(story.title.string), SQLiteValue(story.hint),
            SQLiteValue(story.imageHue?.storedHex), SQLiteValue(story.thumbnailURL), SQLiteValue(story.gaPrefix),
            .integer(story.kind.storedType),
        ]
    }

    /// A story's page, in the order `storyDetail` reads it.
    static func values(of detail: StoryDetail) -> [SQLiteValue] {
        [
            .integer(detail.id.rawValue), .text(detail.title.string), SQLiteValue(detail.body),
            SQLiteValue(detail.imageURL), SQLiteValue(detail.imageSource), SQLiteValue(detail.imageHue?.storedHex),
            SQLiteValue(detail.shareURL), .integer(detail.kind.storedType), SQLiteValue(detail.sectionName),
            SQLiteValue(detail.publishTime),
        ]
    }

    static func storySummary(_ row: SQLiteStatement) throws(SQLiteError) -> StorySummary {
        StorySummary(
            id: StoryID(try row.requiredInteger(at: 0)), title: try row.requiredDisplayText(at: 1),
            hint: row.displayText(at: 2), imageHue: row.text(at: 3).flatMap(RGBColor.init(hexString:)),
            thumbnailURL: row.webURL(at: 4),
            gaPrefix: row.text(at: 5), kind: StoryKind(storedType: row.integer(at: 6)))
    }

    /// A day's entry: the list fields (`storySummary`) then `multipic`.
    static func dayEntry(_ row: SQLiteStatement) throws(SQLiteError) -> StorySummary {
        var story = try storySummary(row)
        story.isMultipic = row.integer(at: 7) == 1
        return story
    }

    static func storyDetail(_ row: SQLiteStatement) throws(SQLiteError) -> StoryDetail {
        StoryDetail(
            id: StoryID(try row.requiredInteger(at: 0)), title: try row.requiredDisplayText(at: 1),
            body: row.text(at: 2), imageURL: row.webURL(at: 3), imageSource: row.displayText(at: 4),
            imageHue: row.text(at: 5).flatMap(RGBColor.init(hexString:)), shareURL: row.webURL(at: 6),
            kind: StoryKind(storedType: row.integer(at: 7)), sectionName: row.displayText(at: 8),
            publishTime: row.integer(at: 9))
    }

    private static func topStory(_ row: SQLiteStatement) throws(SQLiteError) -> TopStory {
        TopStory(
            id: StoryID(try row.requiredInteger(at: 0)), title: try row.requiredDisplayText(at: 1),
            hint: row.displayText(at: 2), imageHue: row.text(at: 3).flatMap(RGBColor.init(hexString:)),
            imageURL: row.webURL(at: 4),
            kind: StoryKind(storedType: row.integer(at: 5)))
    }

    private static let selectDayEntries = """
        SELECT id, title, hint, image_hue, thumbnail_url, ga_prefix, type, multipic
        FROM day_entries WHERE date = ? ORDER BY position
        """

    private static let selectTopStories = """
        SELECT id, title, hint, image_hue, image_url, type FROM top_stories WHERE date = ? ORDER BY position
        """
}
