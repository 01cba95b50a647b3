import Foundation

/// A private tmux server running one command in a pane of a fixed size, for end-to-end tests:
/// send keys, read the screen.
public final class TmuxSession: Sendable {
    public let socket: String
    private let tmux: String

    /// Starts `command` (a shell command line) in a `columns`×`rows` pane.
    public init(command: String, columns: Int = 80, rows: Int = 24) throws {
        tmux = BuiltBinary.executable("tmux", preferring: ["/usr/bin/tmux"]) ?? "/usr/bin/tmux"
        socket = "zreader-test-\(getpid())-\(UInt32.random(in: 0...UInt32.max))"
        _ = try BuiltBinary.run(
            tmux,
            [
                "-L", socket, "-f", "/dev/null", "new-session", "-d", "-x", "\(columns)", "-y", "\(rows)", "-s", "test",
                command,
            ])
    }

    deinit {
        _ = try? BuiltBinary.run(tmux, ["-L", socket, "kill-server"])
    }

    /// The pane's text now.
    public func screen() async -> String {
        await run(["capture-pane", "-p", "-t", "test"])
    }

    /// The pane's text with its escape sequences (colours).
    public func screenWithStyles() async -> String {
        await run(["capture-pane", "-p", "-e", "-t", "test"])
    }

    /// Sends tmux key names ("j", "Enter", "C-c").
    public func send(_ keys: String...) async {
        await run(["send-keys", "-t", "test"] + keys)
    }

    /// Types `text` as it is, not as key names (for CJK text and words that name keys).
    public func sendLiteral(_ text: String) async {
        await run(["send-keys", "-t", "test", "-l", text])
    }

    /// What tmux knows of the pane, as `format` asks (`#{pane_title}`, `#{cursor_x} #{cursor_y}`),
    /// without the line break.
    public func display(_ format: String) async -> String {
        let shown = await run(["display-message", "-p", "-t", "test", format])
        return shown.hasSuffix("\n") ? String(shown.dropLast()) : shown
    }

    public func resize(columns: Int, rows: Int) async {
        await run(["resize-window", "-t", "test", "-x", "\(columns)", "-y", "\(rows)"])
    }

    /// Runs one tmux command against this server on a thread of its own: dozens of these a
    /// second from tests running side by side would otherwise hold the task pool's few threads,
    /// and every other test's background work waits behind them.
    @discardableResult
    private func run(_ arguments: [String]) async -> String {
        let tmux = self.tmux
        let socket = self.socket
        return await OwnThread.run { (try? BuiltBinary.run(tmux, ["-L", socket] + arguments).output) ?? "" }
    }

    /// Waits until the screen satisfies `condition`; returns the screen (also on timeout).
    ///
    /// The deadline is long because the whole suite shares two cores and a debug zreader can
    /// take many seconds to start among it: when every suite starts at once (xterm under Xvfb,
    /// fifty signalled zreaders, fixture servers), a first screen came after more than 30 s. A
    /// wait that matches returns at once. It sleeps with `Task.sleep`, so a test waiting on tmux
    /// never holds one of the few threads that every other test's background work runs on.
    @discardableResult
    public func waitFor(seconds: Double = 90, _ condition: (String) -> Bool) async -> (matched: Bool, screen: String) {
        await waitFor(seconds: seconds, reading: { await $0.screen() }, condition)
    }

    /// The same on the screen with its escape sequences (`screenWithStyles`).
    @discardableResult
    public func waitForStyled(seconds: Double = 90, _ condition: (String) -> Bool) async -> (
        matched: Bool, screen: String
    ) {
        await waitFor(seconds: seconds, reading: { await $0.screenWithStyles() }, condition)
    }

    private func waitFor(
        seconds: Double, reading read: (TmuxSession) async -> String, _ condition: (String) -> Bool
    ) async -> (matched: Bool, screen: String) {
        let deadline = Date().addingTimeInterval(seconds)
        var text = await read(self)
        while !condition(text) {
            if Date() > deadline { return (false, text) }
            try? await Task.sleep(for: .milliseconds(50))
            text = await read(self)
        }
        return (true, text)
    }
}
