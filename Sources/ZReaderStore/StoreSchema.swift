/// The cache's tables, as an ordered list of migrations recorded in `PRAGMA user_version`.
///
/// Version N is reached by running `migrations[N - 1]`. Released migrations are never edited:
/// a change to the schema is a new migration at the end of the list.
enum StoreSchema {
    static let migrations: [String] = [version1, version2, version3, version4, version5]

    /// `PRAGMA application_id` of a cache ("zrdc"), set from version 2 on.
    static let applicationID = 0x7A72_6463

    /// Version 1 predates the application id: a file of that version is recognised by its tables.
    static let unmarkedVersions: [Int: Set<String>] = [
        1: [
            "days", "stories", "day_stories", "top_stories", "story_details", "story_extras", "read_marks",
            "favourites",
        ]
    ]

    /// What a cache is, for the opener.
    static let kind = DatabaseKind(
        fileName: CacheLocation.fileName, applicationID: applicationID, migrations: migrations,
        unmarkedVersions: unmarkedVersions, synchronous: "NORMAL", autoVacuum: true, noun: "缓存", errorSubject: "缓存",
        inMemory: "本次使用内存缓存", memoryFailed: "本次不缓存")

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

    /// Each day keeps its own copy of its stories' list fields, so that a story id sent again
    /// under another day (or by a hostile server) cannot rewrite a list already stored.
    ///
    /// Days and bodies record when they were last shown (`used_at`), for eviction at the size
    /// cap; `maintenance` records when the file was last checked. Favourites and read marks are
    /// left for the opener to hand over to the user's data file, which then drops them here.
    private static let version2 = """
        CREATE TABLE day_entries (
            date TEXT NOT NULL REFERENCES days (date) ON DELETE CASCADE,
            position INTEGER NOT NULL,
            id INTEGER NOT NULL,
            title TEXT NOT NULL,
            hint TEXT,
            image_hue TEXT,
            thumbnail_url TEXT,
            ga_prefix TEXT,
            type INTEGER NOT NULL DEFAULT 0,
            PRIMARY KEY (date, position)
        ) WITHOUT ROWID;
        INSERT INTO day_entries (date, position, id, title, hint, image_hue, thumbnail_url, ga_prefix, type)
            SELECT d.date, d.position, s.id, s.title, s.hint, s.image_hue, s.thumbnail_url, s.ga_prefix, s.type
            FROM day_stories AS d JOIN stories AS s ON s.id = d.story_id;
        DROP TABLE day_stories;
        DROP TABLE stories;
        CREATE INDEX day_entries_by_story ON day_entries (id);
        ALTER TABLE days ADD COLUMN used_at INTEGER NOT NULL DEFAULT 0;
        UPDATE days SET used_at = fetched_at;
        CREATE INDEX days_by_use ON days (used_at);
        ALTER TABLE story_details ADD COLUMN used_at INTEGER NOT NULL DEFAULT 0;
        UPDATE story_details SET used_at = fetched_at;
        CREATE INDEX story_details_by_use ON story_details (used_at);
        CREATE TABLE maintenance (
            name TEXT PRIMARY KEY NOT NULL,
            value INTEGER NOT NULL
        ) WITHOUT ROWID;
        PRAGMA application_id = 2054317155;
        """

    /// The search index: each stored story's folded title and body text (NFKC, lower case) in
    /// `search_text`, with its original text for snippets, and an FTS5 trigram index over the
    /// folded columns for queries of three characters or more.
    ///
    /// Shorter queries scan `search_text` with `zr_contains` (memmem): a trigram index cannot answer them. Rows
    /// are filled in the background from `day_entries` and `story_details`, so they can always be
    /// rebuilt, and pruned when eviction takes their story's last day.
    private static let version3 = """
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

    /// What the API says beyond version 3: `multipic` on a day's list (the app's 多图); a page's
    /// column id (`section.id`); the columns (`sections`) as last fetched, for browsing them
    /// offline; comment counts without the long and short split (the v7 `story-extra` gives only
    /// the total), which needs the table made again without `NOT NULL` on those two.
    private static let version4 = """
        ALTER TABLE day_entries ADD COLUMN multipic INTEGER NOT NULL DEFAULT 0;
        ALTER TABLE story_details ADD COLUMN section_id INTEGER;
        CREATE TABLE column_list (
            position INTEGER PRIMARY KEY NOT NULL,
            id INTEGER,
            name TEXT NOT NULL,
            description TEXT,
            thumbnail_url TEXT,
            fetched_at INTEGER NOT NULL
        );
        CREATE TABLE story_extras_v4 (
            id INTEGER PRIMARY KEY NOT NULL,
            popularity INTEGER NOT NULL,
            long_comments INTEGER,
            short_comments INTEGER,
            comments INTEGER NOT NULL,
            fetched_at INTEGER NOT NULL
        );
        INSERT INTO story_extras_v4 SELECT id, popularity, long_comments, short_comments, comments, fetched_at
            FROM story_extras;
        DROP TABLE story_extras;
        ALTER TABLE story_extras_v4 RENAME TO story_extras;
        """

    /// Comments, for reading them offline.
    ///
    /// Each list (long, short) of a story as far as it was fetched, in the API's order, with when
    /// and whether it is whole. Like a story's counts they go when eviction takes the story's
    /// last day.
    private static let version5 = """
        CREATE TABLE comment_lists (
            story_id INTEGER NOT NULL,
            kind TEXT NOT NULL,
            complete INTEGER NOT NULL,
            fetched_at INTEGER NOT NULL,
            PRIMARY KEY (story_id, kind)
        ) WITHOUT ROWID;
        CREATE TABLE comments (
            story_id INTEGER NOT NULL,
            kind TEXT NOT NULL,
            position INTEGER NOT NULL,
            id INTEGER NOT NULL,
            author TEXT NOT NULL,
            content TEXT NOT NULL,
            likes INTEGER NOT NULL,
            time INTEGER NOT NULL,
            reply_author TEXT,
            reply_content TEXT,
            reply_status INTEGER,
            reply_error TEXT,
            PRIMARY KEY (story_id, kind, position),
            FOREIGN KEY (story_id, kind) REFERENCES comment_lists (story_id, kind) ON DELETE CASCADE
        ) WITHOUT ROWID;
        """
}
