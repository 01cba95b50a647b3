import Foundation
import Testing
import ZReaderTestSupport

extension TerminalLayerEndToEndTests {
    /// zreader ended every way there is — fatal signals, Ctrl-\, a Swift runtime trap, the quit
    /// signals, `q` — in tmux: the terminal is given back (main screen, cursor, mouse, keypad,
    /// modes) and the exit status says how it ended.
    @Suite("The terminal after every way out")
    struct TerminalRescueTests {
        /// What the pane shows once zreader has ended.
        struct Ending {
            var screen: String
            /// `alternate cursor mouse keypad cursor-keys`, as tmux reports the pane: "0 1 0 0 0" is
            /// the main screen, a visible cursor, no mouse reporting, keypad and cursor keys normal.
            var paneModes: String
            /// The pane's title: the one set before zreader started, when zreader popped its own.
            var paneTitle: String

            var restoredModes: Bool { screen.contains("icanon echo") || screen.contains("echo icanon") }

            func exited(with status: Int32) -> Bool { screen.contains("ZREADER-EXIT=\(status)\n") }
        }

        /// A zreader on the home screen in a tmux pane, after a line printed before it started.
        struct Running {
            let tmux: TmuxSession
            let marker: String

            /// zreader's own pid (not the tmux server's or the shell's, whose command lines hold the
            /// marker too).
            func pid() throws -> Int32 {
                let pids = try BuiltBinary.run("/usr/bin/pgrep", ["-x", "zreader"]).output
                let mine = pids.split(separator: "\n").compactMap { Int32($0) }.filter { pid in
                    let arguments = (try? Data(contentsOf: URL(fileURLWithPath: "/proc/\(pid)/cmdline"))) ?? Data()
                    return String(decoding: arguments, as: UTF8.self).contains(marker)
                }
                return try #require(mine.first, "zreader is not running")
            }

            /// The pane's title: the shell's before zreader started, zreader's while it runs.
            func paneTitle() async -> String {
                await tmux.display("#{pane_title}")
            }

            func paneModes() -> String {
                let format = "#{alternate_on} #{cursor_flag} #{mouse_any_flag} #{keypad_flag} #{keypad_cursor_flag}"
                let shown = try? BuiltBinary.run(
                    BuiltBinary.executable("tmux", preferring: ["/usr/bin/tmux"]) ?? "/usr/bin/tmux",
                    ["-L", tmux.socket, "display-message", "-p", "-t", "test", format])
                return shown?.output.trimmingCharacters(in: .whitespacesAndNewlines) ?? ""
            }

            /// Waits for the end and reads it.
            func ending() async -> Ending {
                let screen = await tmux.waitFor {
                    $0.contains("ZREADER-EXIT=") && ($0.contains("icanon") || $0.contains("echo"))
                }
                return Ending(screen: screen.screen, paneModes: paneModes(), paneTitle: await paneTitle())
            }
        }

        /// Starts zreader on the demo edition; the Swift runtime's crash report is off unless
        /// `environment` turns it on, and core files are not written.
        ///
        /// The shell traps SIGINT so that it goes on to report after Ctrl-C: a shell that does not
        /// ends its script when its child dies of SIGINT, which is what zreader now does.
        func start(
            _ environment: String = "SWIFT_BACKTRACE=enable=no", awaitingHome: Bool = true, rows: Int = 24,
            term: String = "xterm-256color"
        ) async throws -> Running {
            let marker = "/tmp/zreader-rescue-\(UUID().uuidString)"
            let modes = "stty -a | tr ' ;' '\\n\\n' | grep -E '^-?(icanon|echo)$' | tr '\\n' ' '"
            let command =
                "trap : INT; ulimit -c 0; printf '\\033]2;BEFORE-TITLE\\007BEFORE-ZREADER\\n'; "
                + "env -u NO_COLOR TERM=\(term) \(environment) "
                + "\(try BuiltBinary.zreader()) --demo --cache-dir \(marker); echo ZREADER-EXIT=$?; \(modes); echo; sleep 60"
            let running = Running(tmux: try TmuxSession(command: command, rows: rows), marker: marker)
            guard awaitingHome else { return running }
            let home = await running.tmux.waitFor { $0.contains("在南极越冬站工作一年") && $0.contains("? 帮助") }
            #expect(home.matched, "no home screen:\n\(home.screen)")
            // While zreader runs, the pane is in the alternate screen with the cursor hidden and the
            // mouse reported: what the checks below must see undone.
            #expect(running.paneModes().hasPrefix("1 0 1"), "\(running.paneModes())")
            #expect(await running.paneTitle() == "知乎日报", "zreader's title while it runs")
            return running
        }

        func expectGivenBack(_ ending: Ending, status: Int32, sourceLocation: SourceLocation = #_sourceLocation) {
            #expect(ending.exited(with: status), "\(ending.screen)", sourceLocation: sourceLocation)
            #expect(ending.paneModes == "0 1 0 0 0", "pane modes \(ending.paneModes)", sourceLocation: sourceLocation)
            #expect(ending.paneTitle == "BEFORE-TITLE", "title \(ending.paneTitle)", sourceLocation: sourceLocation)
            #expect(ending.restoredModes, "terminal left raw:\n\(ending.screen)", sourceLocation: sourceLocation)
            // The main screen is back: what was printed before zreader started shows again.
            #expect(ending.screen.contains("BEFORE-ZREADER"), "\(ending.screen)", sourceLocation: sourceLocation)
            #expect(!ending.screen.contains("? 帮助"), "\(ending.screen)", sourceLocation: sourceLocation)
        }

        @Test(arguments: [
            ("QUIT", SIGQUIT), ("ABRT", SIGABRT), ("SEGV", SIGSEGV), ("ILL", SIGILL), ("BUS", SIGBUS), ("FPE", SIGFPE),
            ("USR1", SIGUSR1), ("USR2", SIGUSR2), ("ALRM", SIGALRM),
        ])
        func aFatalSignalGivesTheTerminalBackAndEndsByIt(_ name: String, _ number: Int32) async throws {
            let running = try await start()
            _ = try BuiltBinary.run("/bin/kill", ["-\(name)", String(try running.pid())])
            expectGivenBack(await running.ending(), status: 128 + number)
        }

        @Test func ctrlBackslashGivesTheTerminalBack() async throws {
            let running = try await start()
            await running.tmux.send("C-\\")
            expectGivenBack(await running.ending(), status: 128 + SIGQUIT)
        }

        @Test func aSwiftRuntimeTrapGivesTheTerminalBackBeforeTheCrashReport() async throws {
            // The runtime's crash report stays on (short): the rescue runs first, then hands the trap
            // to it.
            let running = try await start(
                "SWIFT_BACKTRACE=interactive=no,threads=crashed,limit=4,registers=none,images=none "
                    + "ZREADER_TEST_CRASH=after-first-frame", awaitingHome: false, rows: 60)
            let ending = await running.ending()
            // A trap is SIGILL on x86_64 and SIGTRAP on arm64.
            let status: Int32 = ending.exited(with: 128 + SIGTRAP) ? 128 + SIGTRAP : 128 + SIGILL
            expectGivenBack(ending, status: status)
            // The report, written once the terminal is back, is on the main screen to read. (The
            // runtime's one-line message went to the alternate screen before the trap, and is gone.)
            #expect(ending.screen.contains("Program crashed"), "\(ending.screen)")
        }

        @Test func ctrlCEndsWith130AndSaysNothing() async throws {
            let running = try await start()
            await running.tmux.send("C-c")
            let ending = await running.ending()
            expectGivenBack(ending, status: 130)
            let lines = ending.screen.split(separator: "\n").map(String.init)
            let between = lines.drop { $0 != "BEFORE-ZREADER" }.dropFirst().prefix { !$0.hasPrefix("ZREADER-EXIT=") }
            #expect(between.allSatisfy { $0.trimmingCharacters(in: .whitespaces).isEmpty }, "\(ending.screen)")
        }

        @Test(arguments: [("TERM", SIGTERM), ("HUP", SIGHUP)])
        func quitSignalsEndByTheSignalAfterAnOrderlyClose(_ name: String, _ number: Int32) async throws {
            let running = try await start()
            _ = try BuiltBinary.run("/bin/kill", ["-\(name)", String(try running.pid())])
            expectGivenBack(await running.ending(), status: 128 + number)
        }

        /// xterm's entries push and pop the title with the alternate screen (`smcup`, `rmcup`);
        /// tmux's do not, so there the title comes back only if zreader pops what it pushed: on
        /// `q`, after a quit signal, and from the rescue after a fatal one.
        @Test(arguments: ["q", "TERM", "QUIT"])
        func theTitleComesBackWhereTheEntryDoesNotSaveIt(_ ending: String) async throws {
            let running = try await start(term: "tmux-256color")
            if ending == "q" {
                await running.tmux.send("q")
            } else {
                _ = try BuiltBinary.run("/bin/kill", ["-\(ending)", String(try running.pid())])
            }
            let ended = await running.ending()
            #expect(ended.screen.contains("ZREADER-EXIT="), "\(ended.screen)")
            #expect(ended.paneTitle == "BEFORE-TITLE", "title \(ended.paneTitle)")
        }

        @Test func quittingWithQIsAnOrdinaryExit() async throws {
            let running = try await start()
            await running.tmux.send("q")
            expectGivenBack(await running.ending(), status: 0)
        }
    }
}
