import Foundation
import Testing
import ZReaderTestSupport

/// The command line, run without a terminal: what prints before any terminal set-up.
@Suite("zreader's command line")
struct CommandLineTests {
    func binary() throws -> String { try BuiltBinary.zreader() }

    @Test func helpAndVersionPrintAndExitZeroWithoutATerminal() async throws {
        let help = try await BuiltBinary.runInBackground(try binary(), ["--help"])
        #expect(help.status == 0)
        #expect(help.output.contains("usage: zreader"))
        #expect(help.output.contains("--demo-delay"))
        let version = try await BuiltBinary.runInBackground(try binary(), ["--version"])
        #expect(version.status == 0)
        #expect(version.output.hasPrefix("zreader 0."))
    }

    @Test func unknownFlagsGiveOneLineAndUsageAndExitTwo() async throws {
        let result = try await BuiltBinary.runInBackground(try binary(), ["--frobnicate"])
        #expect(result.status == 2)
        let lines = result.error.split(separator: "\n")
        #expect(lines.first == "zreader: 未知选项“--frobnicate”")
        #expect(lines.dropFirst().first?.hasPrefix("usage: zreader") == true)
        #expect(result.output.isEmpty)
        let bad = try await BuiltBinary.runInBackground(try binary(), ["--demo-delay", "soon"])
        #expect(bad.status == 2)
        #expect(bad.error.contains("--demo-delay 的值是 0 到 600 之间的秒数"))
    }

    @Test func withoutATerminalItPrintsTheHomeListAsTextOrJSON() async throws {
        let text = try await BuiltBinary.runInBackground(try binary(), ["--demo", "--days", "2"])
        #expect(text.status == 0)
        #expect(text.output.hasPrefix("知乎日报 · 11月30日 星期一 · 演示数据\n"))
        #expect(text.output.contains("\n今日新闻\n  9791101  为什么北方一来暖气，很多人就开始流鼻血？（耳鼻喉科老周 · 3 分钟阅读）\n"))
        #expect(text.output.contains("\n11月29日 星期日\n"))
        #expect(!text.output.contains("11月28日"))
        #expect(!text.output.contains("\u{1B}"))

        let json = try await BuiltBinary.runInBackground(try binary(), ["--demo", "--json", "--days", "3"])
        #expect(json.status == 0)
        let object = try #require(try JSONSerialization.jsonObject(with: Data(json.output.utf8)) as? [String: Any])
        let days = try #require(object["days"] as? [[String: Any]])
        #expect(days.map { $0["date"] as? String } == ["20261130", "20261129", "20261128"])
        #expect((object["top_stories"] as? [Any])?.count == 5)
        #expect(object["source"] as? String == "demo")
    }

    @Test func aDayThatCannotBeFetchedIsSaidOnStandardErrorInTheJSONAndByTheExitStatus() async throws {
        let server = try await FixtureServer.start()
        let cache = try TemporaryFolder()
        // The day before yesterday (news/before/20261129) fails: only two of the three days come.
        try await server.setFaults(["news/before/20261129": ["status:500*"]])
        let arguments = [
            "--api", server.baseURL.absoluteString, "--cache-dir", cache.path, "--data-dir", cache.path + "/data",
            "--days", "3",
        ]
        let text = try await BuiltBinary.runInBackground(try binary(), arguments)
        #expect(text.status == 1, "\(text)")
        #expect(text.output.contains("\n11月29日 星期日\n") && !text.output.contains("11月28日"), "\(text.output)")
        #expect(text.error.contains("11月28日 星期六（20261128） 没能获取：加载失败 (HTTP 500)"), "\(text.error)")

        let json = try await BuiltBinary.runInBackground(try binary(), arguments + ["--json"])
        #expect(json.status == 1)
        let object = try #require(try JSONSerialization.jsonObject(with: Data(json.output.utf8)) as? [String: Any])
        let errors = try #require(object["errors"] as? [[String: String]])
        #expect(errors == [["what": "20261128", "message": "加载失败 (HTTP 500)"]])
        #expect((object["days"] as? [Any])?.count == 2)

        try await server.setFaults(["news/before/20261129": ["ok*"]])
        let whole = try await BuiltBinary.runInBackground(try binary(), arguments + ["--json"])
        #expect(whole.status == 0, "\(whole.error)")
        let complete = try #require(try JSONSerialization.jsonObject(with: Data(whole.output.utf8)) as? [String: Any])
        #expect((complete["errors"] as? [Any])?.isEmpty == true)
    }
}

/// The config file, end to end: printed, named, broken, and the keys it remaps.
@Suite("zreader's config file")
struct ConfigFileEndToEndTests {
    @Test func printConfigPrintsAFileThatReadsBackAndAMissingNamedFileIsAnError() async throws {
        let folder = try TemporaryFolder()
        let binary = try BuiltBinary.zreader()
        let printed = try await BuiltBinary.runInBackground(binary, ["--print-config", "--theme", "night"])
        #expect(printed.status == 0, "\(printed.error)")
        #expect(printed.output.contains("\ntheme = \"night\"\n"))
        #expect(printed.output.contains("[keys.reader]\n"))
        let file = folder.file("printed.toml")
        try Data(printed.output.utf8).write(to: URL(fileURLWithPath: file))
        let again = try await BuiltBinary.runInBackground(binary, ["--config", file, "--print-config"])
        #expect(again.status == 0 && again.error.isEmpty, "\(again.error)")
        #expect(again.output == printed.output)

        let missing = try await BuiltBinary.runInBackground(binary, ["--config", folder.file("absent.toml"), "--demo"])
        #expect(missing.status == 2)
        #expect(missing.error.contains("absent.toml"), "\(missing.error)")
    }

    @Test func aBrokenLineIsToldInTheStatusLineAndOnExitAndARemappedKeyWorks() async throws {
        let folder = try TemporaryFolder()
        let config = folder.file("config.toml")
        try Data("wheel-step = \"many\"\n[keys]\ndown = [\"J\"]\n".utf8).write(to: URL(fileURLWithPath: config))
        let command =
            "env -u NO_COLOR TERM=xterm-256color \(try BuiltBinary.zreader()) --demo --config \(config); "
            + "echo ZREADER-EXIT=$?; sleep 60"
        let tmux = try TmuxSession(command: command)
        // The problem shows from the first frame, for ten seconds, even before the stories.
        let start = await tmux.waitFor { $0.contains("配置文件第 1 行") }
        #expect(start.matched, "\(start.screen)")
        #expect(await tmux.waitFor { $0.contains("在南极越冬站工作一年") }.matched)
        await tmux.sendLiteral("J")
        #expect(await tmux.waitFor { $0.contains("▌ 为什么北方一来暖气") }.matched, "J moves down")
        await tmux.send("q")
        let exit = await tmux.waitFor { $0.contains("ZREADER-EXIT=") }
        // The terminal wraps the long temporary path; the words are read across its lines.
        let printed = exit.screen.replacingOccurrences(of: "\n", with: "")
        #expect(printed.contains("config.toml:1:14: wheel-step 应为"), "\(exit.screen)")
        #expect(exit.screen.contains("ZREADER-EXIT=0"))
    }
}
