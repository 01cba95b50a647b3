import Foundation
import Testing
import ZReaderTestSupport

#if canImport(Glibc)
    import Glibc
#endif

/// `zreader sync` as a user runs it: piped, on a terminal, interrupted, failing.
@Suite("zreader sync", .serialized)
struct SyncCommandTests {
    let folder: TemporaryFolder

    init() throws {
        folder = try TemporaryFolder()
    }

    func arguments(_ server: FixtureServer, days: Int) -> [String] {
        [
            "sync", "--api", server.baseURL.absoluteString, "--cache-dir", folder.file("cache"), "--data-dir",
            folder.file("data"), "--days", String(days),
        ]
    }

    @Test func pipedItPrintsOneLinePerDayThenTheSummaryAndExitsZero() async throws {
        let server = try await FixtureServer.start()

        let run = try await BuiltBinary.runWithoutBlocking(try BuiltBinary.zreader(), arguments(server, days: 3))

        #expect(run.status == 0, "\(run.error)")
        #expect(run.output.isEmpty)
        let lines = run.error.split(separator: "\n").map(String.init)
        #expect(lines.count == 5, "\(lines)")
        // Each story's body, counts, long and short comments, and pictures (thumbnail, header, figures).
        #expect(lines.first?.hasPrefix("20261130  8 篇  新下载 49 项  ") == true, "\(lines)")
        #expect(lines.dropFirst().first?.hasPrefix("20261129  8 篇  新下载 47 项  ") == true, "\(lines)")
        #expect(lines.last == "zreader: 离线下载完成：4/4 天，31 篇")
        #expect(!run.error.contains("\r") && !run.error.contains("\u{1B}"))

        try await server.reset()
        let again = try await BuiltBinary.runWithoutBlocking(try BuiltBinary.zreader(), arguments(server, days: 3))
        #expect(again.status == 0)
        #expect(try await server.requestLog() == ["news/latest"])
        #expect(again.error.contains("20261129  8 篇  新下载 0 项  0 B\n"))
    }

    /// Standard error is sync's output: when its reader leaves (`2>&1 | head -1`), the download
    /// stops at the next line and zreader exits 141 quietly, whether SIGPIPE was ignored or not;
    /// a closed standard error ends it as well, with 1.
    @Test func aStandardErrorThatCannotBeWrittenStopsTheDownload() async throws {
        let server = try await FixtureServer.start()
        let command =
            ([try BuiltBinary.zreader()] + arguments(server, days: 30) + [
                "--no-bodies", "--no-comments", "--no-pictures",
            ])
            .map { "'\($0)'" }.joined(separator: " ")
        for (trap, name) in [("trap '' PIPE; ", "ignored"), ("", "default")] {
            try await server.reset()
            let run = try await BuiltBinary.runInBackground(
                "/bin/bash", ["-c", "(\(trap)\(command) 2>&1 >/dev/null | true; echo \"status=${PIPESTATUS[0]}\")"])
            #expect(run.output.contains("status=141"), "SIGPIPE \(name): \(run)")
            #expect(run.error.isEmpty, "SIGPIPE \(name): \(run.error)")
            let requests = try await server.requestLog()
            #expect(requests.count < 40, "SIGPIPE \(name): the download went on: \(requests.count) requests")
        }
        try await server.reset()
        let closed = try await BuiltBinary.runInBackground("/bin/bash", ["-c", "\(command) 2>&-; echo \"status=$?\""])
        #expect(closed.output.contains("status=1\n"), "\(closed)")
        #expect(try await server.requestLog().count < 40, "a closed standard error: the download went on")
    }

    @Test func onATerminalItDrawsAProgressBarInPlace() async throws {
        let server = try await FixtureServer.start()
        let out = folder.file("pty.out")
        let pty = try await BuiltBinary.runWithoutBlocking(
            try FixtureServer.findPython(),
            [
                FixtureServer.packageRoot.appending(path: "Tests/Fixtures/pty_run.py").path, "--out", out, "--wait",
                "20",
                "--quit", "", "--",
            ] + [try BuiltBinary.zreader()] + arguments(server, days: 2))

        #expect(pty.output.trimmingCharacters(in: .whitespacesAndNewlines) == "0")
        let text = String(decoding: try Data(contentsOf: URL(fileURLWithPath: out)), as: UTF8.self)
        #expect(text.contains("\r离线下载 ["))
        #expect(text.contains("3/3 天 · 23/23 篇"), "\(text)")
        #expect(text.contains(" KB"))
        #expect(!text.contains("20261129  8 篇"), "no day lines on a terminal")
        #expect(text.contains("zreader: 离线下载完成：3/3 天，23 篇"))
    }

    @Test func noPicturesAndNoCommentsFetchNeither() async throws {
        let server = try await FixtureServer.start()

        let run = try await BuiltBinary.runWithoutBlocking(
            try BuiltBinary.zreader(), arguments(server, days: 0) + ["--no-pictures", "--no-comments"])

        #expect(run.status == 0, "\(run.error)")
        #expect(try await server.imageLog().isEmpty)
        let log = try await server.requestLog()
        #expect(!log.contains { $0.hasSuffix("-comments") }, "\(log)")
        #expect(log.contains { $0.hasPrefix("story-extra/") } && log.contains("news/9791101"))
        #expect(!FileManager.default.fileExists(atPath: folder.file("cache") + "/pictures"))
    }

    /// The progress line at a terminal's width: every redraw fits in one line (the last column left
    /// empty), and neither what is done nor its totals ever go back.
    @Test(arguments: [40, 80, 200])
    func theProgressLineFitsTheWidthAndItsTotalsOnlyGrow(columns: Int) async throws {
        let server = try await FixtureServer.start()
        let out = folder.file("pty-\(columns).out")
        let pty = try await BuiltBinary.runWithoutBlocking(
            try FixtureServer.findPython(),
            [
                FixtureServer.packageRoot.appending(path: "Tests/Fixtures/pty_run.py").path, "--out", out, "--wait",
                "20", "--cols", String(columns), "--quit", "", "--",
            ] + [try BuiltBinary.zreader()] + arguments(server, days: 5))

        #expect(pty.output.trimmingCharacters(in: .whitespacesAndNewlines) == "0")
        let text = String(decoding: try Data(contentsOf: URL(fileURLWithPath: out)), as: UTF8.self)
        let progress = text.components(separatedBy: "\r").dropFirst().compactMap { drawn -> String? in
            guard let end = drawn.range(of: "\u{1B}[K") else { return nil }
            return String(drawn[..<end.lowerBound])
        }
        #expect(progress.count >= 2, "\(text)")
        var last: [Int] = []
        for line in progress {
            #expect(!line.contains("\n"))
            #expect(cells(line) <= columns - 1, "\(cells(line)) cells: \(line)")
            // Days done, days asked, stories done, stories listed.
            let numbers = try counts(in: line)
            if !last.isEmpty, !numbers.isEmpty {
                #expect(zip(last, numbers).allSatisfy { $0 <= $1 }, "\(last) then \(numbers): \(line)")
            }
            if !numbers.isEmpty { last = numbers }
        }
        #expect(last.count == 4 && last[0] == last[1] && last[2] == last[3], "ends complete: \(progress.last ?? "")")
        #expect(text.contains("zreader: 离线下载完成：6/6 天"))
    }

    /// The cells a progress line takes: its Chinese characters are two wide.
    func cells(_ line: String) -> Int {
        line.unicodeScalars.reduce(0) { $0 + ($1.value >= 0x2E80 ? 2 : 1) }
    }

    /// `3/6 天 · 20/40 篇` as [3, 6, 20, 40], when the line is wide enough to show them.
    func counts(in line: String) throws -> [Int] {
        let pattern = try Regex(#"(\d+)/(\d+) 天 · (\d+)/(\d+) 篇"#)
        guard let match = line.firstMatch(of: pattern) else { return [] }
        return (1...4).compactMap { match.output[$0].substring.flatMap { Int($0) } }
    }

    @Test func ctrlCStopsAtOnceKeepsWhatWasFetchedAndTheNextRunResumes() async throws {
        let server = try await FixtureServer.start()
        try await server.setFaults(["news/before/20261128": ["delay:30"]])
        let sync = try BackgroundProcess(executable: try BuiltBinary.zreader(), arguments: arguments(server, days: 3))
        let deadline = ContinuousClock.now + .seconds(20)
        while !sync.errorOutput().contains("20261128  "), sync.isRunning, ContinuousClock.now < deadline {
            try await Task.sleep(for: .milliseconds(20))
        }
        let interruptedAt = ContinuousClock.now

        kill(sync.pid, SIGINT)
        let status = await sync.exitStatus()

        #expect(ContinuousClock.now - interruptedAt < .seconds(8))
        #expect(status == 130)
        #expect(sync.errorOutput().hasSuffix("zreader: 离线下载已中断：已保存 3/4 天，23 篇，再次运行即可继续\n"), "\(sync.errorOutput())")
        try await server.reset()

        let again = try await BuiltBinary.runWithoutBlocking(try BuiltBinary.zreader(), arguments(server, days: 3))

        #expect(again.status == 0, "\(again.error)")
        let log = try await server.requestLog()
        #expect(log.contains("news/before/20261128"))
        #expect(!log.contains("news/9791102") && !log.contains("news/before/20261130"), "\(log)")
    }

    @Test func somethingFailedExitsNonZeroWithAOneLineSummary() async throws {
        let server = try await FixtureServer.start()
        try await server.setFaults(["news/9791103": ["status:500*"]])

        let run = try await BuiltBinary.runWithoutBlocking(try BuiltBinary.zreader(), arguments(server, days: 0))

        #expect(run.status == 1)
        let last = run.error.split(separator: "\n").last.map(String.init)
        // Seven of the day's eight stories were saved: the one whose body failed is not counted.
        #expect(last == "zreader: 离线下载未完成：news/9791103：加载失败 (HTTP 500)；已保存 1/1 天，7 篇", "\(run.error)")
    }

    @Test func aCapThatCannotHoldTheDaysKeepsTheNewestAndSaysSo() async throws {
        let server = try await FixtureServer.start(synthetic: true)
        let run = try await BuiltBinary.runWithoutBlocking(
            try BuiltBinary.zreader(), arguments(server, days: 40) + ["--cache-mb", "1", "--no-pictures"])

        // Before, the clean-up after the download took days it had just stored and the run said
        // 离线下载完成, exit 0.
        #expect(run.status == 1, "\(run.error)")
        let last = run.error.split(separator: "\n").last.map(String.init) ?? ""
        #expect(last.contains("缓存上限 1 MB 放不下 41 天：保留了最近 "), "\(last)")
    }

    @Test func withoutANetworkItSaysSoAndExitsNonZero() async throws {
        let run = try await BuiltBinary.runWithoutBlocking(
            try BuiltBinary.zreader(),
            [
                "sync", "--api", "http://127.0.0.1:9/api/4", "--cache-dir", folder.file("cache"), "--data-dir",
                folder.file("data"),
            ])

        #expect(run.status == 1)
        #expect(run.error.split(separator: "\n").last?.hasPrefix("zreader: 离线下载未完成（") == true, "\(run.error)")
    }
}
