/// The cache's tables, as an ordered list of migrations recorded in `PRAGMA user_version`.
///
/// Version N is reached by running `migrations[N - 1]`. Released migrations are never edited:
/// a change to the schema is a new migration at the end of the list.
enum StoreSchema {
    static let migrations: [String] = [version1, version2]

    /// The version a database has once every migration this code knows has run.
    static var currentVersion: Int { migrations.count }

    /// Brings `database` from its `user_version` up to `migrations.count`, all in one transaction.
    ///
    /// Another process may migrate the same file at the same moment, so the version is read again
    /// under the write lock and only the steps still missing are run.
    static func migrate(_ database: SQLiteDatabase, with migrations: [String] = migrations) throws(SQLiteError) {
        guard try database.userVersion() < migrations.count else { return }
        try database.transaction(.immediate) { () throws(SQLiteError) in
            let version = try database.userVersion()
            guard version < migrations.count else { return }
            for migration in migrations.dropFirst(version) {
                try database.execute(migration)
            }
            try database.execute("PRAGMA user_version = \(migrations.count)")
        }
    }

    /// Dates are the API's `"YYYYMMDD"`, times Unix seconds, colours `"0xRRGGBB"`, `type` the API's
    /// (0 an ordinary story, 1 an external one).
    ///
    /// Lists keep their order in `position`.
    ///
    /// Favourites copy a story's list fields, and read marks, details and extras stand alone, so
    /// they work for stories whose day is not cached. Deleting a day takes its list and banner
    /// with it.
    private static let version1 = """
        CREATE TABLE days (
            date TEXT PRIMARY KEY NOT NULL,
            fetched_at INTEGER NOT NULL
        );
        CREATE TABLE stories (
            id INTEGER PRIMARY KEY NOT NULL,
            title TEXT NOT NULL,
            hint TEXT,
            image_hue TEXT,
            thumbnail_url TEXT,
            ga_prefix TEXT,
            type INTEGER NOT NULL DEFAULT 0
        );
        CREATE TABLE day_stories (
            date TEXT NOT NULL REFERENCES days (date) ON DELETE CASCADE,
            position INTEGER NOT NULL,
            story_id INTEGER NOT NULL REFERENCES stories (id),
            PRIMARY KEY (date, position)
        ) WITHOUT ROWID;
        CREATE INDEX day_stories_by_story ON day_stories (story_id);
        CREATE TABLE top_stories (
            date TEXT NOT NULL REFERENCES days (date) ON DELETE CASCADE,
            position INTEGER NOT NULL,
            id INTEGER NOT NULL,
            title TEXT NOT NULL,
            hint TEXT,
            image_hue TEXT,
            image_url TEXT,
            type INTEGER NOT NULL DEFAULT 0,
            PRIMARY KEY (date, position)
        ) WITHOUT ROWID;
        CREATE TABLE story_details (
            id INTEGER PRIMARY KEY NOT NULL,
            title TEXT NOT NULL,
            body TEXT,
            image_url TEXT,
            image_source TEXT,
            image_hue TEXT,
            share_url TEXT,
            type INTEGER NOT NULL DEFAULT 0,
            section_name TEXT,
            publish_time INTEGER,
            fetched_at INTEGER NOT NULL
        );
        CREATE TABLE story_extras (
            id INTEGER PRIMARY KEY NOT NULL,
            popularity INTEGER NOT NULL,
            long_comments INTEGER NOT NULL,
            short_comments INTEGER NOT NULL,
            comments INTEGER NOT NULL,
            fetched_at INTEGER NOT NULL
        );
        CREATE TABLE read_marks (
            id INTEGER PRIMARY KEY NOT NULL,
            read_at INTEGER NOT NULL
        );
        CREATE TABLE favourites (
            id INTEGER PRIMARY KEY NOT NULL,
            title TEXT NOT NULL,
            hint TEXT,
            image_hue TEXT,
            thumbnail_url TEXT,
            ga_prefix TEXT,
            type INTEGER NOT NULL DEFAULT 0,
            saved_at INTEGER NOT NULL
        );
        CREATE INDEX favourites_by_saved_at ON favourites (saved_at);
        """

    /// The search index: each stored story's folded title and body text (NFKC, lower case) in
    /// `search_text`, with its original text for snippets, and an FTS5 trigram index over the
    /// folded columns for queries of three characters or more.
    ///
    /// Shorter queries scan
    /// `search_text` with `instr`: a trigram index cannot answer them. Rows are filled in the
    /// background from `stories` and `story_details`, so they can always be rebuilt.
    private static let version2 = """
        CREATE TABLE search_text (
            id INTEGER PRIMARY KEY NOT NULL,
            date TEXT NOT NULL,
            column_name TEXT,
            column_key TEXT,
            title TEXT NOT NULL,
            body TEXT,
            plain TEXT,
            body_indexed_at INTEGER
        );
        CREATE INDEX search_text_by_date ON search_text (date DESC, id DESC);
        CREATE VIRTUAL TABLE search_index USING fts5(
            title, body, content = 'search_text', content_rowid = 'id', tokenize = 'trigram', detail = 'none'
        );
        """
}
