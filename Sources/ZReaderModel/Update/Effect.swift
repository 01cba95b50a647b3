/// Work the reducer asks for, by who performs it: the background runner or the terminal.
public enum Effect: Hashable, Sendable {
    /// Loads and store writes, done off the input thread and answered through the mailbox.
    case background(BackgroundEffect)
    /// What needs the terminal itself, done on the run loop's thread.
    case terminal(TerminalEffect)
}
