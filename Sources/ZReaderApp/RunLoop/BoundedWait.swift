import Synchronization
import ZReaderSystem

/// Waits for background work at most so long, then goes on without it: quitting never waits more
/// than a second on a store stuck behind another process's lock or a disk that does not answer.
///
/// Neither the work's end nor the deadline needs the concurrency pool to let the waiter go: the
/// deadline is a thread of its own, so a pool whose every thread is blocked (in SQLite's busy wait,
/// in a read) still ends the wait on time. What the work leaves unfinished is dropped with the
/// process; SQLite's transactions keep what was written whole.
enum BoundedWait {
    /// How long quitting waits for the stores to close.
    static let quitting: Duration = .seconds(1)

    /// The waiter, answered once: by the work's end or by the deadline, whichever comes first.
    private final class Waiter: Sendable {
        private let continuation: Mutex<CheckedContinuation<Bool, Never>?>

        init(_ continuation: CheckedContinuation<Bool, Never>) {
            self.continuation = Mutex(continuation)
        }

        func answer(finished: Bool) {
            continuation.withLock { $0.take() }?.resume(returning: finished)
        }
    }

    /// Runs `work` and returns true once it finished, or false once `limit` passed before that.
    static func run(within limit: Duration, _ work: @escaping @Sendable () async -> Void) async -> Bool {
        await withCheckedContinuation { continuation in
            let waiter = Waiter(continuation)
            Task.detached {
                await work()
                waiter.answer(finished: true)
            }
            do {
                try SystemThread.start(name: "zreader-deadline") {
                    SystemThread.sleep(for: limit)
                    waiter.answer(finished: false)
                }
            } catch {
                // No thread for the deadline: the work's end answers alone, as without a bound.
            }
        }
    }
}
