import Glibc
import ZReaderApp
import ZReaderCurses
import ZReaderTerminal

extension TerminalFactory {
    /// The real terminal, through curses (and the crash hook, when the environment asks for it).
    static var curses: TerminalFactory {
        TerminalFactory(
            prepareProcess: CursesTerminal.prepareProcess,
            open: { options in
                let terminal = try CursesTerminal(options: options)
                return TerminalFactory.Opened(
                    backend: CrashAfterFirstFrame.wrapping(terminal), close: terminal.close,
                    quitSignal: { terminal.quitSignal }, profile: terminal.profile, notice: terminal.fallbackNotice)
            },
            probe: probeTerminal)
    }

    /// The query round on the controlling terminal (`/dev/tty`, so that the report can be piped),
    /// without curses; the environment alone where there is none.
    private static func probeTerminal(_ options: TerminalOptions) -> TerminalProbe {
        let plan = QueryPlan(environment: options.environment)
        let terminal = Glibc.open("/dev/tty", O_RDWR | O_NOCTTY | O_CLOEXEC)
        defer { if terminal >= 0 { Glibc.close(terminal) } }
        let round = TerminalQueryRound.run(input: terminal, output: terminal, plan: plan)
        return TerminalProbe(
            asked: round.asked, plan: plan, report: round.report, window: round.window,
            milliseconds: round.milliseconds, options: options, hasEntry: TerminfoDatabase.hasEntry)
    }
}
