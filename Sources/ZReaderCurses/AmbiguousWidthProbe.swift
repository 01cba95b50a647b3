import Glibc
import ZReaderScreen
import ZReaderSystem

/// Asks the terminal how wide it draws an East Asian Ambiguous character, before curses takes
/// it: `·` at the start of the line, then a cursor-position query (`ESC [ 6 n`); the column of
/// the reply says 1 or 2.
///
/// It can never hang: the reply is awaited for `timeoutMilliseconds` at most, echo and line mode
/// are off only meanwhile, and the line is erased after. A reply that comes later reaches curses
/// as input, where `InputDecoder` drops every `ESC [ r ; c R`.
enum AmbiguousWidthProbe {
    /// Far more than a local terminal needs (a few milliseconds), enough for most remote links;
    /// a terminal that never answers costs it once.
    static let timeoutMilliseconds = 200

    /// The width the terminal drew `·` with; nil when `input` or `output` is not a terminal, or
    /// no reply came in time.
    static func measure(input: Int32, output: Int32) -> AmbiguousWidth? {
        guard isatty(input) == 1, isatty(output) == 1 else { return nil }
        var saved = termios()
        guard tcgetattr(input, &saved) == 0 else { return nil }
        var quiet = saved
        quiet.c_lflag &= ~tcflag_t(ICANON | ECHO)
        guard tcsetattr(input, TCSANOW, &quiet) == 0 else { return nil }
        defer { tcsetattr(input, TCSANOW, &saved) }
        guard (try? SystemCall.writeAll(output, "\r\u{B7}\u{1B}[6n")) != nil else { return nil }
        let reply = readReply(from: input)
        _ = try? SystemCall.writeAll(output, "\r\u{1B}[K")
        guard let width = width(fromReply: reply) else {
            // What did come (a partial reply, keys typed meanwhile) must not become keys.
            tcflush(input, TCIFLUSH)
            return nil
        }
        return width
    }

    /// The width the last cursor-position report in `bytes` (`ESC [ row ; column R`) implies: the
    /// probe character started in column 1, so column 2 is narrow and column 3 wide.
    static func width(fromReply bytes: [UInt8]) -> AmbiguousWidth? {
        guard let end = bytes.lastIndex(of: UInt8(ascii: "R")),
            let start = bytes[..<end].lastIndex(of: 0x1B), start + 1 < end, bytes[start + 1] == UInt8(ascii: "[")
        else { return nil }
        let fields = bytes[(start + 2)..<end].split(separator: UInt8(ascii: ";"), omittingEmptySubsequences: false)
        guard fields.count == 2, fields.allSatisfy({ !$0.isEmpty && $0.count <= 5 && $0.allSatisfy(isDigit) }),
            let column = Int(String(decoding: fields[1], as: UTF8.self))
        else { return nil }
        return AmbiguousWidth(rawValue: column - 1)
    }

    private static func isDigit(_ byte: UInt8) -> Bool { (0x30...0x39).contains(byte) }

    /// What the terminal sends until an `R` or the timeout.
    private static func readReply(from input: Int32) -> [UInt8] {
        let deadline = ContinuousClock.now + .milliseconds(timeoutMilliseconds)
        var reply: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 64)
        while !reply.contains(UInt8(ascii: "R")), reply.count < 256 {
            var descriptor = pollfd(fd: input, events: Int16(POLLIN), revents: 0)
            // The wait is worked out afresh when a signal interrupts it: the deadline stays put.
            let ready = try? SystemCall.retrying("poll") { () -> Int32 in
                let left = deadline - ContinuousClock.now
                guard left > .zero else { return 0 }
                let milliseconds = left.components.seconds * 1000 + left.components.attoseconds / 1_000_000_000_000_000
                return poll(&descriptor, 1, Int32(max(1, milliseconds)))
            }
            guard let ready, ready > 0 else { break }
            let count = chunk.withUnsafeMutableBytes { try? SystemCall.read(input, into: $0) }
            guard let count, count > 0 else { break }
            reply += chunk[..<count]
        }
        return reply
    }
}
