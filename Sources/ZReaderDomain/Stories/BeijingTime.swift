import ZReaderScreen

/// Unix times as Beijing wall-clock text (UTC+8, the API's time zone), without Foundation.
public enum BeijingTime {
    /// The times shown: 1970 through 9999.
    ///
    /// Times from outside are clamped into it, so that no
    /// value can overflow the arithmetic below.
    static let range = 0...253_402_271_999

    /// `MM-dd HH:mm`, with the year in front (`yyyy-MM-dd HH:mm`) when it is not `currentYear`.
    public static func text(_ unixSeconds: Int, currentYear: Int? = nil) -> DisplayText {
        let local = min(max(unixSeconds, range.lowerBound), range.upperBound) + 8 * 3600
        let days = local >= 0 ? local / 86_400 : (local - 86_399) / 86_400
        let secondsOfDay = local - days * 86_400
        let (year, month, day) = civil(fromDays: days)
        let date: DisplayText =
            "\(month, digits: 2)-\(day, digits: 2) \(secondsOfDay / 3600, digits: 2):\(secondsOfDay % 3600 / 60, digits: 2)"
        return year == currentYear ? date : "\(year)-\(date)"
    }

    /// The Beijing calendar day of a Unix time.
    public static func day(_ unixSeconds: Int) -> DayStamp? {
        guard range.contains(unixSeconds) else { return nil }
        let local = unixSeconds + 8 * 3600
        let days = local >= 0 ? local / 86_400 : (local - 86_399) / 86_400
        let (year, month, day) = civil(fromDays: days)
        return DayStamp(year: year, month: month, day: day)
    }

    /// Howard Hinnant's civil_from_days: days since 1970-01-01 to a Gregorian date.
    static func civil(fromDays days: Int) -> (Int, Int, Int) {
        let shifted = days + 719_468
        let era = (shifted >= 0 ? shifted : shifted - 146_096) / 146_097
        let dayOfEra = shifted - era * 146_097
        let yearOfEra = (dayOfEra - dayOfEra / 1460 + dayOfEra / 36_524 - dayOfEra / 146_096) / 365
        let dayOfYear = dayOfEra - (365 * yearOfEra + yearOfEra / 4 - yearOfEra / 100)
        let monthIndex = (5 * dayOfYear + 2) / 153
        let day = dayOfYear - (153 * monthIndex + 2) / 5 + 1
        let month = monthIndex < 10 ? monthIndex + 3 : monthIndex - 9
        return (yearOfEra + era * 400 + (month <= 2 ? 1 : 0), month, day)
    }
}
