/// How large the cache may grow: bodies and days beyond it are evicted, least recently used first.
public struct CacheLimit: Hashable, Sendable {
    /// The most bytes the cache's pages may hold (its file, less free pages); nil for no cap.
    public var maximumBytes: Int?

    public init(maximumBytes: Int?) {
        self.maximumBytes = maximumBytes
    }

    /// 500 MB: ten years of Zhihu Daily with every body is about 140 MB.
    public static let standard = CacheLimit(maximumBytes: 500 * 1_048_576)

    public static let unlimited = CacheLimit(maximumBytes: nil)

    /// `--cache-mb N`: N megabytes, 0 for no cap.
    public static func megabytes(_ count: Int) -> CacheLimit {
        CacheLimit(maximumBytes: count > 0 ? count * 1_048_576 : nil)
    }

    /// Eviction goes a tenth below the cap, so that the next few saves do not start it again.
    var evictionTarget: Int? {
        maximumBytes.map { $0 / 10 * 9 }
    }
}
