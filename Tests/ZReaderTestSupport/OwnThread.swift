import Foundation

/// Runs blocking work on a thread of its own, so that a test waiting for it holds none of the
/// few threads that every test's asynchronous work shares.
public enum OwnThread {
    /// Runs `body` on a new thread and returns its result once it ends.
    public static func run<Result: Sendable>(_ body: @escaping @Sendable () -> Result) async -> Result {
        await withCheckedContinuation { continuation in
            Thread.detachNewThread { continuation.resume(returning: body()) }
        }
    }
}
