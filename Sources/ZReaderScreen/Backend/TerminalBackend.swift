/// The one seam between zreader and a terminal: the curses terminal in the app, a fake in tests.
public protocol TerminalBackend: AnyObject {
    /// The terminal's size now.
    var size: Size { get }

    /// The colours the terminal can show.
    var colorDepth: ColorDepth { get }

    /// Writes the cells of `update` and shows them.
    func draw(_ update: FrameUpdate) -> DrawOutcome

    /// Waits until input arrives, `wakeUp` is signalled, or `timeoutMilliseconds` pass (nil: no
    /// limit), and returns the input that arrived, possibly none.
    func readEvents(timeoutMilliseconds: Int?, wakeUp: WakeUpSignal?) -> [InputEvent]

    /// Gives the terminal back to the shell while `body` runs (an external program), then takes it
    /// again; what it showed is gone, so the next update must be full.
    func suspend(while body: () -> Void)

    /// Asks the terminal to put `text` on the system clipboard (OSC 52); false when it cannot be
    /// sent. Terminals that do not support OSC 52 ignore it silently.
    func copyToClipboard(_ text: String) -> Bool

    /// Shows `text` as a desktop notification where the terminal has a known way to; elsewhere
    /// does nothing.
    func notify(_ text: DisplayText)
}
