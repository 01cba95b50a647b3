import ZReaderScreen

/// An offline download held because the server asked it to slow down (HTTP 429 or 503 with
/// `Retry-After`), for the progress line to say so: `等待 120 秒`.
public struct SyncWait: Hashable, Sendable {
    /// The whole seconds of the hold, at least 1.
    public var seconds: Int

    public init(seconds: Int) {
        self.seconds = max(1, seconds)
    }

    /// The hold as a whole number of seconds, rounded up so a short wait never reads 0.
    public init(_ duration: Duration) {
        let (seconds, attoseconds) = duration.components
        self.init(seconds: Int(seconds) + (attoseconds > 0 ? 1 : 0))
    }

    /// `等待 120 秒`.
    public var text: DisplayText { "等待 \(seconds) 秒" }
}
