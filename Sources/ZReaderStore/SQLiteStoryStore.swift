import Synchronization
import ZReaderModel
import ZReaderScreen

/// The story cache: one SQLite connection, shared safely between threads and with other zreader
/// processes using the same file.
///
/// Every operation is one short transaction, so another process waits for at most one of them.
public final class SQLiteStoryStore: StoryStore {
    private let connection: Mutex<SQLiteDatabase>
    /// Unix seconds, for the `fetched_at` columns.
    private let now: @Sendable () -> Int

    /// Takes over a connection that is already configured and migrated (see `StoreOpener`).
    init(database: sending SQLiteDatabase, now: @escaping @Sendable () -> Int = UnixTime.now) {
        connection = Mutex(database)
        self.now = now
    }

    public func latestDay() throws(StoreFailure) -> (day: DayFeed, topStories: [TopStory])? {
        try withDatabase { database throws(SQLiteError) in
            try database.transaction(.deferred) { () throws(SQLiteError) -> (day: DayFeed, topStories: [TopStory])? in
                let newest = try database.firstRow("SELECT date FROM days ORDER BY date DESC LIMIT 1") {
                    row throws(SQLiteError) in try row.requiredText(at: 0)
                }
                guard let newest else { return nil }
                let date = try DayStamp(storedStamp: newest)
                let stories = try database.rows(Self.selectDayStories, [.text(newest)], Self.storySummary)
                let banner = try database.rows(Self.selectTopStories, [.text(newest)], Self.topStory)
                return (DayFeed(date: date, stories: stories), banner)
            }
        }
    }

    public func day(_ date: DayStamp) throws(StoreFailure) -> DayFeed? {
        try withDatabase { database throws(SQLiteError) in
            try database.transaction(.deferred) { () throws(SQLiteError) -> DayFeed? in
                // A stored day may have no stories, so its row, not its list, says it is stored.
                let isStored = try database.firstRow("SELECT 1 FROM days WHERE date = ?", [.text(date.stamp)]) {
                    _ throws(SQLiteError) in true
                }
                guard isStored != nil else { return nil }
                let stories = try database.rows(Self.selectDayStories, [.text(date.stamp)], Self.storySummary)
                return DayFeed(date: date, stories: stories)
            }
        }
    }

    public func fetchTime(ofDay date: DayStamp) throws(StoreFailure) -> Int? {
        try withDatabase { database throws(SQLiteError) in
            try database.firstRow("SELECT fetched_at FROM days WHERE date = ?", [.text(date.stamp)]) {
                row throws(SQLiteError) in row.integer(at: 0)
            } ?? nil
        }
    }

    public func saveDay(_ day: DayFeed, topStories: [TopStory]?) throws(StoreFailure) {
        let fetchedAt = now()
        try withDatabase { database throws(SQLiteError) in
            try database.transaction(.immediate) { () throws(SQLiteError) in
                let date = SQLiteValue.text(day.date.stamp)
                try database.run(
                    """
                    INSERT INTO days (date, fetched_at) VALUES (?, ?)
                    ON CONFLICT (date) DO UPDATE SET fetched_at = excluded.fetched_at
                    """, [date, .integer(fetchedAt)])
                try database.run("DELETE FROM day_stories WHERE date = ?", [date])
                let saveStory = try database.prepare(Self.upsertStory)
                let placeStory = try database.prepare(
                    "INSERT INTO day_stories (date, position, story_id) VALUES (?, ?, ?)")
                for (position, story) in day.stories.enumerated() {
                    try saveStory.run(Self.values(of: story))
                    try placeStory.run([date, .integer(position), .integer(story.id.rawValue)])
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
    }

    public func storyDetail(_ id: StoryID) throws(StoreFailure) -> StoryDetail? {
        try withDatabase { database throws(SQLiteError) in
            try database.firstRow(
                """
                SELECT id, title, body, image_url, image_source, image_hue, share_url, type, section_name,
                    publish_time
                FROM story_details WHERE id = ?
                """, [.integer(id.rawValue)]
            ) { row throws(SQLiteError) in
                StoryDetail(
                    id: StoryID(try row.requiredInteger(at: 0)), title: try row.requiredDisplayText(at: 1),
                    body: row.text(at: 2), imageURL: row.webURL(at: 3), imageSource: row.displayText(at: 4),
                    imageHue: row.text(at: 5).flatMap(RGBColor.init(hexString:)), shareURL: row.webURL(at: 6),
                    kind: StoryKind(storedType: row.integer(at: 7)), sectionName: row.displayText(at: 8),
                    publishTime: row.integer(at: 9))
            }
        }
    }

    public func saveStoryDetail(_ detail: StoryDetail) throws(StoreFailure) {
        let fetchedAt = now()
        try withDatabase { database throws(SQLiteError) in
            // Nothing refers to a detail row, so replacing it whole is safe.
            try database.run(
                """
                REPLACE INTO story_details (id, title, body, image_url, image_source, image_hue, share_url,
                    type, section_name, publish_time, fetched_at)
                VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
                """,
                [
                    .integer(detail.id.rawValue), .text(detail.title.string), SQLiteValue(detail.body),
                    SQLiteValue(detail.imageURL), SQLiteValue(detail.imageSource),
                    SQLiteValue(detail.imageHue?.storedHex), SQLiteValue(detail.shareURL),
                    .integer(detail.kind.storedType), SQLiteValue(detail.sectionName),
                    SQLiteValue(detail.publishTime), .integer(fetchedAt),
                ])
            // The search index reads the new body at its next pass.
            try database.run(
                "UPDATE search_text SET body_indexed_at = NULL WHERE id = ?", [.integer(detail.id.rawValue)])
        }
    }

    public func storyExtra(_ id: StoryID) throws(StoreFailure) -> StoryExtra? {
        try withDatabase { database throws(SQLiteError) in
            try database.firstRow(
                "SELECT popularity, long_comments, short_comments, comments FROM story_extras WHERE id = ?",
                [.integer(id.rawValue)]
            ) { row throws(SQLiteError) in
                StoryExtra(
                    popularity: try row.requiredInteger(at: 0), longComments: try row.requiredInteger(at: 1),
                    shortComments: try row.requiredInteger(at: 2), comments: try row.requiredInteger(at: 3))
            }
        }
    }

    public func saveStoryExtra(_ extra: StoryExtra, for id: StoryID) throws(StoreFailure) {
        let fetchedAt = now()
        try withDatabase { database throws(SQLiteError) in
            try database.run(
                """
                REPLACE INTO story_extras (id, popularity, long_comments, short_comments, comments, fetched_at)
                VALUES (?, ?, ?, ?, ?, ?)
                """,
                [
                    .integer(id.rawValue), .integer(extra.popularity), .integer(extra.longComments),
                    .integer(extra.shortComments), .integer(extra.comments), .integer(fetchedAt),
                ])
        }
    }

    /// Keeps the latest time when a story is marked read again.
    public func markRead(_ id: StoryID, at time: Int) throws(StoreFailure) {
        try withDatabase { database throws(SQLiteError) in
            try database.run(
                """
                INSERT INTO read_marks (id, read_at) VALUES (?, ?)
                ON CONFLICT (id) DO UPDATE SET read_at = max(read_at, excluded.read_at)
                """, [.integer(id.rawValue), .integer(time)])
        }
    }

    public func readStories() throws(StoreFailure) -> Set<StoryID> {
        try withDatabase { database throws(SQLiteError) in
            Set(
                try database.rows("SELECT id FROM read_marks") { row throws(SQLiteError) in
                    StoryID(try row.requiredInteger(at: 0))
                })
        }
    }

    /// Saving a favourite again updates its copy of the story and moves it to the top.
    public func setFavourite(_ entry: FavouriteEntry, _ isFavourite: Bool) throws(StoreFailure) {
        try withDatabase { database throws(SQLiteError) in
            guard isFavourite else {
                try database.run("DELETE FROM favourites WHERE id = ?", [.integer(entry.story.id.rawValue)])
                return
            }
            try database.run(
                """
                REPLACE INTO favourites (id, title, hint, image_hue, thumbnail_url, ga_prefix, type, saved_at)
                VALUES (?, ?, ?, ?, ?, ?, ?, ?)
                """, Self.values(of: entry.story) + [.integer(entry.savedAt)])
        }
    }

    public func favourites() throws(StoreFailure) -> [FavouriteEntry] {
        try withDatabase { database throws(SQLiteError) in
            try database.rows(
                """
                SELECT id, title, hint, image_hue, thumbnail_url, ga_prefix, type, saved_at
                FROM favourites ORDER BY saved_at DESC, id DESC
                """
            ) { row throws(SQLiteError) in
                FavouriteEntry(story: try Self.storySummary(row), savedAt: try row.requiredInteger(at: 7))
            }
        }
    }

    /// Runs `body` on the connection under the lock, turning SQLite's errors into the app's.
    func withDatabase<Result: Sendable>(_ body: (SQLiteDatabase) throws(SQLiteError) -> Result)
        throws(StoreFailure) -> Result
    {
        do {
            return try connection.withLock { database throws(SQLiteError) -> Result in try body(database) }
        } catch {
            throw .database(error.summary)
        }
    }

    /// The columns of `stories` and `favourites`, in the order `storySummary` reads them.
    private static func values(of story: StorySummary) -> [SQLiteValue] {
        [
            .integer(story.id.rawValue), .text(story.title.string), SQLiteValue(story.hint),
            SQLiteValue(story.imageHue?.storedHex), SQLiteValue(story.thumbnailURL), SQLiteValue(story.gaPrefix),
            .integer(story.kind.storedType),
        ]
    }

    static func storySummary(_ row: SQLiteStatement) throws(SQLiteError) -> StorySummary {
        StorySummary(
            id: StoryID(try row.requiredInteger(at: 0)), title: try row.requiredDisplayText(at: 1),
            hint: row.displayText(at: 2), imageHue: row.text(at: 3).flatMap(RGBColor.init(hexString:)),
            thumbnailURL: row.webURL(at: 4),
            gaPrefix: row.text(at: 5), kind: StoryKind(storedType: row.integer(at: 6)))
    }

    private static func topStory(_ row: SQLiteStatement) throws(SQLiteError) -> TopStory {
        TopStory(
            id: StoryID(try row.requiredInteger(at: 0)), title: try row.requiredDisplayText(at: 1),
            hint: row.displayText(at: 2), imageHue: row.text(at: 3).flatMap(RGBColor.init(hexString:)),
            imageURL: row.webURL(at: 4),
            kind: StoryKind(storedType: row.integer(at: 5)))
    }

    private static let upsertStory = """
        INSERT INTO stories (id, title, hint, image_hue, thumbnail_url, ga_prefix, type)
        VALUES (?, ?, ?, ?, ?, ?, ?)
        ON CONFLICT (id) DO UPDATE SET title = excluded.title, hint = excluded.hint,
            image_hue = excluded.image_hue, thumbnail_url = excluded.thumbnail_url,
            ga_prefix = excluded.ga_prefix, type = excluded.type
        """

    private static let selectDayStories = """
        SELECT s.id, s.title, s.hint, s.image_hue, s.thumbnail_url, s.ga_prefix, s.type
        FROM day_stories AS d JOIN stories AS s ON s.id = d.story_id
        WHERE d.date = ? ORDER BY d.position
        """

    private static let selectTopStories = """
        SELECT id, title, hint, image_hue, image_url, type FROM top_stories WHERE date = ? ORDER BY position
        """
}
