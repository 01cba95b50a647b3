import ZReaderDomain

/// Favourites and read marks as zreader kept them inside `cache.db` before they moved to the
/// user's own data file: read from an old cache, handed over, then dropped from it.
///
/// The hand-over is safe at any moment: the data file takes them in one transaction (merging, so
/// a second hand-over after a crash adds nothing), and only then are they dropped from the cache.
enum LegacyMarks {
    static let tables: Set<String> = ["favourites", "read_marks"]

    /// What an old cache holds; each favourite takes its page from the cache's bodies when there.
    struct Contents {
        var favourites: [FavouriteRecord] = []
        var readMarks: [(id: StoryID, readAt: Int)] = []
    }

    static func isPresent(in database: SQLiteDatabase) -> Bool {
        (try? database.tableNames()).map { !$0.isDisjoint(with: tables) } ?? false
    }

    static func read(from database: SQLiteDatabase) throws(SQLiteError) -> Contents {
        let names = try database.tableNames()
        var contents = Contents()
        if names.contains("favourites") {
            let entries = try database.rows(
                """
                SELECT id, title, hint, image_hue, thumbnail_url, ga_prefix, type, saved_at
                FROM favourites ORDER BY saved_at DESC, id DESC
                """
            ) { row throws(SQLiteError) in
                FavouriteEntry(story: try SQLiteStoryStore.storySummary(row), savedAt: try row.requiredInteger(at: 7))
            }
            for entry in entries {
                // A page the cache cannot read any more still leaves the favourite itself.
                let page = try? database.firstRow(
                    """
                    SELECT id, title, body, image_url, image_source, image_hue, share_url, type, section_name,
                        publish_time
                    FROM story_details WHERE id = ?
                    """, [.integer(entry.story.id.rawValue)], SQLiteStoryStore.storyDetail)
                contents.favourites.append(FavouriteRecord(entry: entry, page: page ?? nil))
            }
        }
        if names.contains("read_marks") {
            contents.readMarks = try database.rows("SELECT id, read_at FROM read_marks") { row throws(SQLiteError) in
                (StoryID(try row.requiredInteger(at: 0)), try row.requiredInteger(at: 1))
            }
        }
        return contents
    }

    /// What can still be read from a damaged old cache before it is moved aside; nothing when the
    /// damage reaches these tables (the file moved aside keeps them).
    static func salvage(from path: String) -> Contents? {
        guard let database = try? SQLiteDatabase(path: path, flags: [.readOnly, .noMutex, .noFollow]) else {
            return nil
        }
        try? database.setCheckpointOnClose(false)
        // SQLite refuses a file shorter than its header says unless told to read the schema as
        // it is; the connection is read-only, so nothing can be written through it.
        try? database.execute("PRAGMA writable_schema = ON")
        guard isPresent(in: database) else { return nil }
        return try? read(from: database)
    }

    /// Drops the tables when they hold nothing (a new cache gets them from the first version of the
    /// schema), leaving any with rows for a hand-over.
    static func dropIfEmpty(from database: SQLiteDatabase) throws(SQLiteError) {
        guard isPresent(in: database) else { return }
        let contents = try read(from: database)
        if contents.favourites.isEmpty && contents.readMarks.isEmpty { try drop(from: database) }
    }

    /// Drops the tables from the cache, once the data file holds what they held.
    static func drop(from database: SQLiteDatabase) throws(SQLiteError) {
        try database.transaction(.immediate) { () throws(SQLiteError) in
            try database.execute("DROP TABLE IF EXISTS favourites; DROP TABLE IF EXISTS read_marks;")
        }
    }
}
