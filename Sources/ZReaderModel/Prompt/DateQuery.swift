import ZReaderDomain
import ZReaderScreen

/// A date typed at the "jump to a date" prompt: `2024-05-01`, `20240501`, `0501` (this year) or
/// `-3` (three days ago), in Beijing dates.
public enum DateQuery {
    /// Why a typed date cannot be shown.
    public enum Problem: Error, Hashable, Sendable {
        case malformed
        case beforeFirstIssue
        case inTheFuture

        /// The words for the status line.
        public var message: DisplayText {
            switch self {
            case .malformed: "日期格式不对：可输入 2024-05-01、20240501、0501 或 -3"
            case .beforeFirstIssue: "知乎日报从 2013 年 5 月 19 日开始，没有更早的内容"
            case .inTheFuture: "这一天还没有到"
            }
        }
    }

    /// The day `text` names, given `today`; a problem for anything before the first issue, after
    /// today, or not a date.
    public static func parse(_ text: String, today: DayStamp) -> Result<DayStamp, Problem> {
        let typed = text.filter { !$0.isWhitespace }
        guard let day = date(typed, today: today) else { return .failure(.malformed) }
        if day < DayStamp.firstIssue { return .failure(.beforeFirstIssue) }
        if day > today { return .failure(.inTheFuture) }
        return .success(day)
    }

    private static func date(_ typed: String, today: DayStamp) -> DayStamp? {
        let digits = typed.filter(\.isASCII)
        guard digits.count == typed.count else { return nil }
        if typed.hasPrefix("-") {
            let count = typed.dropFirst()
            guard !count.isEmpty, count.count <= 5, count.allSatisfy(\.isNumber), let days = Int(count) else {
                return nil
            }
            var day = today
            for _ in 0..<days where day > DayStamp.firstIssue.previous { day = day.previous }
            return day
        }
        let parts = typed.split(separator: "-", omittingEmptySubsequences: false)
        switch parts.count {
        case 3:
            guard parts[0].count == 4, (1...2).contains(parts[1].count), (1...2).contains(parts[2].count),
                let year = number(parts[0]), let month = number(parts[1]), let day = number(parts[2])
            else { return nil }
            return DayStamp(year: year, month: month, day: day)
        case 1 where typed.count == 8:
            return DayStamp(typed)
        case 1 where typed.count == 4:
            guard let month = number(typed.prefix(2)), let day = number(typed.suffix(2)) else { return nil }
            return DayStamp(year: today.year, month: month, day: day)
        default:
            return nil
        }
    }

    private static func number(_ text: Substring) -> Int? {
        text.allSatisfy(\.isNumber) ? Int(text) : nil
    }

    private static func number(_ text: String) -> Int? {
        number(Substring(text))
    }
}
