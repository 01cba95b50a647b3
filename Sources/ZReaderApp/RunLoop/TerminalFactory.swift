import ZReaderScreen
import ZReaderTerminal

/// How the reader gets its terminal: `main` gives curses' (ZReaderApp does not import curses),
/// tests a scripted one.
public struct TerminalFactory {
    /// A terminal the reader draws on, and what to do with it when the loop ends.
    public struct Opened {
        public var backend: any TerminalBackend
        /// Gives the terminal back to the shell; safe to call more than once.
        public var close: () -> Void
        /// The quit signal (SIGINT, SIGTERM, SIGHUP) that ended the loop, if one did.
        public var quitSignal: () -> Int32?
        /// What the start-up query round found, and what zreader does with it.
        public var profile: TerminalProfile
        /// Said once in the status line: the terminfo entry used when `TERM` named none.
        public var notice: DisplayText?

        public init(
            backend: any TerminalBackend, close: @escaping () -> Void, quitSignal: @escaping () -> Int32?,
            profile: TerminalProfile = TerminalProfile(), notice: DisplayText? = nil
        ) {
            self.backend = backend
            self.close = close
            self.quitSignal = quitSignal
            self.profile = profile
            self.notice = notice
        }
    }

    /// Readies the process for the loop before any thread starts (the signals the loop's wait
    /// takes are blocked everywhere else).
    public var prepareProcess: () -> Void
    /// Opens the terminal as `options` ask; throws what to print when there is no terminal to open.
    public var open: (_ options: TerminalOptions) throws -> Opened
    /// Asks the terminal what it can do, without opening it (`--probe-terminal`).
    public var probe: (_ options: TerminalOptions) -> TerminalProbe

    public init(
        prepareProcess: @escaping () -> Void, open: @escaping (_ options: TerminalOptions) throws -> Opened,
        probe: @escaping (_ options: TerminalOptions) -> TerminalProbe
    ) {
        self.prepareProcess = prepareProcess
        self.open = open
        self.probe = probe
    }
}
