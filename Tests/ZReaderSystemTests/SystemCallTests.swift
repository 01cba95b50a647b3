import Foundation
import Synchronization
import Testing
import ZReaderSystem

/// Signals the test handler has taken: written from a signal handler, so an atomic.
private let deliveries = Atomic<Int>(0)

@Suite("System calls through the one door", .serialized)
struct SystemCallTests {
    @Test func aReadInterruptedByASignalIsTriedAgainAndGetsTheBytes() async throws {
        let (readEnd, writeEnd) = try Self.pipe()
        defer { close(readEnd) }
        let blocked = BlockedThread {
            var buffer = [UInt8](repeating: 0, count: 16)
            let count = buffer.withUnsafeMutableBytes { buffer in
                Result { () throws(SystemError) in try SystemCall.read(readEnd, into: buffer) }
            }
            return count.map { Array(buffer.prefix($0)) }
        }
        // Interrupted again and again while it waits on the empty pipe: each read fails with
        // EINTR, which only the door's retry turns into waiting on.
        let interrupted = try await Self.interrupt(blocked, times: 20)
        #expect(interrupted > 0)
        try SystemCall.writeAll(writeEnd, [7, 8, 9])
        close(writeEnd)
        #expect(try await blocked.result().get() == [7, 8, 9])
    }

    @Test func aWriteCutShortByASignalIsCarriedOnToTheLastByte() async throws {
        let (readEnd, writeEnd) = try Self.pipe()
        // A pipe of one page (F_SETPIPE_SZ, which Glibc's module leaves out), so that the write
        // blocks at once and again and again.
        _ = fcntl(writeEnd, 1031, 4096)
        let bytes = (0..<(256 * 1024)).map { UInt8(truncatingIfNeeded: $0 &* 31) }
        let blocked = BlockedThread {
            defer { close(writeEnd) }
            return Result { () throws(SystemError) in try SystemCall.writeAll(writeEnd, bytes) }
        }
        let reader = BlockedThread {
            defer { close(readEnd) }
            var received: [UInt8] = []
            var chunk = [UInt8](repeating: 0, count: 4096)
            while true {
                // Slowly, so that the writer is still blocked when the signals come.
                usleep(1000)
                let count = chunk.withUnsafeMutableBytes { Glibc.read(readEnd, $0.baseAddress, $0.count) }
                if count < 0, errno == EINTR { continue }
                if count <= 0 { break }
                received += chunk[..<count]
            }
            return received
        }
        // A blocked write that has written something returns what it wrote when a signal comes:
        // short writes, which the door carries on from where they stopped.
        let interrupted = try await Self.interrupt(blocked, times: 20)
        #expect(interrupted > 0)
        try await blocked.result().get()
        reader.release()
        let received = await reader.result()
        #expect(received.count == bytes.count)
        let isTheSame = received == bytes
        #expect(isTheSame, "the bytes arrived changed or out of order")
    }

    @Test func aWriteToAPipeNobodyReadsIsABrokenPipeError() throws {
        let previous = signal(SIGPIPE, SIG_IGN)
        defer { signal(SIGPIPE, previous) }
        let (readEnd, writeEnd) = try Self.pipe()
        defer { close(writeEnd) }
        close(readEnd)
        #expect(throws: SystemError(code: EPIPE, call: "write")) {
            try SystemCall.writeAll(writeEnd, "zreader | head -1\n")
        }
        do {
            try SystemCall.writeAll(writeEnd, [1])
            Issue.record("a write to a closed pipe succeeded")
        } catch {
            #expect(error.isBrokenPipe)
            #expect(error.description == "Broken pipe")
        }
    }

    @Test func readingUpToALimitStopsAtTheEndOrAtTheLimit() throws {
        let (readEnd, writeEnd) = try Self.pipe()
        defer { close(readEnd) }
        try SystemCall.writeAll(writeEnd, "三个字")
        close(writeEnd)
        #expect(try SystemCall.read(readEnd, upTo: 4) == Array("三个字".utf8.prefix(4)))
        #expect(try SystemCall.read(readEnd, upTo: 100) == Array("三个字".utf8.dropFirst(4)))
        #expect(try SystemCall.read(readEnd, upTo: 100) == [])
    }

    @Test func aFailureOtherThanAnInterruptionIsThrownWithItsErrno() {
        #expect(throws: SystemError(code: EBADF, call: "read")) {
            try SystemCall.read(-1, upTo: 1)
        }
        var calls = 0
        #expect(throws: SystemError(code: ENOENT, call: "open")) {
            try SystemCall.retrying("open") {
                calls += 1
                return open("/nonexistent/zreader", O_RDONLY)
            }
        }
        #expect(calls == 1)
    }

    @Test func theClockIsUnixSeconds() {
        let before = Int(Date().timeIntervalSince1970)
        let now = UnixClock.now()
        let after = Int(Date().timeIntervalSince1970)
        #expect(before <= now && now <= after)
    }

    private static func pipe() throws -> (Int32, Int32) {
        var ends: [Int32] = [-1, -1]
        try #require(Glibc.pipe(&ends) == 0)
        return (ends[0], ends[1])
    }

    /// Sends SIGURG to `blocked`'s thread `times` times, 10 ms apart, with a handler that interrupts
    /// system calls (no SA_RESTART), then lets the thread end; returns how many the handler took.
    private static func interrupt<Value>(_ blocked: BlockedThread<Value>, times: Int) async throws -> Int {
        defer { blocked.release() }
        let thread = try await blocked.thread()
        var action = sigaction()
        action.__sigaction_handler.sa_handler = { _ in deliveries.add(1, ordering: .relaxed) }
        action.sa_flags = 0
        sigemptyset(&action.sa_mask)
        var previous = sigaction()
        try #require(sigaction(SIGURG, &action, &previous) == 0)
        defer { sigaction(SIGURG, &previous, nil) }
        let start = deliveries.load(ordering: .relaxed)
        for _ in 0..<times {
            try await Task.sleep(for: .milliseconds(10))
            pthread_kill(thread, SIGURG)
        }
        try await Task.sleep(for: .milliseconds(10))
        return deliveries.load(ordering: .relaxed) - start
    }
}

/// Blocking work on a thread of its own, whose id a test can signal: the thread outlives its work
/// until the test lets it go, so that a signal never goes to a thread that has ended.
private final class BlockedThread<Value: Sendable>: Sendable {
    private let started = Mutex<pthread_t?>(nil)
    private let finished = Mutex<Value?>(nil)
    private let released = Atomic(false)

    init(_ body: @escaping @Sendable () -> Value) {
        Thread.detachNewThread { [self] in
            // Threads may start with every signal blocked; this one is to be interrupted.
            var interrupting = sigset_t()
            sigemptyset(&interrupting)
            sigaddset(&interrupting, SIGURG)
            pthread_sigmask(SIG_UNBLOCK, &interrupting, nil)
            started.withLock { $0 = pthread_self() }
            let value = body()
            finished.withLock { $0 = value }
            while !released.load(ordering: .acquiring) { usleep(1000) }
        }
    }

    /// Lets the thread end once its work is done.
    func release() {
        released.store(true, ordering: .releasing)
    }

    /// The thread's id, once it has started.
    func thread() async throws -> pthread_t {
        for _ in 0..<3000 {
            if let thread = started.withLock({ $0 }) { return thread }
            try await Task.sleep(for: .milliseconds(10))
        }
        throw CancellationError()
    }

    /// What `body` returned, waited for up to 30 s.
    func result() async -> Value {
        for _ in 0..<3000 {
            if let value = finished.withLock({ $0 }) { return value }
            try? await Task.sleep(for: .milliseconds(10))
        }
        fatalError("the thread did not finish in 30 s")
    }
}

@Suite("System threads")
struct SystemThreadTests {
    @Test func aSystemThreadRunsItsWorkOffTheCallersThreadUnderItsName() async throws {
        let callerWentOn = Atomic(false)
        let seen = Mutex<(callerWentOn: Bool, name: String)?>(nil)
        try SystemThread.start(name: "zreader-test-thread-name") {
            // Waits for the caller to go on past `start`, which it could not if this ran on its thread.
            let deadline = ContinuousClock.now + .seconds(30)
            while !callerWentOn.load(ordering: .acquiring) && ContinuousClock.now < deadline { usleep(1000) }
            let name = (try? String(contentsOfFile: "/proc/thread-self/comm", encoding: .utf8)) ?? ""
            seen.withLock { $0 = (callerWentOn.load(ordering: .acquiring), name.trimmingCharacters(in: .newlines)) }
        }
        callerWentOn.store(true, ordering: .releasing)
        for _ in 0..<3000 where seen.withLock({ $0 == nil }) {
            try await Task.sleep(for: .milliseconds(10))
        }
        let ran = try #require(seen.withLock { $0 })
        #expect(ran.callerWentOn)
        // The system keeps 15 bytes of a thread's name.
        #expect(ran.name == "zreader-test-th")
    }

    @Test func sleepingLastsAtLeastItsDuration() {
        let start = ContinuousClock.now
        SystemThread.sleep(for: .milliseconds(30))
        #expect(ContinuousClock.now - start >= .milliseconds(30))
    }
}
