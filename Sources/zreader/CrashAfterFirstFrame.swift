import FoundationEssentials
import ZReaderScreen

/// A test hook: with `ZREADER_TEST_CRASH=after-first-frame` in the environment, zreader traps
/// (`fatalError`) right after showing its first frame, so that end-to-end tests can check that a
/// Swift runtime trap gives the terminal back and ends with the trap's signal (SIGILL, 132).
///
/// It only ends the process that asked for it, and nothing else reads the variable.
final class CrashAfterFirstFrame: TerminalBackend {
    static let variable = "ZREADER_TEST_CRASH"

    private let terminal: any TerminalBackend

    private init(_ terminal: any TerminalBackend) {
        self.terminal = terminal
    }

    /// `terminal` itself unless the environment asks for the crash.
    static func wrapping(_ terminal: any TerminalBackend) -> any TerminalBackend {
        ProcessInfo.processInfo.environment[variable] == "after-first-frame" ? CrashAfterFirstFrame(terminal) : terminal
    }

    var size: Size { terminal.size }

    var colorDepth: ColorDepth { terminal.colorDepth }

    func draw(_ update: FrameUpdate) -> DrawOutcome {
        _ = terminal.draw(update)
        fatalError("\(CrashAfterFirstFrame.variable)=after-first-frame: crashing on purpose")
    }

    func readEvents(timeoutMilliseconds: Int?, wakeUp: WakeUpSignal?) -> [InputEvent] {
        terminal.readEvents(timeoutMilliseconds: timeoutMilliseconds, wakeUp: wakeUp)
    }

    func suspend(while body: () -> Void) {
        terminal.suspend(while: body)
    }

    func copyToClipboard(_ text: String) -> Bool {
        terminal.copyToClipboard(text)
    }

    func notify(_ text: DisplayText) {
        terminal.notify(text)
    }
}
