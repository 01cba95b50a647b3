import Foundation
import Testing
import ZReaderTestSupport

extension TerminalLayerEndToEndTests {
    /// Frames as one synchronized update each (mode 2026), only where the terminal said it has the
    /// mode: a pseudo-terminal answers the start-up round (Tests/Fixtures/pty_run.py --answer).
    @Suite("Synchronized output")
    struct SynchronizedOutputTests {
        static let begin = Data("\u{1B}[?2026h".utf8)
        static let end = Data("\u{1B}[?2026l".utf8)

        /// Every byte zreader wrote after its query round, for a terminal that answers `answer`.
        func bytesWritten(answering answer: String) async throws -> Data {
            let folder = try TemporaryFolder()
            let output = folder.file("tty.bin")
            let script = FixtureServer.packageRoot.appending(path: "Tests/Fixtures/pty_run.py").path
            var environment = ProcessInfo.processInfo.environment
            for name in ["COLORTERM", "TMUX", "NO_COLOR", "TERM_PROGRAM"] { environment[name] = nil }
            environment["TERM"] = "xterm-256color"
            let run = try await BuiltBinary.runInBackground(
                "/usr/bin/python3",
                [
                    script, "--out", output, "--keys", "j,j,C-e", "--key-delay", "0.3", "--answer", answer, "--",
                    try BuiltBinary.zreader(), "--demo", "--cache-dir", folder.file("cache"), "--data-dir",
                    folder.file("data"),
                ], environment: environment)
            #expect(run.output.hasPrefix("0"), "exit: \(run.output) \(run.error)")
            let bytes = try Data(contentsOf: URL(fileURLWithPath: output))
            let round = try #require(bytes.range(of: Data("\u{1B}[c".utf8)), "no query round")
            return bytes[round.upperBound...]
        }

        /// The offsets where `needle` occurs in `bytes`.
        func offsets(of needle: Data, in bytes: Data) -> [Int] {
            var found: [Int] = []
            var start = bytes.startIndex
            while let range = bytes.range(of: needle, in: start..<bytes.endIndex) {
                found.append(range.lowerBound)
                start = range.upperBound
            }
            return found
        }

        @Test func whereTheTerminalReportsTheModeEveryFrameIsOneUpdate() async throws {
            let bytes = try await bytesWritten(answering: "\\x1b[?2026;2$y\\x1b[?62;22c")
            let begins = offsets(of: Self.begin, in: bytes)
            let ends = offsets(of: Self.end, in: bytes)
            #expect(begins.count >= 4, "the first frame and one a key: \(begins.count)")
            #expect(begins.count == ends.count)
            // Strictly alternating, and the home screen's text inside an update.
            for (index, begin) in begins.enumerated() where index < ends.count {
                #expect(begin < ends[index] && (index + 1 == begins.count || ends[index] < begins[index + 1]))
            }
            let first = try #require(begins.first.flatMap { begin in ends.first.map { bytes[begin..<$0] } })
            #expect(first.range(of: Data("知乎日报".utf8)) != nil, "the first frame is not inside its update")
        }

        @Test(arguments: ["\\x1b[?2026;0$y\\x1b[?64;1;2c", "\\x1b[?64;1;2c", "\\x1b[?2026;4$y\\x1b[?62c"])
        func whereItDoesNotNothingIsSent(_ answer: String) async throws {
            let bytes = try await bytesWritten(answering: answer)
            #expect(bytes.range(of: Data("知乎日报".utf8)) != nil, "zreader drew nothing")
            #expect(bytes.range(of: Data("\u{1B}[?2026".utf8)) == nil)
        }
    }
}
