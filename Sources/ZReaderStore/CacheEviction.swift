/// Brings the cache under its size cap: the least recently used days go, each with the bodies,
/// counts, comments and search rows of its stories (unless another day kept lists them), and bodies no day
/// lists go by their own last use; then the freed pages are given back to the file system.
///
/// Every step is a short transaction of its own, run between other work, and the whole stops when
/// the calling task is cancelled: eviction never holds the cache for long.
struct CacheEviction {
    let connection: DatabaseConnection
    let limit: CacheLimit

    /// Units looked at, and at most removed, per transaction.
    static let batchSize = 32
    /// Pages given back per transaction (4 MiB of 4 KiB pages).
    static let pagesPerVacuum = 1024

    /// One thing eviction may remove, with the time it was last used.
    private enum Unit {
        case day(String)
        case body(Int)
    }

    func run() async {
        guard let cap = limit.maximumBytes, let target = limit.evictionTarget else { return }
        guard let used = try? connection.run({ database throws(SQLiteError) in try database.usedBytes() }),
            used > cap
        else { return }
        while !Task.isCancelled {
            let step = try? connection.run { database throws(SQLiteError) -> (removed: Int, used: Int) in
                let removed = try database.transaction(.immediate) { () throws(SQLiteError) -> Int in
                    try evictBatch(from: database, downTo: target)
                }
                return (removed, try database.usedBytes())
            }
            guard let step, step.removed > 0, step.used > target else { break }
            await Task.yield()
        }
        await giveBackFreePages(cap: cap)
    }

    /// Removes the least recently used units, one at a time, until the cache is down to `target`
    /// bytes or `batchSize` are gone; returns how many.
    private func evictBatch(from database: SQLiteDatabase, downTo target: Int) throws(SQLiteError) -> Int {
        let days = try database.rows(
            "SELECT date, used_at FROM days ORDER BY used_at, date LIMIT ?", [.integer(Self.batchSize)]
        ) { row throws(SQLiteError) in (Unit.day(try row.requiredText(at: 0)), try row.requiredInteger(at: 1)) }
        let bodies = try database.rows(
            """
            SELECT id, used_at FROM story_details AS d
            WHERE NOT EXISTS (SELECT 1 FROM day_entries AS e WHERE e.id = d.id)
            ORDER BY used_at LIMIT ?
            """, [.integer(Self.batchSize)]
        ) { row throws(SQLiteError) in (Unit.body(try row.requiredInteger(at: 0)), try row.requiredInteger(at: 1)) }
        let chosen = (days + bodies).sorted { $0.1 < $1.1 }.prefix(Self.batchSize)
        let removeDay = try database.prepare("DELETE FROM days WHERE date = ?")
        let removeBodiesOfDay = try database.prepare(
            """
            DELETE FROM story_details WHERE id IN (
                SELECT e.id FROM day_entries AS e WHERE e.date = ?1
                AND NOT EXISTS (SELECT 1 FROM day_entries AS o WHERE o.id = e.id AND o.date <> ?1))
            """)
        let removeExtrasOfDay = try database.prepare(
            """
            DELETE FROM story_extras WHERE id IN (
                SELECT e.id FROM day_entries AS e WHERE e.date = ?1
                AND NOT EXISTS (SELECT 1 FROM day_entries AS o WHERE o.id = e.id AND o.date <> ?1))
            """)
        let removeCommentsOfDay = try database.prepare(
            """
            DELETE FROM comment_lists WHERE story_id IN (
                SELECT e.id FROM day_entries AS e WHERE e.date = ?1
                AND NOT EXISTS (SELECT 1 FROM day_entries AS o WHERE o.id = e.id AND o.date <> ?1))
            """)
        // The search index's rows of those stories go too: it is part of what the cap bounds, and
        // a story the cache no longer has cannot be found.
        let onlyOnDay = """
            SELECT e.id FROM day_entries AS e WHERE e.date = ?1
            AND NOT EXISTS (SELECT 1 FROM day_entries AS o WHERE o.id = e.id AND o.date <> ?1)
            """
        let forgetSearchOfDay = try database.prepare(
            """
            INSERT INTO search_index (search_index, rowid, title, body)
            SELECT 'delete', id, title, body FROM search_text WHERE id IN (\(onlyOnDay))
            """)
        let removeSearchTextOfDay = try database.prepare("DELETE FROM search_text WHERE id IN (\(onlyOnDay))")
        let removeBody = try database.prepare("DELETE FROM story_details WHERE id = ?")
        let removeExtra = try database.prepare("DELETE FROM story_extras WHERE id = ?")
        let removeComments = try database.prepare("DELETE FROM comment_lists WHERE story_id = ?")
        var removed = 0
        for (unit, _) in chosen {
            guard try database.usedBytes() > target else { break }
            removed += 1
            switch unit {
            case .day(let date):
                try removeBodiesOfDay.run([.text(date)])
                try removeExtrasOfDay.run([.text(date)])
                try removeCommentsOfDay.run([.text(date)])
                try forgetSearchOfDay.run([.text(date)])
                try removeSearchTextOfDay.run([.text(date)])
                // The day's list and banner go with it (ON DELETE CASCADE).
                try removeDay.run([.text(date)])
            case .body(let id):
                try removeBody.run([.integer(id)])
                try removeExtra.run([.integer(id)])
                try removeComments.run([.integer(id)])
            }
        }
        return removed
    }

    /// Shrinks the file by its free pages: a few at a time in a cache made with incremental
    /// vacuum; a cache from before that is rebuilt once, when it is over the cap.
    private func giveBackFreePages(cap: Int) async {
        let mode = try? connection.run { database throws(SQLiteError) in try database.integer("PRAGMA auto_vacuum") }
        switch mode {
        case 2:
            var left = Int.max
            while !Task.isCancelled {
                let free = try? connection.run { database throws(SQLiteError) -> Int in
                    try database.execute("PRAGMA incremental_vacuum(\(Self.pagesPerVacuum))")
                    return try database.integer("PRAGMA freelist_count")
                }
                // Done, failed, or no longer shrinking (another process filling the free pages).
                guard let free, free > 0, free < left else { break }
                left = free
                await Task.yield()
            }
        case 0:
            guard !Task.isCancelled else { return }
            try? connection.run { database throws(SQLiteError) in
                let fileBytes = try database.integer("PRAGMA page_count") * database.integer("PRAGMA page_size")
                guard fileBytes > cap else { return }
                try database.execute("PRAGMA auto_vacuum = INCREMENTAL")
                try database.execute("VACUUM")
            }
        default:
            break
        }
        // The file shrinks only when the log is folded back into it.
        _ = try? connection.run { database throws(SQLiteError) in try database.execute("PRAGMA wal_checkpoint(PASSIVE)")
        }
    }
}
