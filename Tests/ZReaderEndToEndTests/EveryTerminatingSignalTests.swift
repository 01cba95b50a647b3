import Foundation
import Glibc
import Testing
import ZReaderTestSupport

extension TerminalLayerEndToEndTests {
    /// Every signal whose default action ends a process (signal(7)), one by one, in tmux.
    ///
    /// The terminal is given back and the exit status names the signal. One pane per share of the
    /// signals runs zreader again for each; the few panes run side by side (the suite around runs
    /// one test at a time), rather than fifty sessions starting at once or one after another.
    @Suite("The terminal after every terminating signal")
    struct EveryTerminatingSignalTests {
        /// The real-time signals as this libc numbers them (it keeps the first few for itself).
        static let realTime = Array(__libc_current_sigrtmin()...__libc_current_sigrtmax())

        /// Every terminating signal but the quit signals (SIGINT, SIGTERM, SIGHUP: an orderly
        /// close, tested with the screens) and SIGKILL (no handler can see it).
        static let terminating: [Int32] =
            [
                SIGQUIT, SIGABRT, SIGSEGV, SIGILL, SIGBUS, SIGFPE, SIGTRAP, SIGSYS, SIGUSR1, SIGUSR2, SIGALRM,
                SIGVTALRM, SIGPROF, SIGXCPU, SIGXFSZ, SIGIO, SIGPWR, SIGSTKFLT, SIGPIPE,
            ] + realTime

        static let shares = 4

        @Test func eachSignalGivesTheTerminalBackAndEndsByIt() async throws {
            try await withThrowingTaskGroup(of: Void.self) { group in
                for share in 0..<Self.shares {
                    group.addTask { try await endEachSignal(ofShare: share) }
                }
                try await group.waitForAll()
            }
        }

        func endEachSignal(ofShare share: Int) async throws {
            let signals = Self.terminating.enumerated().filter { $0.offset % Self.shares == share }.map(\.element)
            let folder = "/tmp/zreader-every-signal-\(UUID().uuidString)"
            try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
            defer { try? FileManager.default.removeItem(atPath: folder) }
            let modes = "stty -a | tr ' ;' '\\n\\n' | grep -E '^-?(icanon|echo)$' | tr '\\n' ' '"
            // For each signal: a clean screen and title, zreader, its status and the modes, then a
            // wait for the test to have read them.
            let command =
                "trap : INT; ulimit -c 0; for s in \(signals.map(String.init).joined(separator: " ")); do "
                + "clear; printf '\\033]2;BEFORE-TITLE\\007BEFORE-ZREADER\\n'; "
                + "env -u NO_COLOR TERM=xterm-256color SWIFT_BACKTRACE=enable=no \(try BuiltBinary.zreader()) --demo "
                + "--cache-dir \(folder)/cache-$s; echo ZREADER-EXIT-$s=$?; \(modes); echo; "
                + "while [ ! -e \(folder)/read-$s ]; do sleep 0.05; done; done; sleep 60"
            let tmux = try TmuxSession(command: command)
            for signal in signals {
                let home = await tmux.waitFor { $0.contains("在南极越冬站工作一年") && $0.contains("? 帮助") }
                try #require(home.matched, "no home screen before signal \(signal):\n\(home.screen)")
                let running = await paneModes(tmux)
                #expect(running.hasPrefix("1 0 1"), "signal \(signal): not yet in zreader's modes \(running)")
                let pid = try #require(
                    try zreaderPID(cache: "\(folder)/cache-\(signal)"), "signal \(signal): no zreader")
                kill(pid, signal)
                let ended = await tmux.waitFor {
                    $0.contains("ZREADER-EXIT-\(signal)=") && ($0.contains("icanon") || $0.contains("echo"))
                }
                let screen = ended.screen
                #expect(screen.contains("ZREADER-EXIT-\(signal)=\(128 + signal)\n"), "signal \(signal):\n\(screen)")
                let modes = await paneModes(tmux)
                #expect(modes == "0 1 0 0 0", "signal \(signal): pane modes \(modes)")
                let title = await tmux.display("#{pane_title}")
                #expect(title == "BEFORE-TITLE", "signal \(signal): title \(title)")
                #expect(
                    screen.contains("icanon echo") || screen.contains("echo icanon"),
                    "signal \(signal): terminal left raw:\n\(screen)")
                #expect(screen.contains("BEFORE-ZREADER") && !screen.contains("? 帮助"), "signal \(signal):\n\(screen)")
                _ = FileManager.default.createFile(atPath: "\(folder)/read-\(signal)", contents: nil)
            }
        }

        /// `alternate cursor mouse keypad cursor-keys`: "0 1 0 0 0" is the shell's state.
        func paneModes(_ tmux: TmuxSession) async -> String {
            await tmux.display("#{alternate_on} #{cursor_flag} #{mouse_any_flag} #{keypad_flag} #{keypad_cursor_flag}")
        }

        /// The pid of the zreader started with `cache` as its cache folder.
        func zreaderPID(cache: String) throws -> Int32? {
            let pids = try BuiltBinary.run("/usr/bin/pgrep", ["-x", "zreader"]).output
            return pids.split(separator: "\n").compactMap { Int32($0) }.first { pid in
                let arguments = (try? Data(contentsOf: URL(fileURLWithPath: "/proc/\(pid)/cmdline"))) ?? Data()
                let words = arguments.split(separator: 0).map { String(decoding: $0, as: UTF8.self) }
                return words.contains(cache)
            }
        }
    }
}
