import Foundation
import Synchronization
import Testing

@testable import ZReaderApp

@Suite("Quitting waits a second at most for background work")
struct BoundedWaitTests {
    @Test func workThatNeverEndsIsLeftBehindAfterTheLimit() async {
        // Work blocked in a thread (as in SQLite's busy wait) until the test lets it go, 20 s later.
        // Which answers first is decided by threads, not by when the test resumes: a busy run may
        // resume it late, yet the deadline's thread answered after 300 ms and the work's cannot
        // before 20 s.
        let finished = await BoundedWait.run(within: .milliseconds(300)) {
            await withCheckedContinuation { continuation in
                Thread.detachNewThread {
                    Thread.sleep(forTimeInterval: 20)
                    continuation.resume()
                }
            }
        }
        #expect(!finished)
    }

    @Test func workThatEndsInTimeIsWaitedFor() async {
        let done = Done()
        // A limit no busy run reaches: the work needs a turn of the shared pool to run at all.
        let finished = await BoundedWait.run(within: .seconds(300)) { done.mark() }
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
