import Foundation
import Testing
import ZReaderApp
import ZReaderScreen
import ZReaderTerminal
import ZReaderTestSupport

/// zreader's exit statuses from the entry point `main` calls, in this process.
///
/// 0, 1, 2, 128 + N and 141, each for what the man page says gives it. On the main actor, as
/// `main` runs it: the reader's loop runs on the calling thread.
@Suite("Exit statuses from the entry point")
@MainActor
struct EntryPointTests {
    /// One run: its status, and what it wrote to standard output and standard error.
    struct Run {
        var status: ZReaderApp.ExitStatus
        var output: String
        var error: String
    }

    let home: TemporaryFolder

    init() throws {
        home = try TemporaryFolder()
    }

    /// An environment that keeps the run inside `home`: no config file, no theme memory, no cache
    /// of the user's.
    var environment: [String: String] {
        [
            "HOME": home.path, "XDG_CONFIG_HOME": home.file("config"), "XDG_STATE_HOME": home.file("state"),
            "XDG_CACHE_HOME": home.file("cache"), "XDG_DATA_HOME": home.file("data"), "TERM": "xterm-256color",
            "PATH": "/nonexistent",
        ]
    }

    /// Runs zreader with its output in a file (not a terminal: the list for a pipe), or in
    /// `output` when given, and its standard error in a file.
    func run(
        _ arguments: [String], output: Int32? = nil, terminals: TerminalFactory = .unused, commit: String = ""
    ) async throws -> Run {
        let outputFile = open(home.file("output"), O_RDWR | O_CREAT | O_TRUNC | O_CLOEXEC, 0o600)
        let errorFile = open(home.file("error"), O_RDWR | O_CREAT | O_TRUNC | O_CLOEXEC, 0o600)
        try #require(outputFile >= 0 && errorFile >= 0)
        defer {
            close(outputFile)
            close(errorFile)
        }
        let status = await EntryPoint.run(
            arguments: arguments, environment: environment,
            console: Console(output: output ?? outputFile, error: errorFile), commit: commit, terminals: terminals)
        return Run(
            status: status, output: String(decoding: try home.bytes(of: "output"), as: UTF8.self),
            error: String(decoding: try home.bytes(of: "error"), as: UTF8.self))
    }

    @Test func versionHelpAndPrintConfigPrintAndExitZero() async throws {
        let version = try await run(["--version"], commit: "abc1234")
        #expect(version.status == .success)
        #expect(version.output == "zreader 0.1.0 (abc1234)\n")
        let help = try await run(["--help"])
        #expect(help.status == .success)
        #expect(help.output.contains("\nusage: zreader"), "\(help.output)")
        let printed = try await run(["--print-config"])
        #expect(printed.status == .success)
        #expect(printed.output.contains("theme = "), "\(printed.output)")
    }

    /// The printed config says the theme zreader starts with; one the last `t` chose stays a
    /// comment, so that the printed file, used as the config, starts zreader the same.
    @Test func printConfigPrintsTheStartingThemeAndLeavesARememberedOneToTheMemory() async throws {
        let memory = ThemeMemoryFile(directory: URL(fileURLWithPath: home.file("state")).appending(path: "zreader"))
        #expect(memory.save(.night))
        let printed = try await run(["--print-config"]).output
        let themeLines = printed.split(separator: "\n").filter { $0.contains("theme = ") }
        #expect(themeLines == ["# theme = \"night\""], "\(printed)")
        #expect(printed.contains("the last t chose it"))
        let configFolder = URL(fileURLWithPath: home.file("config")).appending(path: "zreader")
        try FileManager.default.createDirectory(at: configFolder, withIntermediateDirectories: true)
        try Data(printed.utf8).write(to: configFolder.appending(path: "config.toml"))
        #expect(try await run(["--print-config"]).output == printed, "the printed file changes nothing")
        #expect(memory.save(.day))
        #expect(try await run(["--print-config"]).output.contains("# theme = \"day\""))
        let flagged = try await run(["--theme", "terminal", "--print-config"]).output
        #expect(flagged.split(separator: "\n").filter { $0.contains("theme = ") } == ["theme = \"terminal\""])
    }

    @Test func probeTerminalPrintsWhatTheTerminalSaidAndExitsZeroWithoutStartingTheReader() async throws {
        var asked: TerminalOptions?
        let terminals = TerminalFactory(
            prepareProcess: { Issue.record("the reader's process set-up ran") },
            open: { _ in
                Issue.record("the reader was started")
                throw NoTerminal()
            },
            probe: { options in
                asked = options
                return .silent(options)
            })
        let probe = try await run(["--probe-terminal", "--graphics", "cells", "--no-title"], terminals: terminals)
        #expect(probe.status == .success)
        #expect(asked?.graphics == .cells && asked?.setsTitle == false && asked?.environment.term == "xterm-256color")
        #expect(probe.output.contains("\nquery round:"), "\(probe.output)")
        #expect(probe.output.contains("--graphics cells → cells"), "\(probe.output)")
    }

    @Test func aUsageErrorOrAConfigFileNamedButUnreadableExitsTwo() async throws {
        let unknown = try await run(["--frobnicate"])
        #expect(unknown.status == .usage)
        #expect(unknown.status.code == 2)
        #expect(unknown.error.hasPrefix("zreader: 未知选项“--frobnicate”\nusage: zreader"), "\(unknown.error)")
        #expect(unknown.output.isEmpty)
        let missing = try await run(["--config", home.file("nowhere.toml"), "--print-config"])
        #expect(missing.status == .usage)
        #expect(missing.error.contains("nowhere.toml"), "\(missing.error)")
        #expect(missing.output.isEmpty)
    }

    @Test func theListForAPipeExitsZeroWholeAndOneShort() async throws {
        let whole = try await run(["--demo", "--days", "2"])
        #expect(whole.status == .success, "\(whole.error)")
        #expect(whole.output.hasPrefix("知乎日报 · 11月30日 星期一 · 演示数据\n"), "\(whole.output)")

        let server = try await FixtureServer.start()
        defer { server.stop() }
        // The day before yesterday (news/before/20261129) fails: two of the three days come.
        try await server.setFaults(["news/before/20261129": ["status:500*"]])
        let short = try await run([
            "--api", server.baseURL.absoluteString, "--cache-dir", home.file("cache"), "--data-dir", home.file("data"),
            "--days", "3",
        ])
        #expect(short.status == .failure, "\(short.error)")
        #expect(short.output.contains("\n11月29日 星期日\n"), "\(short.output)")
        #expect(short.error.contains("没能获取：加载失败 (HTTP 500)"), "\(short.error)")
    }

    @Test func favouritesExportExitsZeroAndAnUnreadableImportOne() async throws {
        let stores = ["--cache-dir", home.file("cache"), "--data-dir", home.file("data")]
        let export = try await run(["favourites", "export", "--markdown"] + stores)
        #expect(export.status == .success, "\(export.error)")
        #expect(export.output.hasPrefix("# 知乎日报 · 收藏夹\n"), "\(export.output)")
        let missing = try await run(["favourites", "import", home.file("nothing.json")] + stores)
        #expect(missing.status == .failure)
        #expect(missing.error.hasPrefix("zreader: 无法读取 "), "\(missing.error)")
    }

    @Test func aReaderThatWentAwayEndsItQuietlyWith141() async throws {
        let previous = signal(SIGPIPE, SIG_IGN)
        defer { signal(SIGPIPE, previous) }
        var ends: [Int32] = [-1, -1]
        try #require(pipe(&ends) == 0)
        close(ends[0])
        defer { close(ends[1]) }
        let stores = ["--cache-dir", home.file("cache"), "--data-dir", home.file("data")]
        for arguments in [
            ["--demo"], ["--print-config"], ["--version"], ["favourites", "export", "--json"] + stores,
            ["favourites", "export", "--markdown"] + stores,
        ] {
            let run = try await run(arguments, output: ends[1])
            #expect(run.status == .brokenPipe, "\(arguments)")
            #expect(run.status.code == 141 && run.status.signal == nil, "\(arguments)")
            #expect(run.error.isEmpty, "\(arguments): \(run.error)")
        }
    }

    @Test func theReaderExitsZeroAfterQ() async throws {
        let terminal = try PseudoTerminal()
        let scripted = ScriptedTerminal(
            size: Size(columns: 80, rows: 24), clock: ManualClock(),
            script: [.until { $0.joined().contains("演示数据") }, .input([.key(.character("q"))])])
        let run = try await run(["--demo"], output: terminal.follower, terminals: .scripted(scripted))
        #expect(run.status == .success, "\(run.error)")
        #expect(scripted.reads.contains { $0.screen.joined().contains("演示数据") })
    }

    @Test func insideTmuxWithoutPassthroughTheStatusLineSaysHowToLetPicturesThrough() async throws {
        let terminal = try PseudoTerminal()
        let hint = "set -g allow-passthrough on"
        for passthroughHint in [true, false] {
            let scripted = ScriptedTerminal(
                size: Size(columns: 100, rows: 24), clock: ManualClock(),
                script: [.until { $0.joined().contains("演示数据") }, .input([.key(.character("q"))])])
            let run = try await run(
                ["--demo"], output: terminal.follower,
                terminals: .scripted(scripted, profile: TerminalProfile(passthroughHint: passthroughHint)))
            #expect(run.status == .success, "\(run.error)")
            let shown = scripted.reads.contains { $0.screen.joined().contains(hint) }
            #expect(shown == passthroughHint, "\(scripted.reads.last?.screen.joined(separator: "\n") ?? "")")
        }
    }

    @Test func theReaderEndedByAQuitSignalEndsByIt() async throws {
        let terminal = try PseudoTerminal()
        let scripted = ScriptedTerminal(
            size: Size(columns: 80, rows: 24), clock: ManualClock(), script: [.input([.terminated])])
        let run = try await run(
            ["--demo"], output: terminal.follower, terminals: .scripted(scripted, quitSignal: SIGTERM))
        #expect(run.status == .endedBy(signal: SIGTERM))
        #expect(run.status.code == 143 && run.status.signal == SIGTERM)
    }

    @Test func noTerminalToOpenExitsOneAndSaysWhy() async throws {
        let terminal = try PseudoTerminal()
        let run = try await run(["--demo"], output: terminal.follower, terminals: .failing)
        #expect(run.status == .failure)
        #expect(run.error == "zreader: 没有设置 TERM\n")
    }
}

extension TerminalFactory {
    /// For runs that must not reach the reader.
    fileprivate static var unused: TerminalFactory {
        TerminalFactory(
            prepareProcess: {},
            open: { _ in
                Issue.record("the reader was started")
                throw NoTerminal()
            },
            probe: { options in
                Issue.record("the terminal was probed")
                return .silent(options)
            })
    }

    /// The reader on `terminal` as `profile` describes it, ended by `quitSignal` when one is given.
    fileprivate static func scripted(
        _ terminal: ScriptedTerminal, quitSignal: Int32? = nil, profile: TerminalProfile = TerminalProfile()
    ) -> TerminalFactory {
        TerminalFactory(
            prepareProcess: {},
            open: { _ in Opened(backend: terminal, close: {}, quitSignal: { quitSignal }, profile: profile) },
            probe: TerminalProbe.silent)
    }

    /// A terminal that cannot be opened, as curses says when `TERM` is not set.
    fileprivate static var failing: TerminalFactory {
        TerminalFactory(prepareProcess: {}, open: { _ in throw NoTerminal() }, probe: TerminalProbe.silent)
    }
}

extension TerminalProbe {
    /// A terminal that answers nothing, where no entry exists.
    fileprivate static func silent(_ options: TerminalOptions) -> TerminalProbe {
        TerminalProbe(
            asked: false, plan: .none, report: .none, window: nil, milliseconds: 0, options: options,
            hasEntry: { _ in false })
    }
}

private struct NoTerminal: Error, CustomStringConvertible {
    var description: String { "zreader: 没有设置 TERM" }
}

// glibc's pseudo-terminal calls, which Glibc's module leaves out (they need _XOPEN_SOURCE).
@_silgen_name("posix_openpt") private func openPseudoTerminal(_ flags: Int32) -> Int32
@_silgen_name("grantpt") private func grantPseudoTerminal(_ descriptor: Int32) -> Int32
@_silgen_name("unlockpt") private func unlockPseudoTerminal(_ descriptor: Int32) -> Int32
@_silgen_name("ptsname") private func pseudoTerminalName(_ descriptor: Int32) -> UnsafeMutablePointer<CChar>?

/// A pseudo-terminal, so that a run's standard output is a terminal and zreader starts its reader.
private final class PseudoTerminal {
    let leader: Int32
    let follower: Int32

    init() throws {
        leader = openPseudoTerminal(O_RDWR | O_NOCTTY | O_CLOEXEC)
        try #require(leader >= 0)
        try #require(grantPseudoTerminal(leader) == 0 && unlockPseudoTerminal(leader) == 0)
        let name = try #require(pseudoTerminalName(leader).map { String(cString: $0) })
        follower = open(name, O_RDWR | O_NOCTTY | O_CLOEXEC)
        try #require(follower >= 0)
    }

    deinit {
        close(follower)
        close(leader)
    }
}
