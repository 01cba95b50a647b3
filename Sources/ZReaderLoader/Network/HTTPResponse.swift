import FoundationEssentials
import ZReaderDomain

/// An HTTP answer as the server gave it: any status, with the body within the request's size limit.
public struct HTTPResponse: Sendable, Hashable {
    public var status: Int
    /// The decoded body (gzip, deflate, brotli and zstd are undone).
    public var body: Data
    /// The `Content-Type` header, when there was one.
    public var contentType: String?
    /// How long the server asked the client to wait (`Retry-After`, given in seconds or as a date),
    /// when it said: what a 429 or 503 means to a client that must come back later.
    public var retryAfterSeconds: Int?

    public init(status: Int, body: Data, contentType: String? = nil, retryAfterSeconds: Int? = nil) {
        self.status = status
        self.body = body
        self.contentType = contentType
        self.retryAfterSeconds = retryAfterSeconds
    }

    /// Nil for a 2xx answer; else the failure its status means.
    public var failure: LoadFailure? {
        (200..<300).contains(status) ? nil : .httpStatus(status)
    }
}
