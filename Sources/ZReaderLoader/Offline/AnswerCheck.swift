import ZReaderDomain

/// Answers the cache refuses to store because their dates cannot be right: a day stored under a
/// wrong date would show in the wrong place on every later start, even after the server is fixed.
enum AnswerCheck {
    /// `news/latest` may be dated tomorrow at most (a server a little ahead of Beijing's clock).
    static func refusal(ofLatest day: DayFeed, today: DayStamp) -> String? {
        day.date > today.next ? "日期 \(day.date) 晚于今天 \(today)" : nil
    }

    /// `news/before/D` must be the day before D, for a sync that fetches days by date.
    static func refusal(of day: DayFeed, before date: DayStamp) -> String? {
        day.date == date.previous ? nil : "要的是 \(date.previous)，得到的是 \(day.date)"
    }

    /// What `news/before/D` may answer while paging back: D−1, or an older day.
    ///
    /// An older day comes when the archive has none in between (real archives skip days), and is
    /// stored and shown under its own date. A day not older than D, or one repeating D's stories
    /// (`following`, D's stored list), cannot be right.
    static func refusal(ofOlderDay day: DayFeed, before date: DayStamp, following: DayFeed?) -> String? {
        if day.date == date.previous { return nil }
        guard day.date < date, day.date >= DayStamp.firstIssue else {
            return "要的是 \(date.previous)，得到的是 \(day.date)"
        }
        let shown = Set(following?.stories.map(\.id) ?? [])
        if let repeated = day.stories.first(where: { shown.contains($0.id) }) {
            return "\(day.date) 的文章 \(repeated.id) 与 \(date) 重复"
        }
        return nil
    }
}
