/// The user's data file's tables (`data.db`), migrated like the cache's (see `StoreSchema`).
enum UserDataSchema {
    static let migrations: [String] = [version1, version2, version3, version4, version5]

    /// `PRAGMA application_id` of a data file ("zrdd").
    static let applicationID = 0x7A72_6464

    /// What a data file is, for the opener: every commit reaches the disk before it returns
    /// (`synchronous = FULL`), since nothing here can be fetched again.
    static let kind = DatabaseKind(
        fileName: DataLocation.fileName, applicationID: applicationID, migrations: migrations,
        unmarkedVersions: [:], synchronous: "FULL", autoVacuum: false, noun: "收藏数据",
        errorSubject: "收藏数据文件 \(DataLocation.fileName) ",
        inMemory: "本次的收藏和已读记录只保存在内存中", memoryFailed: "本次不保存收藏和已读记录",
        salvage: UserDataSalvage.salvage)

    /// A favourite copies the story's list fields, and its page (`favourite_pages`, kept apart so
    /// that listing favourites never reads bodies) goes with it when it is removed.
    private static let version1 = """
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
        CREATE TABLE favourite_pages (
            id INTEGER PRIMARY KEY NOT NULL REFERENCES favourites (id) ON DELETE CASCADE,
            title TEXT NOT NULL,
            body TEXT,
            image_url TEXT,
            image_source TEXT,
            image_hue TEXT,
            share_url TEXT,
            type INTEGER NOT NULL DEFAULT 0,
            section_name TEXT,
            publish_time INTEGER
        );
        CREATE TABLE read_marks (
            id INTEGER PRIMARY KEY NOT NULL,
            read_at INTEGER NOT NULL
        );
        CREATE TABLE maintenance (
            name TEXT PRIMARY KEY NOT NULL,
            value INTEGER NOT NULL
        ) WITHOUT ROWID;
        PRAGMA application_id = 2054317156;
        """

    /// A favourite keeps the list's `multipic` too (the 多图 mark on its thumbnail).
    private static let version2 = """
        ALTER TABLE favourites ADD COLUMN multipic INTEGER NOT NULL DEFAULT 0;
        """

    /// Where each story was left: `sequence` orders the saves, so that the oldest goes first when
    /// more than `ReadingPlace.keptStories` are kept (seconds would tie).
    private static let version3 = """
        CREATE TABLE reading_places (
            id INTEGER PRIMARY KEY NOT NULL,
            block INTEGER NOT NULL,
            percent INTEGER NOT NULL,
            sequence INTEGER NOT NULL
        );
        CREATE INDEX reading_places_by_sequence ON reading_places (sequence);
        """

    /// Where the home list was left at the last quit: one row at most (`only` is always 1), so
    /// that saving it again replaces it.
    private static let version4 = """
        CREATE TABLE home_place (
            only INTEGER PRIMARY KEY NOT NULL CHECK (only = 1),
            today TEXT NOT NULL,
            story INTEGER NOT NULL,
            story_day TEXT NOT NULL,
            screen_row INTEGER NOT NULL
        );
        """

    /// How far into the top block a story was left (characters of its text before the top line),
    /// so that any width reopens at the same line (0 for places kept before: the block's first line).
    private static let version5 = """
        ALTER TABLE reading_places ADD COLUMN text_offset INTEGER NOT NULL DEFAULT 0;
        """
}
