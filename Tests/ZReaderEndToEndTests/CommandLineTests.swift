import Foundation
import Testing
import ZReaderTestSupport

/// The command line, run without a terminal: what prints before any terminal set-up.
@Suite("zreader's command line")
struct CommandLineTests {
    func binary() throws -> String { try BuiltBinary.zreader() }

    @Test func helpAndVersionPrintAndExitZeroWithoutATerminal() async throws {
        let help = try BuiltBinary.run(try binary(), ["--help"])
        #expect(help.status == 0)
        #expect(help.output.contains("usage: zreader"))
        #expect(help.output.contains("--demo-delay"))
        let version = try BuiltBinary.run(try binary(), ["--version"])
        #expect(version.status == 0)
        #expect(version.output.hasPrefix("zreader 0."))
    }

    @Test func unknownFlagsGiveOneLineAndUsageAndExitTwo() async throws {
        let result = try BuiltBinary.run(try binary(), ["--frobnicate"])
        #expect(result.status == 2)
        let lines = result.error.split(separator: "\n")
        #expect(lines.first == "zreader: unknown option '--frobnicate'")
        #expect(lines.dropFirst().first?.hasPrefix("usage: zreader") == true)
        #expect(result.output.isEmpty)
        let bad = try BuiltBinary.run(try binary(), ["--demo-delay", "soon"])
        #expect(bad.status == 2)
        #expect(bad.error.contains("--demo-delay takes seconds"))
    }

    @Test func withoutATerminalItPrintsTheHomeListAsTextOrJSON() async throws {
        let text = try BuiltBinary.run(try binary(), ["--demo", "--days", "2"])
        #expect(text.status == 0)
        #expect(text.output.hasPrefix("知乎日报 · 11月30日 星期一 · 演示数据\n"))
        #expect(text.output.contains("\n今日新闻\n  9791101  为什么北方一来暖气，很多人就开始流鼻血？（耳鼻喉科老周 · 3 分钟阅读）\n"))
        #expect(text.output.contains("\n11月29日 星期日\n"))
        #expect(!text.output.contains("11月28日"))
        #expect(!text.output.contains("\u{1B}"))

        let json = try BuiltBinary.run(try binary(), ["--demo", "--json", "--days", "3"])
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
        let arguments = ["--api", server.baseURL.absoluteString, "--cache-dir", cache.path, "--days", "3"]
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
