import Glibc

/// A system call that failed: the `errno` it left and which call it was.
public struct SystemError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The `errno` the call left.
    public let code: Int32
    /// The call's name (`write`, `read`, `poll`), for a log line or a test.
    public let call: String

    public init(code: Int32, call: String) {
        self.code = code
        self.call = call
    }

    /// The reader of a pipe went away (`zreader | head -1` with SIGPIPE ignored): not a fault, a
    /// reason to stop writing and end quietly, as SIGPIPE itself would have (status 141).
    public var isBrokenPipe: Bool { code == EPIPE }

    /// A non-blocking descriptor had nothing to give or no room to take: try again later.
    public var wouldBlock: Bool { code == EAGAIN || code == EWOULDBLOCK }

    /// The system's words for the error (`Broken pipe`), as `strerror(3)` gives them.
    public var description: String {
        strerror(code).map { String(cString: $0) } ?? "errno \(code)"
    }
}
