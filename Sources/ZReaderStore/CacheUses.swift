/// The days and stories shown since the cache last wrote down what was used.
struct CacheUses: Sendable {
    var days: Set<String> = []
    var stories: Set<Int> = []

    var isEmpty: Bool { days.isEmpty && stories.isEmpty }

    mutating func formUnion(_ other: CacheUses) {
        days.formUnion(other.days)
        stories.formUnion(other.stories)
    }

    /// Stamps them used at `time`; a story read counts as a use of the days that list it, so
    /// that eviction, which goes by days, keeps a day whose stories are being read.
    func write(to database: SQLiteDatabase, at time: Int) throws(SQLiteError) {
        let touchDay = try database.prepare("UPDATE days SET used_at = ?1 WHERE date = ?2 AND used_at < ?1")
        for date in days {
            try touchDay.run([.integer(time), .text(date)])
        }
        let touchStory = try database.prepare("UPDATE story_details SET used_at = ?1 WHERE id = ?2 AND used_at < ?1")
        let touchDaysOfStory = try database.prepare(
            """
            UPDATE days SET used_at = ?1
            WHERE used_at < ?1 AND date IN (SELECT date FROM day_entries WHERE id = ?2)
            """)
        for id in stories {
            try touchStory.run([.integer(time), .integer(id)])
            try touchDaysOfStory.run([.integer(time), .integer(id)])
        }
    }
}
