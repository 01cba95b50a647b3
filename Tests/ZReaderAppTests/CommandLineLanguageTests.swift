import Testing
import ZReaderApp
import ZReaderConfig

/// Every error zreader prints on the command line is in Chinese, the language of the app, of sync
/// and of the favourites' messages; what the user types (options, values, commands, quoted text)
/// stays as typed.
@Suite("Command-line errors in one language")
struct CommandLineLanguageTests {
    /// Words a message may keep in Latin letters: what the user types or reads in `--help`.
    static let typedWords: Set<String> = Set(
        CommandLineOptions.commandTable.flatMap { $0.words + ($0.operand.map { [$0] } ?? []) }
            + ["zreader", "http", "https", "TERM", "ZREADER_API", "ZREADER_CONFIG", "xterm-256color"]
            // The values of the options with a fixed choice.
            + ["hidden", "visible", "24bit", "none", "auto", "on", "off", "kitty", "sixel", "cells"]
            + ["terminal", "day", "night"])

    /// The words of `message` outside what it quotes (“…”), its options and the typed words; the
    /// message must have Chinese and no other word.
    static func foreignWords(in message: String) -> [String] {
        let unquoted = message.replacing(#/“[^”]*”/#, with: "")
        let withoutOptions = unquoted.replacing(#/--?[a-z][a-z0-9-]*(=\S*)?/#, with: "")
        let words = withoutOptions.matches(of: #/[A-Za-z0-9_][A-Za-z0-9_-]*/#).map { String($0.output) }
            .filter { $0.contains(where: \.isLetter) }
        let foreign = words.filter { !typedWords.contains($0) }
        let hasChinese = message.unicodeScalars.contains { (0x4E00...0x9FFF).contains($0.value) }
        return hasChinese ? foreign : foreign + ["(no Chinese at all)"]
    }

    static func usageError(_ arguments: [String], environment: [String: String] = [:]) -> String? {
        do {
            _ = try CommandLineOptions.parse(arguments, environment: environment)
            return nil
        } catch {
            return error.message
        }
    }

    /// Each error of the parser that is not an option's own.
    @Test(arguments: [
        ["favourites"], ["favourites", "import"], ["sync", "extra"], ["frobnicate"], ["favorites", "export"],
        ["favourites", "export", "--json", "--markdown"], ["--demo", "--offline"], ["--bogus"], ["--api"],
        ["--api", "gopher://x"], ["sync", "--theme", "day"],
    ])
    func eachMistakeIsSaidInChinese(_ arguments: [String]) throws {
        let message = try #require(Self.usageError(arguments))
        #expect(Self.foreignWords(in: message).isEmpty, "\(arguments): \(message)")
    }

    @Test func aBadAPIInTheEnvironmentIsSaidInChinese() throws {
        let message = try #require(Self.usageError([], environment: ["ZREADER_API": "ftp://x"]))
        #expect(Self.foreignWords(in: message).isEmpty, "\(message)")
    }

    /// Every option of the table, without its value, with a value no option takes, with none,
    /// and for a command it is not for: whatever it refuses is said in Chinese.
    @Test func everyOptionRefusesInChinese() {
        var refused = 0
        for spec in CommandLineOptions.optionTable {
            guard let name = spec.names.last else { continue }
            var attempts: [[String]] =
                spec.value == nil ? [] : [[name], [name, "-1x"], ["\(name)="], [name, "99999999"]]
            if let stranger = CommandLineOptions.commandTable.first(where: { !spec.commands.contains($0.command) }) {
                attempts.append(
                    stranger.words + (stranger.operand.map { _ in ["f"] } ?? []) + [name]
                        + (spec.value == nil ? [] : ["1"]))
            }
            for arguments in attempts {
                guard let message = Self.usageError(arguments) else { continue }
                refused += 1
                #expect(Self.foreignWords(in: message).isEmpty, "\(arguments): \(message)")
            }
        }
        #expect(refused > 30, "the attempts reach the options' own errors")
    }

    @Test(arguments: [ConfigLocation.Origin.flag, .environment, .xdgConfigHome])
    func aConfigFileThatCannotBeReadIsSaidInChinese(_ origin: ConfigLocation.Origin) {
        let path = "/nonexistent/config.toml"
        let error = ConfigFileError(location: ConfigLocation(path: path, origin: origin), reason: "文件不存在")
        let message = error.description.replacing(path, with: "")
        #expect(Self.foreignWords(in: message).isEmpty, "\(error)")
    }

    @Test func theWordsItKeepsAreFound() {
        #expect(Self.foreignWords(in: "未知 option “--x”") == ["option"])
        #expect(Self.foreignWords(in: "--colors 的值是 24bit 或 256bits") == ["256bits"])
        #expect(Self.foreignWords(in: "--days 的值是 1 到 365 之间的天数，不是“x”").isEmpty)
        #expect(Self.foreignWords(in: "--cache-dir") == ["(no Chinese at all)"])
    }
}
