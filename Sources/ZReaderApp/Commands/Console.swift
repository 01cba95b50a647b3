import Glibc
import ZReaderSystem

/// A command's standard output and standard error, as descriptors (tests hand it files and pipes);
/// every write goes through the door, so a reader that went away is a broken pipe, never a trap.
public struct Console: Sendable {
    /// Where results go: the list, `--help`, `--print-config`, an export.
    public var output: Int32
    /// Where words for the user go: problems, notices, progress, summaries.
    public var error: Int32

    public init(output: Int32, error: Int32) {
        self.output = output
        self.error = error
    }

    /// The process's own standard output and error.
    public static let standard = Console(output: STDOUT_FILENO, error: STDERR_FILENO)

    /// Whether standard output is a terminal (else zreader prints the list for a pipe).
    var outputIsTerminal: Bool { isatty(output) == 1 }

    /// Whether standard error is a terminal (sync draws its progress bar there).
    var errorIsTerminal: Bool { isatty(error) == 1 }

    /// The width of the terminal standard error is, in cells (`TIOCGWINSZ`), when it says one.
    var errorColumns: Int? {
        var size = winsize()
        guard ioctl(error, UInt(TIOCGWINSZ), &size) == 0, size.ws_col > 0 else { return nil }
        return Int(size.ws_col)
    }

    /// Writes `text` to standard output.
    func write(_ text: String) throws(SystemError) {
        try SystemCall.writeAll(output, text)
    }

    /// Writes `text` to standard output and says how it went as the command's status: a reader
    /// that went away is a quiet `brokenPipe`, any other failure a `failure`.
    func finish(writing text: String) -> ExitStatus {
        do {
            try write(text)
            return .success
        } catch {
            return error.isBrokenPipe ? .brokenPipe : .failure
        }
    }

    /// Writes `text` to standard error; a failure there has nowhere to be told.
    func report(_ text: String) {
        try? SystemCall.writeAll(error, text)
    }

    /// Writes `text` to standard error, throwing when it cannot be: for a command whose words on
    /// standard error are its output (sync's progress and summary), whose run ends with them.
    func tell(_ text: String) throws(SystemError) {
        try SystemCall.writeAll(error, text)
    }
}
