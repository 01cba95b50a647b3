import ZReaderDomain
import ZReaderSystem

/// The user's data file: favourites with their pages, read marks, reading places and the home list's.
///
/// Every write is one transaction, committed to the disk before it returns (`synchronous =
/// FULL`), so that a process killed at any moment leaves the old state or the new, never half.
public final class SQLiteUserDataStore: UserDataStore {
    private let connection: DatabaseConnection
    private let hadLog: Bool
    private let now: @Sendable () -> Int

    init(connection: DatabaseConnection, hadLog: Bool = false, now: @escaping @Sendable () -> Int = UnixClock.now) {
        self.connection = connection
        self.hadLog = hadLog
        self.now = now
    }

    /// Keeps the latest time when a story is marked read again.
    public func markRead(_ id: StoryID, at time: Int) throws(StoreFailure) {
        try connection.write { database throws(SQLiteError) in
            try database.run(Self.upsertReadMark, [.integer(id.rawValue), .integer(time)])
        }
    }

    public func markUnread(_ id: StoryID) throws(StoreFailure) {
        try connection.run { database throws(SQLiteError) in
            try database.run("DELETE FROM read_marks WHERE id = ?", [.integer(id.rawValue)])
        }
    }

    public func readStories() throws(StoreFailure) -> Set<StoryID> {
        try connection.run { database throws(SQLiteError) in
            Set(
                try database.rows("SELECT id FROM read_marks") { row throws(SQLiteError) in
                    StoryID(try row.requiredInteger(at: 0))
                })
        }
    }

    /// One transaction: the place saved and the oldest beyond the bound dropped together.
    public func rememberPlace(_ place: ReadingPlace?, of id: StoryID) throws(StoreFailure) {
        try connection.write { database throws(SQLiteError) in
            guard let place else {
                try database.run("DELETE FROM reading_places WHERE id = ?", [.integer(id.rawValue)])
                return
            }
            try database.transaction(.immediate) { () throws(SQLiteError) in
                try database.run(
                    """
                    REPLACE INTO reading_places (id, block, percent, text_offset, sequence)
                    VALUES (?, ?, ?, ?, (SELECT coalesce(max(sequence), 0) + 1 FROM reading_places))
                    """,
                    [
                        .integer(id.rawValue), .integer(place.block), .integer(place.percent), .integer(place.offset),
                    ])
                try database.run(
                    """
                    DELETE FROM reading_places WHERE sequence <= (
                        SELECT sequence FROM reading_places ORDER BY sequence DESC LIMIT 1 OFFSET ?)
                    """,
                    [.integer(ReadingPlace.keptStories)])
            }
        }
    }

    public func readingPlaces() throws(StoreFailure) -> [StoryID: ReadingPlace] {
        try connection.run { database throws(SQLiteError) in
            let rows = try database.rows("SELECT id, block, percent, text_offset FROM reading_places") {
                row throws(SQLiteError) in
                (
                    StoryID(try row.requiredInteger(at: 0)),
                    ReadingPlace(
                        block: try row.requiredInteger(at: 1), percent: try row.requiredInteger(at: 2),
                        offset: try row.requiredInteger(at: 3))
                )
            }
            return Dictionary(rows, uniquingKeysWith: { first, _ in first })
        }
    }

    /// One row, replaced in one statement: a kill leaves the old place or the new.
    public func rememberHomePlace(_ place: HomePlace?) throws(StoreFailure) {
        try connection.run { database throws(SQLiteError) in
            guard let place else {
                try database.run("DELETE FROM home_place", [])
                return
            }
            try database.run(
                "REPLACE INTO home_place (only, today, story, story_day, screen_row) VALUES (1, ?, ?, ?, ?)",
                [
                    .text(place.today.stamp), .integer(place.story.rawValue), .text(place.storyDay.stamp),
                    .integer(place.screenRow),
                ])
        }
    }

    public func homePlace() throws(StoreFailure) -> HomePlace? {
        try connection.run { database throws(SQLiteError) in
            try database.firstRow("SELECT today, story, story_day, screen_row FROM home_place", []) {
                row throws(SQLiteError) in
                HomePlace(
                    today: try DayStamp(storedStamp: try row.requiredText(at: 0)),
                    story: StoryID(try row.requiredInteger(at: 1)),
                    storyDay: try DayStamp(storedStamp: try row.requiredText(at: 2)),
                    screenRow: try row.requiredInteger(at: 3))
            }
        }
    }

    /// Saving a favourite again updates its copy of the story and moves it to the top; a page
    /// already kept stays when none is given.
    public func saveFavourite(_ entry: FavouriteEntry, page: StoryDetail?) throws(StoreFailure) {
        try connection.write { database throws(SQLiteError) in
            try database.transaction(.immediate) { () throws(SQLiteError) in
                try database.run(
                    """
                    INSERT INTO favourites (id, title, hint, image_hue, thumbnail_url, ga_prefix, type, saved_at,
                        multipic)
                    VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)
                    ON CONFLICT (id) DO UPDATE SET title = excluded.title, hint = excluded.hint,
                        image_hue = excluded.image_hue, thumbnail_url = excluded.thumbnail_url,
                        ga_prefix = excluded.ga_prefix, type = excluded.type, saved_at = excluded.saved_at,
                        multipic = excluded.multipic
                    """,
                    SQLiteStoryStore.values(of: entry.story) + [
                        .integer(entry.savedAt), .integer(entry.story.isMultipic ? 1 : 0),
                    ])
                if let page, page.id == entry.story.id {
                    try database.run(Self.replacePage, SQLiteStoryStore.values(of: page))
                }
            }
        }
    }

    public func removeFavourite(_ id: StoryID) throws(StoreFailure) {
        try connection.write { database throws(SQLiteError) in
            // Its page goes with it (ON DELETE CASCADE), in the same statement.
            try database.run("DELETE FROM favourites WHERE id = ?", [.integer(id.rawValue)])
        }
    }

    public func favourites() throws(StoreFailure) -> [FavouriteEntry] {
        try connection.run { database throws(SQLiteError) in
            try database.rows(
                """
                SELECT id, title, hint, image_hue, thumbnail_url, ga_prefix, type, saved_at, multipic
                FROM favourites ORDER BY saved_at DESC, id DESC
                """, [], Self.favouriteEntry)
        }
    }

    public func favouriteIDs() throws(StoreFailure) -> Set<StoryID> {
        try connection.run { database throws(SQLiteError) in
            Set(
                try database.rows("SELECT id FROM favourites") { row throws(SQLiteError) in
                    StoryID(try row.requiredInteger(at: 0))
                })
        }
    }

    public func favouritePage(_ id: StoryID) throws(StoreFailure) -> StoryDetail? {
        try connection.run { database throws(SQLiteError) in
            try database.firstRow(
                Self.selectPage + " WHERE id = ?", [.integer(id.rawValue)], SQLiteStoryStore.storyDetail)
        }
    }

    public func attachPage(_ page: StoryDetail) throws(StoreFailure) {
        try connection.write { database throws(SQLiteError) in
            try database.run(
                """
                INSERT INTO favourite_pages (id, title, body, image_url, image_source, image_hue, share_url, type,
                    section_name, publish_time)
                SELECT ?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9, ?10 WHERE EXISTS (SELECT 1 FROM favourites WHERE id = ?1)
                ON CONFLICT (id) DO NOTHING
                """, SQLiteStoryStore.values(of: page))
        }
    }

    public func favouriteRecords() throws(StoreFailure) -> [FavouriteRecord] {
        try connection.run { database throws(SQLiteError) in
            try database.transaction(.deferred) { () throws(SQLiteError) -> [FavouriteRecord] in
                let entries = try database.rows(
                    """
                    SELECT id, title, hint, image_hue, thumbnail_url, ga_prefix, type, saved_at, multipic
                    FROM favourites ORDER BY saved_at DESC, id DESC
                    """, [], Self.favouriteEntry)
                let pages = try database.rows(Self.selectPage, [], SQLiteStoryStore.storyDetail)
                let pageByID = Dictionary(pages.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
                return entries.map { FavouriteRecord(entry: $0, page: pageByID[$0.story.id]) }
            }
        }
    }

    /// A favourite already kept keeps its own list fields and time; it only gains a missing page.
    public func importFavourites<Source: Error>(
        batches next: () throws(Source) -> [FavouriteRecord]?
    ) throws(FavouriteImportFailure<Source>) -> Int {
        var sourceFailure: Source?
        var started = false
        do throws(StoreFailure) {
            return try connection.write { database throws(SQLiteError) in
                // A second run (after a damaged file was salvaged) would start from a source
                // already read part-way: refuse it rather than import the rest only.
                guard !started else { throw SQLiteError.abandoned }
                started = true
                return try database.transaction(.immediate) { () throws(SQLiteError) -> Int in
                    var added = 0
                    while true {
                        let batch: [FavouriteRecord]?
                        do throws(Source) {
                            batch = try next()
                        } catch {
                            sourceFailure = error
                            // Rolls the transaction back; the source's failure is what is thrown.
                            throw SQLiteError.abandoned
                        }
                        guard let batch else { return added }
                        added += try Self.merge(batch, readMarks: [], into: database, keepingNewer: false)
                    }
                }
            }
        } catch {
            if let sourceFailure { throw .source(sourceFailure) }
            throw .store(error)
        }
    }

    public func maintain() async {
        await connection.checkIntegrityIfDue(hadLog: hadLog, now: now())
    }

    /// Adds favourites and read marks from elsewhere (an import, an old cache).
    ///
    /// Returns how many favourites were new. With `keepingNewer`, a favourite saved later there
    /// replaces the copy here.
    static func merge(
        _ records: [FavouriteRecord], readMarks: [(id: StoryID, readAt: Int)], into database: SQLiteDatabase,
        keepingNewer: Bool
    ) throws(SQLiteError) -> Int {
        let before = try database.integer("SELECT count(*) FROM favourites")
        let addFavourite = try database.prepare(
            """
            INSERT INTO favourites (id, title, hint, image_hue, thumbnail_url, ga_prefix, type, saved_at, multipic)
            VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?10)
            ON CONFLICT (id) DO UPDATE SET title = excluded.title, hint = excluded.hint,
                image_hue = excluded.image_hue, thumbnail_url = excluded.thumbnail_url,
                ga_prefix = excluded.ga_prefix, type = excluded.type, saved_at = excluded.saved_at,
                multipic = excluded.multipic
            WHERE ?9 AND excluded.saved_at > favourites.saved_at
            """)
        let addPage = try database.prepare(
            """
            INSERT INTO favourite_pages (id, title, body, image_url, image_source, image_hue, share_url, type,
                section_name, publish_time)
            VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
            ON CONFLICT (id) DO NOTHING
            """)
        for record in records {
            try addFavourite.run(
                SQLiteStoryStore.values(of: record.entry.story) + [
                    .integer(record.entry.savedAt), .integer(keepingNewer ? 1 : 0),
                    .integer(record.entry.story.isMultipic ? 1 : 0),
                ])
            if let page = record.page, page.id == record.entry.story.id {
                try addPage.run(SQLiteStoryStore.values(of: page))
            }
        }
        let addReadMark = try database.prepare(upsertReadMark)
        for mark in readMarks {
            try addReadMark.run([.integer(mark.id.rawValue), .integer(mark.readAt)])
        }
        return try database.integer("SELECT count(*) FROM favourites") - before
    }

    private static let upsertReadMark = """
        INSERT INTO read_marks (id, read_at) VALUES (?, ?)
        ON CONFLICT (id) DO UPDATE SET read_at = max(read_at, excluded.read_at)
        """

    private static let replacePage = """
        REPLACE INTO favourite_pages (id, title, body, image_url, image_source, image_hue, share_url, type,
            section_name, publish_time)
        VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
        """

    private static let selectPage = """
        SELECT id, title, body, image_url, image_source, image_hue, share_url, type, section_name, publish_time
        FROM favourite_pages
        """

    private static func favouriteEntry(_ row: SQLiteStatement) throws(SQLiteError) -> FavouriteEntry {
        var story = try SQLiteStoryStore.storySummary(row)
        story.isMultipic = row.integer(at: 8) == 1
        return FavouriteEntry(story: story, savedAt: try row.requiredInteger(at: 7))
    }
}
