import Foundation
import Testing
import ZReaderCurses
import ZReaderScreen
import ZReaderTerminal

/// The query round on a real pseudo-terminal: the test plays the terminal from a thread of its own.
@Suite("The start-up query round on a terminal")
struct QueryRoundTests {
    /// A pseudo-terminal: zreader's side (`follower`) and the terminal's (`leader`).
    final class PseudoTerminal: @unchecked Sendable {
        let leader: Int32
        let follower: Int32

        init() throws {
            leader = openPseudoTerminal(O_RDWR | O_NOCTTY | O_CLOEXEC)
            try #require(leader >= 0)
            try #require(grantPseudoTerminal(leader) == 0 && unlockPseudoTerminal(leader) == 0)
            // ptsname_r: tests open terminals side by side, and ptsname's buffer is shared.
            var name = [CChar](repeating: 0, count: 128)
            try #require(pseudoTerminalName(leader, &name, name.count) == 0)
            follower = open(name, O_RDWR | O_NOCTTY | O_CLOEXEC)
            try #require(follower >= 0)
        }

        deinit {
            close(follower)
            close(leader)
        }

        /// What the leader reads: the round's query, up to its DA1 (or a pause of `milliseconds`).
        func drainLeader(milliseconds: Int32 = 2000) -> [UInt8] {
            var bytes: [UInt8] = []
            var buffer = [UInt8](repeating: 0, count: 4096)
            var descriptor = pollfd(fd: leader, events: Int16(POLLIN), revents: 0)
            while poll(&descriptor, 1, milliseconds) > 0 {
                let count = read(leader, &buffer, buffer.count)
                guard count > 0 else { break }
                bytes += buffer[..<count]
                if bytes.suffix(3).elementsEqual("\u{1B}[c".utf8) { break }
            }
            return bytes
        }

        /// Whether zreader's side has anything to read, as curses would read it (not line by line).
        var followerHasInput: Bool {
            var modes = termios()
            tcgetattr(follower, &modes)
            modes.c_lflag &= ~tcflag_t(ICANON)
            tcsetattr(follower, TCSANOW, &modes)
            var descriptor = pollfd(fd: follower, events: Int16(POLLIN), revents: 0)
            return poll(&descriptor, 1, 50) > 0
        }
    }

    /// Runs the round on the follower on a thread of its own, while `terminal` answers from
    /// another; returns once both are done (the terminal's descriptors must outlive its writes).
    func round(_ plan: QueryPlan, on pty: PseudoTerminal, terminal: @escaping @Sendable () -> Void) async
        -> (TerminalQueryRound.Outcome, Duration)
    {
        await withCheckedContinuation { continuation in
            Thread.detachNewThread {
                let answered = DispatchSemaphore(value: 0)
                Thread.detachNewThread {
                    terminal()
                    answered.signal()
                }
                let started = ContinuousClock.now
                let outcome = TerminalQueryRound.run(input: pty.follower, output: pty.follower, plan: plan)
                let elapsed = ContinuousClock.now - started
                answered.wait()
                continuation.resume(returning: (outcome, elapsed))
            }
        }
    }

    @Test func answersAreReadUntilTheSentinelAndNothingIsLeftBehind() async throws {
        let pty = try PseudoTerminal()
        let answers = Array(TerminalRecordingsForRound.kitty.utf8)
        let (outcome, elapsed) = await round(.full, on: pty) {
            let asked = pty.drainLeader()
            guard asked.suffix(3) == Array("\u{1B}[c".utf8) else { return }
            // Answered in two pieces, the second with a DA1-shaped answer and a key after the sentinel.
            _ = write(pty.leader, answers, 40)
            usleep(20_000)
            let rest = Array(answers[40...]) + Array("\u{1B}[?6cj".utf8)
            _ = write(pty.leader, rest, rest.count)
        }
        #expect(outcome.asked && outcome.report.sawSentinel && outcome.ending == .sentinel)
        #expect(outcome.report.nameAndVersion == "kitty(0.26.5)" && outcome.report.kittyGraphics)
        #expect(elapsed < .seconds(3))
        #expect(!pty.followerHasInput, "the round left answers or keys in the input queue")
    }

    @Test func aTerminalThatAnswersNothingCostsTheTimeLimitAndLeavesNothing() async throws {
        let pty = try PseudoTerminal()
        let (outcome, elapsed) = await round(.full, on: pty) { _ = pty.drainLeader() }
        #expect(outcome.asked && !outcome.report.sawSentinel && outcome.report.bytesRead == 0)
        #expect(outcome.ending == .timeLimit)
        #expect(elapsed >= .milliseconds(QueryPlan.timeLimitMilliseconds - 20))
        #expect(elapsed < .seconds(3), "the time limit holds")
        #expect(!pty.followerHasInput)
    }

    @Test func anEndlessAnswerStopsAtTheByteCap() async throws {
        let pty = try PseudoTerminal()
        let (outcome, elapsed) = await round(.full, on: pty) {
            _ = pty.drainLeader()
            // Never blocking: once the round stops reading, the terminal's buffer fills.
            _ = fcntl(pty.leader, F_SETFL, fcntl(pty.leader, F_GETFL) | O_NONBLOCK)
            let junk = [UInt8](repeating: 0x78, count: 4096)
            let deadline = ContinuousClock.now + .seconds(1)
            var sent = 0
            while sent < 160 * 1024, ContinuousClock.now < deadline {
                let count = write(pty.leader, junk, junk.count)
                if count > 0 { sent += count } else if errno == EAGAIN { usleep(1000) } else { break }
            }
        }
        // The byte cap or the time limit, whichever comes first on a busy machine.
        #expect(!outcome.report.sawSentinel && outcome.ending != .sentinel)
        #expect(outcome.report.bytesRead <= 64 * 1024)
        #expect(elapsed < .seconds(3))
    }

    @Test func aPipeIsNotATerminalAndIsSentNothing() throws {
        var ends: [Int32] = [0, 0]
        try #require(pipe(&ends) == 0)
        defer {
            close(ends[0])
            close(ends[1])
        }
        let outcome = TerminalQueryRound.run(input: ends[0], output: ends[1], plan: .full)
        #expect(!outcome.asked && outcome.ending == .notAsked)
        var descriptor = pollfd(fd: ends[0], events: Int16(POLLIN), revents: 0)
        #expect(poll(&descriptor, 1, 0) == 0, "nothing was written")
    }
}

/// kitty 0.26.5's recorded answer (as in ZReaderTerminalTests' recordings).
enum TerminalRecordingsForRound {
    static let kitty =
        "\u{1B}[1;2R\u{1B}P1$r38:2:1:2:3m\u{1B}\\\u{1B}P0+r524742\u{1B}\\\u{1B}P0+r5463\u{1B}\\\u{1B}[?2026;2$y"
        + "\u{1B}_Gi=31;OK\u{1B}\\\u{1B}[6;18;9t\u{1B}[4;144;900t\u{1B}[8;8;100t\u{1B}P>|kitty(0.26.5)\u{1B}\\"
        + "\u{1B}[>1;4000;26c\u{1B}[?62;c"
}

// glibc's pseudo-terminal calls, which Glibc's module leaves out (they need _XOPEN_SOURCE).
@_silgen_name("posix_openpt") private func openPseudoTerminal(_ flags: Int32) -> Int32
@_silgen_name("grantpt") private func grantPseudoTerminal(_ descriptor: Int32) -> Int32
@_silgen_name("unlockpt") private func unlockPseudoTerminal(_ descriptor: Int32) -> Int32
@_silgen_name("ptsname_r") private func pseudoTerminalName(
    _ descriptor: Int32, _ name: UnsafeMutablePointer<CChar>, _ length: Int
) -> Int32
