import Foundation
import Testing
import ZReaderTestSupport

extension TerminalLayerEndToEndTests {
    /// The built zreader on a pseudo-terminal that answers the start-up round as kitty 0.35 does
    /// (Tests/Fixtures/pty_run.py --answer): `auto` draws placeholders, and every image it sent is
    /// deleted however it ends, read from the bytes by the decoder written from kitty's
    /// specification.
    @Suite("kitty images on every way out")
    struct KittyImageLifetimeTests {
        /// kitty 0.35's answers: the graphics query's OK, a cell of 10×20 pixels, its name, DA1.
        static let kitty = "\\x1b_Gi=31;OK\\x1b\\\\\\x1b[6;20;10t\\x1bP>|kitty(0.35.2)\\x1b\\\\\\x1b[?62;c"

        struct Run {
            var status: String
            var decoder: KittySpecDecoder
        }

        /// zreader on the demo edition, three keys, then `quit` keys or the signal `signal`.
        func run(keys: String = "j,C-e,l", signal: String? = nil) async throws -> Run {
            let folder = try TemporaryFolder()
            let output = folder.file("tty.bin")
            let script = FixtureServer.packageRoot.appending(path: "Tests/Fixtures/pty_run.py").path
            var environment = ProcessInfo.processInfo.environment
            for name in ["TMUX", "NO_COLOR", "TERM_PROGRAM", "KITTY_WINDOW_ID"] { environment[name] = nil }
            environment["TERM"] = "xterm-256color"
            environment["COLORTERM"] = "truecolor"
            environment["SWIFT_BACKTRACE"] = "enable=no"
            var arguments = [
                script, "--out", output, "--wait", "2.5", "--keys", keys, "--key-delay", "0.5", "--answer",
                Self.kitty,
            ]
            if let signal { arguments += ["--signal", signal] }
            arguments += [
                "--", try BuiltBinary.zreader(), "--demo", "--cache-dir", folder.file("cache"), "--data-dir",
                folder.file("data"),
            ]
            let run = try await BuiltBinary.runInBackground("/usr/bin/python3", arguments, environment: environment)
            var decoder = try KittySpecDecoder()
            decoder.feed(Array(try Data(contentsOf: URL(fileURLWithPath: output))))
            return Run(status: run.output.trimmingCharacters(in: .whitespacesAndNewlines), decoder: decoder)
        }

        func transmissions(_ decoder: KittySpecDecoder) -> Int {
            decoder.history.filter { if case .transmitted = $0 { true } else { false } }.count
        }

        @Test func quittingDeletesEveryImageSent() async throws {
            let run = try await run()
            #expect(run.status == "0")
            #expect(transmissions(run.decoder) >= 5, "auto drew no placeholders for kitty 0.35")
            #expect(run.decoder.problems.isEmpty, "\(run.decoder.problems)")
            #expect(run.decoder.leftBehind.isEmpty, "left in the terminal: \(run.decoder.leftBehind.sorted())")
        }

        @Test(arguments: [("TERM", "-15"), ("QUIT", "-3")])
        func aSignalDeletesEveryImageSent(_ signal: String, _ status: String) async throws {
            let run = try await run(signal: signal)
            #expect(run.status == status)
            #expect(transmissions(run.decoder) >= 5)
            #expect(run.decoder.leftBehind.isEmpty, "left in the terminal: \(run.decoder.leftBehind.sorted())")
        }
    }
}
