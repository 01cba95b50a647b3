import Testing
import ZReaderTestSupport

/// The command line, run without a terminal: what prints before any terminal set-up.
@Suite("zreader's command line")
struct CommandLineTests {
    func binary() throws -> String {
        try #require(BuiltBinary.path(), "zreader has not been built (.build/debug/zreader)")
    }

    @Test func helpAndVersionPrintAndExitZeroWithoutATerminal() throws {
        let help = try BuiltBinary.run(try binary(), ["--help"])
        #expect(help.status == 0)
        #expect(help.output.contains("usage: zreader"))
        #expect(help.output.contains("--demo-delay"))
        let version = try BuiltBinary.run(try binary(), ["--version"])
        #expect(version.status == 0)
        #expect(version.output.hasPrefix("zreader 0."))
    }

    @Test func unknownFlagsGiveOneLineAndUsageAndExitTwo() throws {
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
}
