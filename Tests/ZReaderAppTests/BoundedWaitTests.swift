import Foundation
import Synchronization
import Testing

@testable import ZReaderApp

@Suite("Quitting waits a second at most for background work")
struct BoundedWaitTests {
    @Test func workThatNeverEndsIsLeftBehindAfterTheLimit() async {
        // Work blocked in a thread (as in SQLite's busy wait) until the test lets it go, 20 s later.
        let started = ContinuousClock.now
        let finished = await BoundedWait.run(within: .milliseconds(300)) {
            await withCheckedContinuation { continuation in
                Thread.detachNewThread {
                    Thread.sleep(forTimeInterval: 20)
                    continuation.resume()
                }
            }
        }
        #expect(!finished)
        // Generous for a loaded machine, far below the work's 20 s.
        #expect(ContinuousClock.now - started < .seconds(10))
    }

    @Test func workThatEndsInTimeIsWaitedFor() async {
        let done = Done()
        let finished = await BoundedWait.run(within: .seconds(30)) { done.mark() }
        #expect(finished)
        #expect(done.isMarked)
    }
}

/// Whether the work ran to its end.
private final class Done: Sendable {
    private let marked = Mutex(false)

    func mark() { marked.withLock { $0 = true } }
    var isMarked: Bool { marked.withLock { $0 } }
}
