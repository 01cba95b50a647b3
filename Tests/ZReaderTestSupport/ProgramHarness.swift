import ZReaderApp
import ZReaderModel
import ZReaderScreen

/// A `Program` drawing into a fake terminal, driven by a test the way the run loop drives it:
/// what `ProgramDriver` and `LiveApp` share.
public protocol ProgramHarness {
    var program: Program { get }
    var terminal: FakeTerminal { get }
}

extension ProgramHarness {
    public var state: AppState { program.state }
    public var lines: [String] { terminal.lines }

    /// Presses keys, rendering after each.
    public func press(_ keys: Key...) {
        for key in keys { send(.key(key)) }
    }

    public func send(_ event: InputEvent) {
        program.handle(event)
        program.renderIfNeeded()
    }

    /// Applies what the background work has posted and renders; false when nothing had arrived.
    @discardableResult
    public func deliverMail() -> Bool {
        guard program.mailbox.count > 0 else { return false }
        program.processMailbox()
        program.renderIfNeeded()
        return true
    }
}
