import Foundation
import Testing
import ZReaderTestSupport

extension TerminalLayerEndToEndTests {
    /// zreader in a terminal that draws East Asian Ambiguous characters two columns wide (pyte,
    /// emulating one: Tests/Fixtures/wide_terminal.py), and in one that draws them one column wide.
    @Suite("Terminals that draw Ambiguous characters wide")
    struct AmbiguousWidthTerminalTests {
        /// The emulated screen before quitting, and how zreader ended.
        struct Run {
            var rows: [String]
            var probeReplies: Int
            var status: String
            var seconds: Double
        }

        func run(ambiguous: Int, answer: String = "now", options: [String] = [], fixture: [String] = []) async throws
            -> Run
        {
            let out = FileManager.default.temporaryDirectory.appending(path: "zreader-wide-\(UUID().uuidString).txt")
                .path
            defer { try? FileManager.default.removeItem(atPath: out) }
            let script = FixtureServer.packageRoot.appending(path: "Tests/Fixtures/wide_terminal.py").path
            let started = Date()
            let result = try await BuiltBinary.runInBackground(
                "/usr/bin/python3",
                [
                    script, "--out", out, "--ambiguous", "\(ambiguous)", "--answer", answer, "--until", "q 退出",
                    "--wait", "10",
                ]
                    + fixture + [
                        "--", "/usr/bin/env", "-u", "NO_COLOR", "-u", "COLORTERM", "TERM=xterm-256color",
                        try BuiltBinary.zreader(), "--demo",
                    ] + options)
            let seconds = Date().timeIntervalSince(started)
            #expect(result.error.isEmpty, "the emulator (Debian's python3-pyte) failed: \(result.error)")
            let text = (try? String(contentsOfFile: out, encoding: .utf8)) ?? ""
            var rows = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
            let replies = rows.last { $0.hasPrefix("probe-replies=") }.flatMap { Int($0.dropFirst(14)) } ?? -1
            rows.removeAll { $0.hasPrefix("probe-replies=") || $0.isEmpty }
            return Run(
                rows: rows, probeReplies: replies,
                status: result.output.trimmingCharacters(in: .whitespacesAndNewlines),
                seconds: seconds)
        }

        /// Each row in its place: nothing spilled onto the next row, the status line right-aligned.
        func expectInPlace(_ run: Run, sourceLocation: SourceLocation = #_sourceLocation) {
            let screen = run.rows.joined(separator: "\n")
            #expect(run.rows.count == 24, "\(screen)", sourceLocation: sourceLocation)
            #expect(
                run.rows.allSatisfy { !$0.hasPrefix("▀") }, "a row spilled over:\n\(screen)",
                sourceLocation: sourceLocation
            )
            #expect(screen.contains("  耳鼻喉科老周 · 3 分钟阅读   "), "\(screen)", sourceLocation: sourceLocation)
            #expect(
                run.rows.last?.hasPrefix(" 知乎日报 · 演示数据   ") == true && run.rows.last?.hasSuffix("? 帮助  q 退出 ") == true,
                "\(screen)", sourceLocation: sourceLocation)
            #expect(run.status == "0", sourceLocation: sourceLocation)
        }

        /// pyte answers three questions of the start-up query round: the width probe's cursor
        /// position, DA2 and DA1 (the round's sentinel).
        static let answersToTheRound = 3

        @Test func aWideTerminalIsDetectedAndEveryRowStaysInPlace() async throws {
            let run = try await run(ambiguous: 2)
            #expect(run.probeReplies == Self.answersToTheRound)
            expectInPlace(run)
            // The banner's dots and the selection marker are Ambiguous too: two columns each.
            #expect(run.rows.contains { $0.contains("●○○○○") }, "\(run.rows.joined(separator: "\n"))")
        }

        @Test func aNarrowTerminalIsDetectedAsSuch() async throws {
            // Without pictures, whose cells may begin a row with a half block.
            let run = try await run(ambiguous: 1, options: ["--images", "off"])
            #expect(run.probeReplies == Self.answersToTheRound)
            expectInPlace(run)
            #expect(run.rows.contains { $0.contains("● ○ ○ ○ ○") })
        }

        @Test func theFlagWinsWhereTheTerminalDoesNotAnswer() async throws {
            // Unanswered, the width would be taken for narrow, and every row with a `·` would spill.
            let run = try await run(ambiguous: 2, answer: "never", options: ["--ambiguous-width", "2"])
            expectInPlace(run)
        }

        @Test func aTerminalThatNeverAnswersDoesNotHoldUpTheStart() async throws {
            let run = try await run(ambiguous: 1, answer: "never", options: ["--images", "off"])
            expectInPlace(run)
            #expect(run.seconds < 8)
        }

        @Test func aLateAnswerNeverBecomesKeys() async throws {
            // The reply comes once the reader is open; as keys it would be Esc (back) and more.
            let run = try await run(ambiguous: 1, answer: "late", fixture: ["--keys", "j,Enter", "--settle", "1"])
            let screen = run.rows.joined(separator: "\n")
            #expect(run.probeReplies == Self.answersToTheRound)
            #expect(run.rows.last?.contains("q 返回") == true, "the reader was left:\n\(screen)")
            #expect(run.status == "0")
        }
    }
}
