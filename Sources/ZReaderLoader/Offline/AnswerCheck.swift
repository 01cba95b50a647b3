import ZReaderDomain

/// Answers the cache refuses to store because their dates cannot be right: a day stored under a
/// wrong date would show in the wrong place on every later start, even after the server is fixed.
enum AnswerCheck {
    /// `news/latest` may be dated tomorrow at most (a server a little ahead of Beijing's clock).
    static func refusal(ofLatest day: DayFeed, today: DayStamp) -> String? {
        day.date > today.next ? "日期 \(day.date) 晚于今天 \(today)" : nil
    }

    /// `news/before/D` must be the day before D.
    static func refusal(of day: DayFeed, before date: DayStamp) -> String? {
        day.date == date.previous ? nil : "要的是 \(date.previous)，得到的是 \(day.date)"
    }
}
