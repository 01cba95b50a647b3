import ZReaderDomain
import ZReaderScreen

extension SQLiteStoryStore: SearchableStore {
    public func indexPending(limit: Int, bodyText: (String) -> String) throws(StoreFailure) -> Int {
        try connection.run { database throws(SQLiteError) in
            if isRebuildingIndex {
                let rebuilt = try rebuildIndex(database)
                if rebuilt > 0 { return rebuilt }
            }
            do throws(SQLiteError) {
                return try database.transaction(.immediate) { () throws(SQLiteError) -> Int in
                    try forgetOtherFolding(database)
                    let pruned = try pruneEvicted(database, limit: limit)
                    let titles = try indexNewStories(database, limit: max(0, limit - pruned))
                    let bodies = try indexNewBodies(
                        database, limit: max(0, limit - pruned - titles), bodyText: bodyText)
                    return pruned + titles + bodies
                }
            } catch {
                guard error.isIndexDamage else { throw error }
                indexRepair.withLock { $0 = $0 ?? .emptying }
                return try rebuildIndex(database)
            }
        }
    }

    public var isRebuildingIndex: Bool { indexRepair.withLock { $0 != nil } }

    /// How many stories a batch of the index's rebuilding puts back.
    static let rebuildBatchSize = 500

    /// One step of making the search index again; 1 while there are more, 0 once it is whole.
    ///
    /// It is made from `search_text`, the folded text it indexes, which the damage did not touch
    /// (the tables pass SQLite's checks): first emptied, then filled a batch at a time in id
    /// order, so that the connection is never held for long.
    private func rebuildIndex(_ database: SQLiteDatabase) throws(SQLiteError) -> Int {
        let repair = indexRepair.withLock { $0 } ?? .emptying
        switch repair {
        case .emptying:
            try database.transaction(.immediate) { () throws(SQLiteError) in
                try database.execute("INSERT INTO search_index (search_index) VALUES ('delete-all')")
            }
            indexRepair.withLock { $0 = .filling(after: Int.min) }
            return 1
        case .filling(let after):
            let last = try database.transaction(.immediate) { () throws(SQLiteError) -> Int? in
                let ids = try database.rows(
                    "SELECT id FROM search_text WHERE id > ? ORDER BY id LIMIT ?",
                    [.integer(after), .integer(Self.rebuildBatchSize)]
                ) { row throws(SQLiteError) in try row.requiredInteger(at: 0) }
                guard let first = ids.first, let last = ids.last else { return nil }
                try database.run(
                    """
                    INSERT INTO search_index (rowid, title, body)
                    SELECT id, title, body FROM search_text WHERE id BETWEEN ? AND ? ORDER BY id
                    """, [.integer(first), .integer(last)])
                return last
            }
            indexRepair.withLock { $0 = last.map { .filling(after: $0) } }
            return last == nil ? 0 : 1
        }
    }

    /// Empties the index when its text was folded otherwise than `TextFolding` folds now.
    ///
    /// A query folded one way would miss text folded the other; emptied, the index fills again in
    /// the background, batch by batch. A cache without a recorded folding was folded by version 1.
    private func forgetOtherFolding(_ database: SQLiteDatabase) throws(SQLiteError) {
        let recorded =
            try database.firstRow("SELECT value FROM maintenance WHERE name = 'search_folding'") {
                row throws(SQLiteError) in row.integer(at: 0)
            } ?? nil
        guard (recorded ?? 1) != TextFolding.version else { return }
        try database.execute("INSERT INTO search_index (search_index) VALUES ('delete-all'); DELETE FROM search_text")
        try database.run(
            "REPLACE INTO maintenance (name, value) VALUES ('search_folding', ?)", [.integer(TextFolding.version)])
    }

    /// Forgets the stories whose every day eviction has taken: the cache no longer has them.
    private func pruneEvicted(_ database: SQLiteDatabase, limit: Int) throws(SQLiteError) -> Int {
        guard limit > 0 else { return 0 }
        let gone = try database.rows(
            """
            SELECT t.id, t.title, t.body FROM search_text AS t
            WHERE NOT EXISTS (SELECT 1 FROM day_entries AS e WHERE e.id = t.id) LIMIT ?
            """, [.integer(limit)]
        ) { row throws(SQLiteError) in
            (id: try row.requiredInteger(at: 0), title: try row.requiredText(at: 1), body: row.text(at: 2))
        }
        let forget = try database.prepare(
            "INSERT INTO search_index (search_index, rowid, title, body) VALUES ('delete', ?, ?, ?)")
        let delete = try database.prepare("DELETE FROM search_text WHERE id = ?")
        for story in gone {
            try forget.run([.integer(story.id), .text(story.title), SQLiteValue(story.body)])
            try delete.run([.integer(story.id)])
        }
        return gone.count
    }

    /// Stories listed on a stored day and not yet indexed: their titles, on their first day.
    private func indexNewStories(_ database: SQLiteDatabase, limit: Int) throws(SQLiteError) -> Int {
        guard limit > 0 else { return 0 }
        let pending = try database.rows(
            """
            SELECT e.id, e.title, MIN(e.date) FROM day_entries AS e
            LEFT JOIN search_text AS t ON t.id = e.id
            WHERE t.id IS NULL GROUP BY e.id LIMIT ?
            """, [.integer(limit)]
        ) { row throws(SQLiteError) in
            (id: try row.requiredInteger(at: 0), title: try row.requiredText(at: 1), date: try row.requiredText(at: 2))
        }
        let insertText = try database.prepare(
            "INSERT INTO search_text (id, date, column_name, column_key, title) VALUES (?, ?, ?, ?, ?)")
        let insertIndex = try database.prepare("INSERT INTO search_index (rowid, title, body) VALUES (?, ?, NULL)")
        for story in pending {
            let title = TextSanitizer.clean(story.title)
            let column = StoryColumn.name(inTitle: title)
            let folded = TextFolding.fold(title.string)
            try insertText.run([
                .integer(story.id), .text(story.date), SQLiteValue(column),
                SQLiteValue(column.map(\.string).map(TextFolding.fold)),
                .text(folded),
            ])
            try insertIndex.run([.integer(story.id), .text(folded)])
        }
        return pending.count
    }

    /// Bodies stored (or stored again) since they were indexed, for stories already indexed.
    private func indexNewBodies(_ database: SQLiteDatabase, limit: Int, bodyText: (String) -> String)
        throws(SQLiteError) -> Int
    {
        guard limit > 0 else { return 0 }
        let pending = try database.rows(
            """
            SELECT d.id, d.body, d.section_name, d.fetched_at, t.title, t.body, t.column_name
            FROM story_details AS d JOIN search_text AS t ON t.id = d.id
            WHERE t.body_indexed_at IS NULL LIMIT ?
            """, [.integer(limit)]
        ) { row throws(SQLiteError) in
            (
                id: try row.requiredInteger(at: 0), html: row.text(at: 1) ?? "", section: row.displayText(at: 2),
                fetchedAt: try row.requiredInteger(at: 3), title: try row.requiredText(at: 4), oldBody: row.text(at: 5),
                column: row.displayText(at: 6)
            )
        }
        let forget = try database.prepare(
            "INSERT INTO search_index (search_index, rowid, title, body) VALUES ('delete', ?, ?, ?)")
        let update = try database.prepare(
            """
            UPDATE search_text SET body = ?, plain = ?, column_name = ?, column_key = ?, body_indexed_at = ?
            WHERE id = ?
            """)
        let insertIndex = try database.prepare("INSERT INTO search_index (rowid, title, body) VALUES (?, ?, ?)")
        for story in pending {
            let plain = TextSanitizer.clean(bodyText(story.html), keepsNewlines: true).string
            let folded = TextFolding.fold(plain)
            let column = story.section ?? story.column
            try forget.run([.integer(story.id), .text(story.title), SQLiteValue(story.oldBody)])
            try update.run([
                .text(folded), .text(plain), SQLiteValue(column),
                SQLiteValue(column.map(\.string).map(TextFolding.fold)),
                .integer(story.fetchedAt), .integer(story.id),
            ])
            try insertIndex.run([.integer(story.id), .text(story.title), .text(folded)])
        }
        return pending.count
    }

    /// Whether the trigram index can answer `word` (folded): three characters or more, none of
    /// them GLOB's own.
    static func indexAnswers(_ word: String) -> Bool {
        word.unicodeScalars.count >= 3 && !word.contains(where: { "*?[".contains($0) })
    }

    /// How much of the cache file a scan maps: all of it, up to a size no cache reaches.
    static let scanMapBytes = 1 << 30

    public func search(_ query: SearchQuery, limit: Int) throws(StoreFailure) -> [SearchHit] {
        let words = query.words.words.map(TextFolding.fold).filter { !$0.isEmpty }
        guard !words.isEmpty || query.column != nil else { return [] }
        if !isRebuildingIndex {
            do throws(StoreFailure) {
                return try search(words, query: query, limit: limit, usesIndex: true)
            } catch {
                // The index was found damaged (the file is left alone): scan until it is rebuilt.
                guard isRebuildingIndex else { throw error }
            }
        }
        return try search(words, query: query, limit: limit, usesIndex: false)
    }

    private func search(_ words: [String], query: SearchQuery, limit: Int, usesIndex: Bool) throws(StoreFailure)
        -> [SearchHit]
    {
        // Every word must occur, in the title or the body. The trigram index answers a GLOB of
        // three characters or more (both sides are folded, so its case-sensitivity does not
        // matter). Fewer characters — common in Chinese — find nothing through it on SQLite 3.40,
        // and neither do GLOB's own metacharacters escaped as classes, nor any LIKE with ESCAPE
        // (which cannot use the index at all): those are scanned with zr_contains (memmem; instr
        // is three times slower on ten years of text), which takes the word as plain text. Beside
        // an indexed word, a short one is scanned only in the stories the index found.
        // The indexed words come first: SQLite tests the conditions in order, so a scan runs only
        // on the candidates. While a damaged index is rebuilt, every word is scanned.
        let indexed = usesIndex ? words.filter(SQLiteStoryStore.indexAnswers) : []
        let scanned = words.filter { !(usesIndex && SQLiteStoryStore.indexAnswers($0)) }
        var clauses: [String] = []
        var values: [SQLiteValue] = []
        for word in indexed {
            values.append(.text("*" + word + "*"))
            clauses.append(
                """
                t.id IN (SELECT rowid FROM search_index WHERE title GLOB ?\(values.count)
                    UNION SELECT rowid FROM search_index WHERE body GLOB ?\(values.count))
                """)
        }
        for word in scanned {
            values.append(.text(word))
            clauses.append("(zr_contains(t.title, ?\(values.count)) OR zr_contains(t.body, ?\(values.count)))")
        }
        if let column = query.column {
            values.append(.text(TextFolding.fold(column)))
            clauses.append("t.column_key = ?\(values.count)")
        }
        let scans = indexed.isEmpty && !scanned.isEmpty
        let sql = """
            SELECT e.id, e.title, e.hint, e.image_hue, e.thumbnail_url, e.ga_prefix, e.type, e.date, t.column_name,
                t.plain, e.multipic
            FROM search_text AS t
            JOIN day_entries AS e ON e.id = t.id AND e.date = (SELECT MIN(date) FROM day_entries WHERE id = t.id)
            WHERE \(clauses.joined(separator: " AND "))
            ORDER BY t.date DESC, t.id DESC LIMIT \(max(0, limit))
            """
        let searched = query.words
        return try connection.run { database throws(SQLiteError) in
            // A scan reads every story's text; mapped pages are read without a copy per page
            // (zreader-bench search: the median short query 260 → 222 ms). Every page a map has
            // touched counts as resident while it is mapped, so the map lasts for the scan only:
            // kept, ten years of cache stayed resident, 390 MB.
            if scans { try database.execute("PRAGMA mmap_size = \(Self.scanMapBytes)") }
            defer { if scans { try? database.execute("PRAGMA mmap_size = 0") } }
            do throws(SQLiteError) {
                return try database.rows(sql, values) { row throws(SQLiteError) in
                    var story = try SQLiteStoryStore.storySummary(row)
                    story.isMultipic = row.integer(at: 10) == 1
                    let date = try DayStamp(storedStamp: try row.requiredText(at: 7))
                    let snippet = row.text(at: 9).flatMap { Snippet.around(searched, in: $0) } ?? .empty
                    return SearchHit(story: story, date: date, column: row.displayText(at: 8), snippet: snippet)
                }
            } catch {
                if error.isIndexDamage { indexRepair.withLock { $0 = $0 ?? .emptying } }
                throw error
            }
        }
    }
}

extension SQLiteStoryStore {
    /// How big the search index is: the folded text it indexes, and the pages of its FTS5
    /// tables (nil where SQLite was built without `dbstat`).
    public func searchFootprint() throws(StoreFailure) -> (textBytes: Int, indexBytes: Int?) {
        try connection.run { database throws(SQLiteError) in
            let text =
                try database.firstRow(
                    "SELECT SUM(length(CAST(title AS BLOB)) + IFNULL(length(CAST(body AS BLOB)), 0)) FROM search_text"
                ) {
                    row throws(SQLiteError) in row.integer(at: 0)
                } ?? nil
            let index =
                try? database.firstRow("SELECT SUM(pgsize) FROM dbstat WHERE name LIKE 'search_index%'") {
                    row throws(SQLiteError) in row.integer(at: 0)
                } ?? nil
            return (text ?? 0, index)
        }
    }
}
