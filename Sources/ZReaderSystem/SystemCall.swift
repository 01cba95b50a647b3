import Glibc

/// The one door through which zreader makes the system calls that a signal can interrupt or
/// that can do part of their work: each is retried while it fails with `EINTR`, a write is
/// carried on until every byte is out, and any other failure is a `SystemError` with its `errno`.
///
/// swift-nio funnels its calls through one such function so that no call site forgets `EINTR`
/// or a short write; zreader does the same, so a new call site cannot get it wrong.
public enum SystemCall {
    /// Calls `body` again while it fails with `EINTR`, and returns what it returned once it did
    /// not; a failure (-1) with any other `errno` is thrown.
    ///
    /// `body` is called afresh each time, so a call with a deadline recomputes its timeout.
    public static func retrying<Value: FixedWidthInteger & SignedInteger>(
        _ call: String, _ body: () -> Value
    ) throws(SystemError) -> Value {
        while true {
            let result = body()
            guard result == -1 else { return result }
            let code = errno
            guard code == EINTR else { throw SystemError(code: code, call: call) }
        }
    }

    /// Writes every byte of `bytes` to `descriptor`, through short writes and interruptions.
    ///
    /// A write that takes nothing and reports no error could not finish: it is an `EIO`.
    public static func writeAll(_ descriptor: Int32, _ bytes: UnsafeRawBufferPointer) throws(SystemError) {
        var remaining = bytes
        while let base = remaining.baseAddress, !remaining.isEmpty {
            let written = try retrying("write") { Glibc.write(descriptor, base, remaining.count) }
            guard written > 0 else { throw SystemError(code: EIO, call: "write") }
            remaining = UnsafeRawBufferPointer(rebasing: remaining[written...])
        }
    }

    /// Writes every byte of `bytes` to `descriptor`.
    public static func writeAll(_ descriptor: Int32, _ bytes: [UInt8]) throws(SystemError) {
        let outcome = bytes.withUnsafeBytes { buffer in
            Result { () throws(SystemError) in try writeAll(descriptor, buffer) }
        }
        try outcome.get()
    }

    /// Writes all of `text`, as UTF-8, to `descriptor`.
    public static func writeAll(_ descriptor: Int32, _ text: String) throws(SystemError) {
        try writeAll(descriptor, Array(text.utf8))
    }

    /// Reads what `descriptor` has, at most `buffer.count` bytes; 0 at the end of the file.
    public static func read(_ descriptor: Int32, into buffer: UnsafeMutableRawBufferPointer) throws(SystemError)
        -> Int
    {
        try retrying("read") { Glibc.read(descriptor, buffer.baseAddress, buffer.count) }
    }

    /// Reads until the end of the file or `limit` bytes, whichever comes first.
    ///
    /// Memory grows with what is read, not with `limit`: a limit is a ceiling against a file that
    /// never ends, and may be far larger than any file read under it.
    public static func read(_ descriptor: Int32, upTo limit: Int) throws(SystemError) -> [UInt8] {
        var bytes: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: min(max(0, limit), chunkSize))
        while bytes.count < limit {
            let wanted = min(chunk.count, limit - bytes.count)
            let got = chunk.withUnsafeMutableBytes { buffer in
                Result { () throws(SystemError) in
                    try read(descriptor, into: UnsafeMutableRawBufferPointer(rebasing: buffer[..<wanted]))
                }
            }
            let taken = try got.get()
            if taken == 0 { break }
            bytes += chunk[..<taken]
        }
        return bytes
    }

    /// The most `read(_:upTo:)` asks for at once: a config file or a picture in one call.
    static let chunkSize = 1 << 20
}
