#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The wall clock in the two forms the cache records: Unix seconds, and a local file-name stamp.
enum UnixTime {
    @Sendable static func now() -> Int {
        Int(time(nil))
    }

    /// `"20261130-031500"`: local time, so the name of a moved-aside file matches the user's clock.
    static func fileStamp(_ seconds: Int) -> String {
        var clock = time_t(seconds)
        var parts = tm()
        guard localtime_r(&clock, &parts) != nil else { return String(seconds) }
        func padded(_ value: Int32, _ width: Int) -> String {
            let digits = String(value)
            return String(repeating: "0", count: max(0, width - digits.count)) + digits
        }
        let date = padded(parts.tm_year + 1900, 4) + padded(parts.tm_mon + 1, 2) + padded(parts.tm_mday, 2)
        return date + "-" + padded(parts.tm_hour, 2) + padded(parts.tm_min, 2) + padded(parts.tm_sec, 2)
    }
}
