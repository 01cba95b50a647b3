import ZReaderDomain
import ZReaderScreen

extension SQLiteStoryStore: ColumnStore {
    public func storedColumns() throws(StoreFailure) -> [DailyColumn] {
        try connection.run { database throws(SQLiteError) in
            try database.transaction(.deferred) { () throws(SQLiteError) -> [DailyColumn] in
                let listed = try database.rows(
                    "SELECT id, name, description, thumbnail_url FROM column_list ORDER BY position"
                ) { row throws(SQLiteError) in
                    DailyColumn(
                        id: row.integer(at: 0), name: try row.requiredDisplayText(at: 1),
                        description: row.displayText(at: 2), thumbnailURL: row.webURL(at: 3))
                }
                let stored = try database.rows(Self.selectStoredColumns) { row throws(SQLiteError) in
                    (
                        name: try row.requiredDisplayText(at: 0), count: try row.requiredInteger(at: 1),
                        id: row.integer(at: 2), fromPages: row.integer(at: 3) == 1
                    )
                }
                var columns = listed
                // The most stories first, then by name: the same order every time.
                let ordered = stored.sorted { ($0.count, $1.name.string) > ($1.count, $0.name.string) }
                for column in ordered {
                    if let index = columns.firstIndex(where: { $0.name == column.name }) {
                        columns[index].storedCount = column.count
                        continue
                    }
                    // A title's prefix that is not a known column is one only when several share it.
                    guard column.fromPages || column.count > 1 || StoryColumn.knownNames.contains(column.name) else {
                        continue
                    }
                    let thumbnail =
                        try database.firstRow(
                            Self.selectColumnStories + " LIMIT 1",
                            [.text(column.name.string), .text("99999999"), .integer(0)]
                        ) { row throws(SQLiteError) in row.webURL(at: 4) } ?? nil
                    columns.append(
                        DailyColumn(
                            id: column.id, name: column.name, thumbnailURL: thumbnail, storedCount: column.count))
                }
                return columns
            }
        }
    }

    public func saveColumns(_ columns: [DailyColumn]) throws(StoreFailure) {
        let time = now()
        try write { database throws(SQLiteError) in
            try database.run("DELETE FROM column_list")
            let insert = try database.prepare(
                """
                INSERT INTO column_list (position, id, name, description, thumbnail_url, fetched_at)
                VALUES (?, ?, ?, ?, ?, ?)
                """)
            for (position, column) in columns.enumerated() {
                try insert.run([
                    .integer(position), SQLiteValue(column.id), .text(column.name.string),
                    SQLiteValue(column.description), SQLiteValue(column.thumbnailURL), .integer(time),
                ])
            }
        }
    }

    public func columnStories(named name: String, after cursor: ColumnCursor?, limit: Int) throws(StoreFailure)
        -> [ColumnStory]
    {
        let before: [SQLiteValue] = [
            .text(cursor?.date.stamp ?? "99999999"), .integer(cursor?.id.rawValue ?? Int.max),
        ]
        return try connection.run { database throws(SQLiteError) in
            try database.rows(
                Self.selectColumnStories + " LIMIT \(max(0, limit))", [.text(name)] + before
            ) { row throws(SQLiteError) in
                ColumnStory(story: try Self.dayEntry(row), date: try DayStamp(storedStamp: try row.requiredText(at: 8)))
            }
        }
    }

    /// Each column the stored stories belong to, with how many stories it has.
    ///
    /// Also the API's id when a page gave one, and whether a page named it (else only titles
    /// did). A story's column is its page's `section`, else the words before " · " in its title
    /// (eight characters at most, as `StoryColumn` reads them).
    private static let selectStoredColumns = """
        WITH named AS (
            SELECT e.id, d.section_id, d.section_name IS NOT NULL AS from_page,
                COALESCE(d.section_name, CASE WHEN instr(e.title, ' · ') BETWEEN 2 AND 9
                    THEN substr(e.title, 1, instr(e.title, ' · ') - 1) END) AS name
            FROM day_entries AS e LEFT JOIN story_details AS d ON d.id = e.id
        )
        SELECT name, COUNT(DISTINCT id), MAX(section_id), MAX(from_page) FROM named
        WHERE name IS NOT NULL GROUP BY name
        """

    /// A column's stories (?1 its name), each on the newest day that lists it, newest first,
    /// older than day ?2 and id ?3; read as `dayEntry`, with the day after.
    private static let selectColumnStories = """
        SELECT e.id, e.title, e.hint, e.image_hue, e.thumbnail_url, e.ga_prefix, e.type, e.multipic, MAX(e.date)
        FROM day_entries AS e LEFT JOIN story_details AS d ON d.id = e.id
        WHERE d.section_name = ?1
            OR (d.section_name IS NULL AND substr(e.title, 1, length(?1) + 3) = ?1 || ' · ')
        GROUP BY e.id
        HAVING MAX(e.date) < ?2 OR (MAX(e.date) = ?2 AND e.id < ?3)
        ORDER BY MAX(e.date) DESC, e.id DESC
        """
}
