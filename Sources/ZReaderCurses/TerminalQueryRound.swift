import Glibc
import ZReaderScreen
import ZReaderSystem
import ZReaderTerminal

/// The start-up query round: asks the terminal everything zreader wants to know in one write
/// (`QueryPlan`), reads the answers until the DA1 answer ends them, and leaves nothing behind.
///
/// It can never hang or leak: it runs only when input and output are terminals, the wait has a
/// hard limit (`QueryPlan.timeLimitMilliseconds`) and the reading a byte cap, echo and line mode are off
/// only meanwhile (Ctrl-C still ends a stuck start), and after the sentinel what is already there
/// is read and the input queue flushed, so no answer (nor a key typed in those milliseconds)
/// reaches curses. An answer that comes later still is dropped whole by `InputDecoder`.
public enum TerminalQueryRound {
    /// The most bytes read: enough for every answer many times over.
    static let byteCap = 64 * 1024

    /// Why the reading stopped.
    public enum Ending: Sendable {
        /// The DA1 answer came.
        case sentinel
        /// It did not come within `QueryPlan.timeLimitMilliseconds`.
        case timeLimit
        /// The terminal sent more than `byteCap` bytes without it.
        case byteCap
        /// Nothing was asked: no terminal, or nothing to ask.
        case notAsked
    }

    /// What the round found.
    public struct Outcome: Sendable {
        /// Whether the terminal was asked at all (a terminal, a plan other than `.none`).
        public var asked: Bool
        public var ending: Ending
        public var report: TerminalReport
        /// The kernel's idea of the window, cells and pixels.
        public var window: WindowSize?
        /// From the write to the end of the reading.
        public var milliseconds: Double
    }

    /// Runs `plan` on the terminal: written to `output`, answers read from `input`.
    public static func run(input: Int32, output: Int32, plan: QueryPlan) -> Outcome {
        let window = windowSize(of: output)
        var outcome = Outcome(asked: false, ending: .notAsked, report: .none, window: window, milliseconds: 0)
        guard plan != .none, isatty(input) == 1, isatty(output) == 1 else { return outcome }
        var saved = termios()
        guard tcgetattr(input, &saved) == 0 else { return outcome }
        var quiet = saved
        quiet.c_lflag &= ~tcflag_t(ICANON | ECHO)
        guard tcsetattr(input, TCSANOW, &quiet) == 0 else { return outcome }
        defer { tcsetattr(input, TCSANOW, &saved) }
        let started = ContinuousClock.now
        guard (try? SystemCall.writeAll(output, plan.bytes)) != nil else { return outcome }
        outcome.asked = true
        var parser = TerminalReplyParser()
        outcome.ending = read(
            from: input, into: &parser, until: started + .milliseconds(QueryPlan.timeLimitMilliseconds))
        // Whatever is already there (a second DA1-shaped answer, keys) goes too, and then the queue.
        if outcome.ending != .byteCap {
            _ = read(from: input, into: &parser, until: nil)
        }
        tcflush(input, TCIFLUSH)
        outcome.report = parser.report
        let elapsed = ContinuousClock.now - started
        outcome.milliseconds =
            Double(elapsed.components.seconds) * 1000 + Double(elapsed.components.attoseconds) / 1e15
        return outcome
    }

    /// Reads into `parser` until its sentinel, the byte cap or `deadline`, and says which; with no
    /// deadline, only what is there already.
    private static func read(
        from input: Int32, into parser: inout TerminalReplyParser, until deadline: ContinuousClock.Instant?
    ) -> Ending {
        var chunk = [UInt8](repeating: 0, count: 4096)
        while deadline == nil || !parser.sawSentinel {
            guard parser.report.bytesRead < byteCap else {
                parser.markOverflowed()
                return .byteCap
            }
            var descriptor = pollfd(fd: input, events: Int16(POLLIN), revents: 0)
            // The wait is worked out afresh when a signal interrupts it: the deadline stays put.
            let ready = try? SystemCall.retrying("poll") { () -> Int32 in
                guard let deadline else { return poll(&descriptor, 1, 0) }
                let left = deadline - ContinuousClock.now
                guard left > .zero else { return 0 }
                let milliseconds = left.components.seconds * 1000 + left.components.attoseconds / 1_000_000_000_000_000
                return poll(&descriptor, 1, Int32(max(1, milliseconds)))
            }
            guard let ready, ready > 0 else { return .timeLimit }
            let wanted = min(chunk.count, byteCap - parser.report.bytesRead)
            let count = chunk.withUnsafeMutableBytes { buffer in
                try? SystemCall.read(input, into: UnsafeMutableRawBufferPointer(rebasing: buffer[..<wanted]))
            }
            guard let count, count > 0 else { return .timeLimit }
            parser.feed(chunk[..<count])
        }
        return .sentinel
    }

    /// `TIOCGWINSZ` of `descriptor`: cells, and pixels when the terminal gave them.
    static func windowSize(of descriptor: Int32) -> WindowSize? {
        var size = winsize()
        guard ioctl(descriptor, UInt(TIOCGWINSZ), &size) == 0, size.ws_col > 0, size.ws_row > 0 else { return nil }
        let pixels =
            size.ws_xpixel > 0 && size.ws_ypixel > 0
            ? PixelExtent(width: Int(size.ws_xpixel), height: Int(size.ws_ypixel)) : nil
        return WindowSize(cells: Size(columns: Int(size.ws_col), rows: Int(size.ws_row)), pixels: pixels)
    }
}
