import Synchronization
import ZReaderSystem

/// The data file's writes, one at a time in the order they were asked for, on a thread of their
/// own: a write waiting for another process's lock (each waits at most its bound) holds back only
/// the writes after it, never the loader's stories and days nor the input thread.
final class DataFileWriter: Sendable {
    private struct Queue {
        var writes: [@Sendable () -> Void] = []
        var isRunning = false
    }

    private let queue = Mutex(Queue())

    /// Runs `write` after every write asked for before it, and answers what it returned.
    ///
    /// The write is queued on the caller's actor before it suspends, so an actor's writes keep
    /// the order it asked for them in.
    func perform<Value: Sendable>(
        isolation: isolated (any Actor)? = #isolation, _ write: @escaping @Sendable () -> Value
    ) async -> Value {
        await withCheckedContinuation(isolation: isolation) { continuation in
            enqueue { continuation.resume(returning: write()) }
        }
    }

    /// Returns once every write asked for so far is done.
    func drain(isolation: isolated (any Actor)? = #isolation) async {
        await perform(isolation: isolation) {}
    }

    /// Queues `write`, starting the writer's thread when none is running; the thread ends when the
    /// queue is empty.
    func enqueue(_ write: @escaping @Sendable () -> Void) {
        let starts = queue.withLock { queue -> Bool in
            queue.writes.append(write)
            guard !queue.isRunning else { return false }
            queue.isRunning = true
            return true
        }
        guard starts else { return }
        do {
            try SystemThread.start(name: "zreader-data") { self.runQueued() }
        } catch {
            // No thread to be had: the writes run here, as they did before there was a writer.
            runQueued()
        }
    }

    private func runQueued() {
        while let write = next() {
            write()
        }
    }

    private func next() -> (@Sendable () -> Void)? {
        queue.withLock { queue in
            guard !queue.writes.isEmpty else {
                queue.isRunning = false
                return nil
            }
            return queue.writes.removeFirst()
        }
    }
}
