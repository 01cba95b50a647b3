import ZReaderApp
import ZReaderCurses

extension TerminalFactory {
    /// The real terminal, through curses (and the crash hook, when the environment asks for it).
    static var curses: TerminalFactory {
        TerminalFactory(
            prepareProcess: CursesTerminal.prepareProcess,
            open: { colors, mouse, ambiguousWidth in
                let terminal = try CursesTerminal(colors: colors, mouse: mouse, ambiguousWidth: ambiguousWidth)
                return TerminalFactory.Opened(
                    backend: CrashAfterFirstFrame.wrapping(terminal), close: terminal.close,
                    quitSignal: { terminal.quitSignal })
            })
    }
}
