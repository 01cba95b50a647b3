import Glibc

/// How zreader ends: the status its parent sees, and the signal to end by when one made it quit.
public struct ExitStatus: Hashable, Sendable, CustomStringConvertible {
    /// The exit status, 0 to 255.
    public let code: Int32
    /// The quit signal (SIGINT, SIGTERM, SIGHUP) that ended the reader: once the terminal is
    /// restored, the process ends by it with its default action, so that a shell loop sees a death
    /// by signal and stops, as it would for a program that did not catch it.
    public let signal: Int32?

    private init(code: Int32, signal: Int32? = nil) {
        self.code = code
        self.signal = signal
    }

    /// Everything went as asked.
    public static let success = ExitStatus(code: 0)
    /// Something failed: no `TERM` or an unknown one, a list that could not be loaded in pipe mode,
    /// a sync that did not fetch everything, a favourites file that could not be read.
    public static let failure = ExitStatus(code: 1)
    /// A usage error, or a config file named with `--config` or `ZREADER_CONFIG` that cannot be read.
    public static let usage = ExitStatus(code: 2)
    /// The reader of a pipe went away (`zreader | head -1` with SIGPIPE ignored): the status SIGPIPE
    /// would have given, quietly.
    public static let brokenPipe = ExitStatus(code: 128 + SIGPIPE)
    /// Stopped by Ctrl-C with what was done kept (sync): 130, said in a summary, not by dying.
    public static let interrupted = ExitStatus(code: 128 + SIGINT)

    /// Ended by the quit signal `signal`: 128 + its number (130 for Ctrl-C, 143 for SIGTERM).
    public static func endedBy(signal: Int32) -> ExitStatus {
        ExitStatus(code: 128 + signal, signal: signal)
    }

    public var description: String {
        signal.map { "\(code) (signal \($0))" } ?? String(code)
    }
}
