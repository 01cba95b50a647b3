/// What one GET accepts and how long it may take.
///
/// The size limit counts the decoded bytes: a compressed answer is measured as it inflates, so a
/// small gzip that expands to gigabytes stops at the limit.
public struct HTTPRequestOptions: Sendable, Hashable {
    /// The largest body accepted, after decompression.
    public var maximumBytes: Int
    /// The `Accept` header.
    public var accept: String
    /// The longest wait for the connection (DNS, TCP and TLS).
    public var connectTimeout: Duration
    /// The longest wait for the whole answer, redirects included.
    public var totalTimeout: Duration
    /// An answer slower than this many bytes a second for `lowSpeedTime` is ended as a timeout, so a
    /// server that drips does not hold a request for the whole `totalTimeout`.
    public var lowSpeedBytesPerSecond: Int
    /// How long an answer may stay under `lowSpeedBytesPerSecond`.
    public var lowSpeedTime: Duration

    public init(
        maximumBytes: Int = 8 * 1_048_576, accept: String = "application/json", connectTimeout: Duration = .seconds(10),
        totalTimeout: Duration = .seconds(30), lowSpeedBytesPerSecond: Int = 100, lowSpeedTime: Duration = .seconds(15)
    ) {
        self.maximumBytes = maximumBytes
        self.accept = accept
        self.connectTimeout = connectTimeout
        self.totalTimeout = totalTimeout
        self.lowSpeedBytesPerSecond = lowSpeedBytesPerSecond
        self.lowSpeedTime = lowSpeedTime
    }

    /// The API's JSON: up to 8 MB.
    public static let api = HTTPRequestOptions()

    /// One picture of up to `maximumBytes` (the image host sends JPEG, PNG, WebP or GIF).
    public static func picture(maximumBytes: Int = 4 * 1_048_576) -> HTTPRequestOptions {
        HTTPRequestOptions(maximumBytes: maximumBytes, accept: "image/webp,image/png,image/jpeg,image/*;q=0.8")
    }
}
