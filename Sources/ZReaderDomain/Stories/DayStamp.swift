import ZReaderScreen

/// A calendar day of Zhihu Daily (a Beijing date), as the API's `"YYYYMMDD"`.
public struct DayStamp: Hashable, Sendable, Comparable, CustomStringConvertible {
    public let year: Int
    public let month: Int
    public let day: Int

    /// nil unless the values name a real Gregorian date.
    public init?(year: Int, month: Int, day: Int) {
        guard (1...9999).contains(year), (1...12).contains(month),
            (1...DayStamp.daysIn(month: month, year: year)).contains(day)
        else { return nil }
        self.year = year
        self.month = month
        self.day = day
    }

    /// Parses `"YYYYMMDD"`; nil for anything else.
    public init?(_ text: String) {
        guard text.utf8.count == 8, text.utf8.allSatisfy({ (48...57).contains($0) }),
            let value = Int(text)
        else { return nil }
        self.init(year: value / 10000, month: value / 100 % 100, day: value % 100)
    }

    /// The first day Zhihu Daily published: the API has nothing before it.
    public static let firstIssue = DayStamp(unchecked: 2013, 5, 19)

    private init(unchecked year: Int, _ month: Int, _ day: Int) {
        self.year = year
        self.month = month
        self.day = day
    }

    /// `"YYYYMMDD"`, the form the API uses in `date` and in `news/before/D`.
    public var stamp: String {
        zeroPadded(year, 4) + zeroPadded(month, 2) + zeroPadded(day, 2)
    }

    public var description: String { stamp }

    /// The day before.
    public var previous: DayStamp {
        if day > 1 { return DayStamp(unchecked: year, month, day - 1) }
        if month > 1 {
            return DayStamp(unchecked: year, month - 1, DayStamp.daysIn(month: month - 1, year: year))
        }
        return DayStamp(unchecked: year - 1, 12, 31)
    }

    /// The day after.
    public var next: DayStamp {
        if day < DayStamp.daysIn(month: month, year: year) {
            return DayStamp(unchecked: year, month, day + 1)
        }
        if month < 12 { return DayStamp(unchecked: year, month + 1, 1) }
        return DayStamp(unchecked: year + 1, 1, 1)
    }

    /// 0 for Sunday through 6 for Saturday.
    public var weekday: Int {
        // Sakamoto's method for the Gregorian calendar.
        let offsets = [0, 3, 2, 5, 0, 3, 5, 1, 4, 6, 2, 4]
        let y = month < 3 ? year - 1 : year
        return (y + y / 4 - y / 100 + y / 400 + offsets[month - 1] + day) % 7
    }

    /// The section header the app shows: `11月29日 星期日`.
    public var sectionTitle: DisplayText {
        let names: [DisplayText] = ["日", "一", "二", "三", "四", "五", "六"]
        return "\(month, digits: 2)月\(day, digits: 2)日 星期\(names[weekday])"
    }

    /// The section header with the year in front when it is not `currentYear`:
    /// `2020年01月02日 星期四`, so a day of another year is never read as this year's.
    public func sectionTitle(currentYear: Int?) -> DisplayText {
        year == currentYear || currentYear == nil ? sectionTitle : "\(year)年\(sectionTitle)"
    }

    /// Unix seconds at the start of this day in Beijing (00:00 +08:00), the API's time zone.
    public var beijingMidnight: Int {
        // Days since 1970-01-01 (Howard Hinnant's days_from_civil).
        let y = month <= 2 ? year - 1 : year
        let era = (y >= 0 ? y : y - 399) / 400
        let yearOfEra = y - era * 400
        let dayOfYear = (153 * (month + (month > 2 ? -3 : 9)) + 2) / 5 + day - 1
        let dayOfEra = yearOfEra * 365 + yearOfEra / 4 - yearOfEra / 100 + dayOfYear
        let days = era * 146_097 + dayOfEra - 719_468
        return days * 86_400 - 8 * 3600
    }

    public static func < (lhs: DayStamp, rhs: DayStamp) -> Bool {
        (lhs.year, lhs.month, lhs.day) < (rhs.year, rhs.month, rhs.day)
    }

    static func daysIn(month: Int, year: Int) -> Int {
        switch month {
        case 2: (year % 4 == 0 && year % 100 != 0) || year % 400 == 0 ? 29 : 28
        case 4, 6, 9, 11: 30
        default: 31
        }
    }
}

/// `value` with leading zeros to `width` digits.
private func zeroPadded(_ value: Int, _ width: Int) -> String {
    let digits = String(value)
    return String(repeating: "0", count: max(0, width - digits.count)) + digits
}
