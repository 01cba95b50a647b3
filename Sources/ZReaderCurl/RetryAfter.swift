import CCurl
import Glibc

/// `Retry-After` read as seconds from now: a number of seconds, or an HTTP date.
enum RetryAfter {
    /// A day: a server asking for longer is taken at this (a number from outside never overflows
    /// a timer and never puts a retry years away).
    static let longest = 86_400

    static func seconds(from value: String, now: time_t) -> Int? {
        let trimmed = value.trimming(.whitespaces)
        guard !trimmed.isEmpty else { return nil }
        if trimmed.utf8.allSatisfy({ (UInt8(ascii: "0")...UInt8(ascii: "9")).contains($0) }) {
            return Int(trimmed).map { min($0, longest) } ?? longest
        }
        let date = curl_getdate(trimmed, nil)
        guard date != -1 else { return nil }
        let (difference, overflow) = Int(date).subtractingReportingOverflow(Int(now))
        if overflow { return nil }
        return min(max(difference, 0), longest)
    }
}
