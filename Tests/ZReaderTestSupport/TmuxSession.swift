import Foundation

/// A private tmux server running one command in a pane of a fixed size, for end-to-end tests:
/// send keys, read the screen.
public final class TmuxSession {
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
    public func screen() -> String {
        (try? BuiltBinary.run(tmux, ["-L", socket, "capture-pane", "-p", "-t", "test"]).output) ?? ""
    }

    /// The pane's text with its escape sequences (colours).
    public func screenWithStyles() -> String {
        (try? BuiltBinary.run(tmux, ["-L", socket, "capture-pane", "-p", "-e", "-t", "test"]).output) ?? ""
    }

    /// Sends tmux key names ("j", "Enter", "C-c").
    public func send(_ keys: String...) {
        _ = try? BuiltBinary.run(tmux, ["-L", socket, "send-keys", "-t", "test"] + keys)
    }

    /// Types `text` as it is, not as key names (for CJK text and words that name keys).
    public func sendLiteral(_ text: String) {
        _ = try? BuiltBinary.run(tmux, ["-L", socket, "send-keys", "-t", "test", "-l", text])
    }

    public func resize(columns: Int, rows: Int) {
        _ = try? BuiltBinary.run(
            tmux, ["-L", socket, "resize-window", "-t", "test", "-x", "\(columns)", "-y", "\(rows)"])
    }

    /// Waits until the screen satisfies `condition`; returns the screen (also on timeout).
    ///
    /// It sleeps with `Task.sleep`, so a test waiting on tmux never holds one of the few threads
    /// that every other test's background work runs on.
    @discardableResult
    public func waitFor(seconds: Double = 10, _ condition: (String) -> Bool) async -> (matched: Bool, screen: String) {
        let deadline = Date().addingTimeInterval(seconds)
        var text = screen()
        while !condition(text) {
            if Date() > deadline { return (false, text) }
            try? await Task.sleep(for: .milliseconds(50))
            text = screen()
        }
        return (true, text)
    }
}
