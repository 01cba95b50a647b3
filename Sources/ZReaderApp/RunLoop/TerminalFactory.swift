import ZReaderScreen

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

        public init(backend: any TerminalBackend, close: @escaping () -> Void, quitSignal: @escaping () -> Int32?) {
            self.backend = backend
            self.close = close
            self.quitSignal = quitSignal
        }
    }

    /// Readies the process for the loop before any thread starts (the signals the loop's wait
    /// takes are blocked everywhere else).
    public var prepareProcess: () -> Void
    /// Opens the terminal at the colour depth, mouse use and ambiguous width asked for (nil:
    /// what the terminal says); throws what to print when there is no terminal to open.
    public var open: (_ colors: ColorDepth?, _ mouse: Bool, _ ambiguousWidth: AmbiguousWidth?) throws -> Opened

    public init(
        prepareProcess: @escaping () -> Void,
        open: @escaping (_ colors: ColorDepth?, _ mouse: Bool, _ ambiguousWidth: AmbiguousWidth?) throws -> Opened
    ) {
        self.prepareProcess = prepareProcess
        self.open = open
    }
}
