/// Every row of a damaged data file that can still be read, copied into the fresh file.
///
/// Favourites with their pages, read marks, reading places and the home list's place go into the
/// file that replaces it; the damaged file, already moved aside, is only read (it keeps everything
/// for a later look).
enum UserDataSalvage {
    /// The tables copied, parents first; a page whose favourite was lost brings it back (the fresh
    /// file's foreign key wants one), and `maintenance` is left behind (the fresh file's check is
    /// due anyway).
    private static let tables: [(name: String, key: String, parent: String?)] = [
        ("favourites", "id", nil), ("favourite_pages", "id", "favourites"), ("read_marks", "id", nil),
        ("reading_places", "id", nil), ("home_place", "only", nil),
    ]

    /// How many rows of each kind were kept.
    struct Kept: Equatable {
        var favourites = 0
        var readMarks = 0
        var readingPlaces = 0

        /// One phrase for the notice: `已救回 4,987 条收藏、120 条已读记录和 8 处阅读位置`, or that
        /// nothing could be.
        var summary: String {
            guard self != Kept() else { return "没有能救回的记录" }
            var parts = ["\(grouped(favourites)) 条收藏"]
            if readMarks > 0 { parts.append("\(grouped(readMarks)) 条已读记录") }
            if readingPlaces > 0 { parts.append("\(grouped(readingPlaces)) 处阅读位置") }
            guard let final = parts.popLast() else { return "" }
            return "已救回 " + (parts.isEmpty ? final : parts.joined(separator: "、") + "和 " + final)
        }

        private func grouped(_ number: Int) -> String {
            var digits = String(number)
            var index = digits.endIndex
            while digits.distance(from: digits.startIndex, to: index) > 3 {
                index = digits.index(index, offsetBy: -3)
                digits.insert(",", at: index)
            }
            return digits
        }
    }

    /// Copies what `damaged` still holds into `fresh` in one transaction, and says how much.
    static func salvage(from damaged: String, into fresh: SQLiteDatabase) -> String {
        copy(from: damaged, into: fresh).summary
    }

    static func copy(from damaged: String, into fresh: SQLiteDatabase) -> Kept {
        guard let source = try? SQLiteDatabase(path: damaged, flags: [.readOnly, .noMutex, .noFollow]) else {
            return Kept()
        }
        try? source.setCheckpointOnClose(false)
        // As for an old cache's marks: read the schema as it is, through a connection that cannot write.
        try? source.execute("PRAGMA writable_schema = ON")
        guard let present = try? source.tableNames() else { return Kept() }
        do throws(SQLiteError) {
            return try fresh.transaction(.immediate) { () throws(SQLiteError) -> Kept in
                var keptIDs: [String: Set<Int>] = [:]
                for table in tables where present.contains(table.name) {
                    let columns = try sharedColumns(of: table.name, in: source, fresh)
                    guard columns.contains(table.key) else { continue }
                    let placeholders = Array(repeating: "?", count: columns.count).joined(separator: ", ")
                    let insert = try fresh.prepare(
                        "INSERT OR IGNORE INTO \(ReadableRows.quoted(table.name)) "
                            + "(\(columns.map(ReadableRows.quoted).joined(separator: ", "))) VALUES (\(placeholders))")
                    let idColumn = columns.firstIndex(of: table.key) ?? 0
                    var kept: Set<Int> = []
                    for row in ReadableRows(database: source, table: table.name, columns: columns).all() {
                        guard case .integer(let id) = row[idColumn] else { continue }
                        if let parent = table.parent, keptIDs[parent]?.contains(id) != true {
                            guard try rebuildFavourite(from: row, columns: columns, in: fresh) else { continue }
                            keptIDs[parent, default: []].insert(id)
                        }
                        try insert.run(row)
                        if fresh.changes > 0 { kept.insert(id) }
                    }
                    keptIDs[table.name] = kept
                }
                return Kept(
                    favourites: keptIDs["favourites"]?.count ?? 0, readMarks: keptIDs["read_marks"]?.count ?? 0,
                    readingPlaces: keptIDs["reading_places"]?.count ?? 0)
            }
        } catch {
            // The fresh file would not take them: the damaged copy still holds them.
            return Kept()
        }
    }

    /// A page whose favourite's row was lost still says which story was saved: the favourite is
    /// made again from it, last in the list, since when it was saved went with its row.
    private static func rebuildFavourite(from page: [SQLiteValue], columns: [String], in fresh: SQLiteDatabase)
        throws(SQLiteError) -> Bool
    {
        func value(_ name: String) -> SQLiteValue { columns.firstIndex(of: name).map { page[$0] } ?? .null }
        try fresh.run(
            """
            INSERT OR IGNORE INTO favourites (id, title, image_hue, type, saved_at)
            VALUES (?, ?, ?, coalesce(?, 0), 0)
            """, [value("id"), value("title"), value("image_hue"), value("type")])
        return fresh.changes > 0
    }

    /// The columns both files' tables have, in the fresh table's order (an older file lacks newer columns).
    private static func sharedColumns(of table: String, in source: SQLiteDatabase, _ fresh: SQLiteDatabase)
        throws(SQLiteError) -> [String]
    {
        let old = Set(try columnNames(of: table, in: source))
        return try columnNames(of: table, in: fresh).filter(old.contains)
    }

    private static func columnNames(of table: String, in database: SQLiteDatabase) throws(SQLiteError) -> [String] {
        try database.rows("SELECT name FROM pragma_table_info(?)", [.text(table)]) { row throws(SQLiteError) in
            try row.requiredText(at: 0)
        }
    }
}
