import ZReaderDomain

/// When a story was published, as well as zreader knows it.
public enum PublishedAt: Hashable, Sendable {
    /// The moment, in Unix seconds: the page's `publish_time`, or the list's day at the hour its
    /// `ga_prefix` names.
    case time(Int)
    /// Only the day: the day of the list the story was opened from (a Beijing date).
    case day(DayStamp)

    /// The page's `publish_time` when it has one (v4 pages since about 2023); else the day of
    /// the list the story was opened from, dated as the API dates lists (UTC+8), at the hour of
    /// its `ga_prefix` ("MMDDHH") when that names the same day; nil when neither is known.
    static func of(publishTime: Int?, listDate: DayStamp?, gaPrefix: String?) -> PublishedAt? {
        if let publishTime, publishTime > 0 { return .time(publishTime) }
        guard let listDate else { return nil }
        guard let prefix = gaPrefix, prefix.utf8.count == 6, let value = Int(prefix), value >= 0,
            value / 10000 == listDate.month, value / 100 % 100 == listDate.day, value % 100 < 24
        else { return .day(listDate) }
        return .time(listDate.beijingMidnight + value % 100 * 3600)
    }
}
