import Foundation
import Testing
import ZReaderApp
import ZReaderModel
import ZReaderScreen
import ZReaderTestSupport
import ZReaderViews

@testable import ZReaderConfig

/// The config file's problems, printed in full on standard error (`zreader: FILE:LINE:COL: …`),
/// are in Chinese like every other command-line error: only what the user wrote (quoted “…”),
/// zreader's own names (settings, tables, screens, commands, colours, keys, values) and TOML's
/// syntax keep their Latin letters.
@Suite("Config problems in one language")
struct ConfigLanguageTests {
    /// The names a message may use as they are written in the file.
    static let names: Set<String> = Set(
        SettingsSchema.names + SettingsSchema.tableNames + Screen.allCases.map(\.name)
            + Command.allCases.map(\.name) + ColorName.configNames
            + ([.character(" "), .up, .down, .left, .right, .pageUp, .pageDown, .home, .end, .enter, .escape]
            + [.backspace, .tab] + KeyName.functionKeys.map(Key.function))
            .compactMap(KeyName.name(of:)))

    /// TOML's words and zreader's values, and the few terms Chinese writes in Latin letters.
    static let syntaxWords: Set<String> = [
        "zreader", "true", "false", "auto", "on", "off", "kitty", "sixel", "cells", "hidden", "visible", "terminal",
        "day", "night", "http", "https", "RRGGBB", "RGB", "UTF-8", "Unicode", "MB", "C-x", "Ctrl", "Ctrl-C", "j", "5j",
        "ZREADER_API",
    ]

    /// The words of `message` outside what it quotes (“…”) and TOML's escapes (`\t`, `\uXXXX`)
    /// that are neither a name nor a syntax word; a message without Chinese is all foreign.
    static func foreignWords(in message: String) -> [String] {
        let unquoted = message.replacing(#/“[^”]*”/#, with: "").replacing(#/\\\S*/#, with: "")
        let words = unquoted.matches(of: #/[A-Za-z0-9_][A-Za-z0-9_-]*/#).map { String($0.output) }
            .filter { $0.contains(where: \.isLetter) }
        let foreign = words.filter { !names.contains($0) && !syntaxWords.contains($0) }
        let hasChinese = message.unicodeScalars.contains { (0x4E00...0x9FFF).contains($0.value) }
        return hasChinese ? foreign : foreign + ["(no Chinese at all)"]
    }

    /// Config files, each with at least one problem: together every place a diagnostic is made.
    static let texts: [String] = [
        // Values the parser cannot read: the setting keeps its default.
        "theme = dusk", "theme = ", "[keys]\ndown = [j]", "[keys]\ndown = [\"j\", ,]", #"browser = "a\qb""#,
        #"browser = "\u12""#, #"browser = "\uD800""#, "browser = \"a\u{01}b\"", "browser = 'a\u{01}b'",
        "cache-limit-mb = 99999999999999999999", "cache-limit-mb = 03", "cache-limit-mb = 1__0",
        // Lines that end the file.
        "mouse false", "browser = \"abc", "browser = 'abc", "theme = \"day\" x", "[keys]\ndown = [\"j\" \"k\"]", "[",
        "[keys", "[keys.]", "[keys] x", "  = 3", "theme = \"day\"\rmouse = false", "# bell \u{07}",
        "\"\"\"theme\"\"\" = 1", "[keys]\ndown = [\"j\",\n", String(repeating: "theme = \"day\"\n", count: 102),
        // TOML zreader does not read.
        "banner-interval = 2.5", "banner-interval = 0x1F", "banner-interval = 1979-05-27",
        "colors = { title = \"#333\" }", "[[keys]]", "browser = \"\"\"w3m\"\"\"", "browser = '''w3m'''",
        "keys.down = [\"j\"]", "[keys]\ndown = [[\"j\"]]",
        "[" + Array(repeating: "a", count: 9).joined(separator: ".") + "]",
        String(repeating: "k", count: 129) + " = 1",
        "[keys]\ndown = [" + Array(repeating: "\"j\"", count: 257).joined(separator: ", ") + "]",
        (0..<1_001).map { "k\($0) = 1\n" }.joined(),
        // Given twice, or a table and a value under one name.
        "theme = \"day\"\ntheme = \"night\"", "[keys]\n[colors]\n[keys]", "[keys]\nhome = [\"H\"]\n[keys.home]",
        "[keys.home]\ntop = [\"g\"]\n[keys]\nhome = [\"H\"]",
        // Settings and tables zreader does not have, and values that do not fit.
        "volume = 3", "wheel_step = 4", "keys = [\"j\"]", "[general]", "[colours]", "[theme]", "theme = \"dusk\"",
        "theme = 2", "wheel-step = \"3\"", "reader-width = [\"80\"]", "mouse = \"true\"", "browser = 3",
        "api = \"ftp://x\"", "ambiguous-width = 3", "theme = 2.5",
        // Key bindings.
        "[keys]\n\"page down\" = [\"j\"]", "[keys.home]\ndown = \"j\"", "[keys]\ntheme = \"night\"",
        "[keys]\ndown = [\"Dwn\"]", "[keys]\ndown = [\"C-1\"]", "[keys]\ndown = [\"C-h\"]", "[keys]\ndown = [\"\\t\"]",
        "[keys]\ndown = [3]", "[keys]\ndown = [1.5]", "[keys]\ndown = 1.5", "[keys]\nmove-dwn = [\"j\"]",
        "[keys.readr]\nback = [\"q\"]", "[keys]\nquit = [\"j\"]", "[keys]\nquit = [\"5\"]",
        "[keys.home]\nnext-story = [\"J\"]", "[keys]\nquit = []\nback = []",
        // Colours.
        "[colors]\n\"a b\" = \"#fff\"", "[colors]\ntitle = \"red\"", "[colors]\ntitle = 3", "[colors]\ntitle = 1.5",
        "[colors]\ntitel = \"#fff\"",
        // Hidden characters, shown as U+202E.
        "\"a\u{202E}b\" = 1", "theme = night\u{202E}x",
    ]

    /// A config text giving `kind`: a new kind does not compile until it has one.
    static func text(giving kind: ConfigDiagnostic.Kind) -> [UInt8] {
        switch kind {
        case .syntax: Array("theme = dusk".utf8)
        case .unsupported: Array("banner-interval = 2.5".utf8)
        case .unreadable: Array("theme = \"".utf8) + [0xFF] + Array("\"\n".utf8)
        case .invalidValue: Array("theme = \"dusk\"".utf8)
        case .unknownKey: Array("volume = 3".utf8)
        case .unknownTable: Array("[general]".utf8)
        case .duplicate: Array("theme = \"day\"\ntheme = \"night\"".utf8)
        case .unknownKeyName: Array("[keys]\ndown = [\"Dwn\"]".utf8)
        case .invalidColor: Array("[colors]\ntitle = \"red\"".utf8)
        case .unknownCommand: Array("[keys]\nmove-dwn = [\"j\"]".utf8)
        case .keyConflict: Array("[keys]\nquit = [\"j\"]".utf8)
        }
    }

    static let kinds: [ConfigDiagnostic.Kind] = [
        .syntax, .unsupported, .unreadable, .invalidValue, .unknownKey, .unknownTable, .duplicate, .unknownKeyName,
        .invalidColor, .unknownCommand, .keyConflict,
    ]

    let folder: TemporaryFolder

    init() throws {
        folder = try TemporaryFolder()
    }

    /// The problems zreader reports for a config file of `bytes`, as standard error shows them,
    /// without the file's path (which is the user's).
    func reported(_ bytes: [UInt8]) throws -> [(kind: ConfigDiagnostic.Kind, line: String)] {
        let path = folder.file("config.toml")
        try Data(bytes).write(to: URL(fileURLWithPath: path))
        let configuration = try AppConfiguration.load(
            try CommandLineOptions.parse(["--config", path]), environment: [:])
        return configuration.diagnostics.map { ($0.kind, $0.description.replacing(path, with: "")) }
    }

    @Test(arguments: kinds)
    func everyKindIsSaidInChinese(_ kind: ConfigDiagnostic.Kind) throws {
        let problems = try reported(Self.text(giving: kind))
        let mine = problems.filter { $0.kind == kind }
        #expect(!mine.isEmpty, "\(problems)")
        for problem in mine {
            #expect(Self.foreignWords(in: problem.line).isEmpty, "\(problem.line)")
        }
    }

    @Test func everyProblemOfEveryConfigIsSaidInChinese() throws {
        var count = 0
        for text in Self.texts {
            let problems = try reported(Array(text.utf8))
            #expect(!problems.isEmpty, "no problem in \(text.debugDescription)")
            for problem in problems {
                count += 1
                #expect(Self.foreignWords(in: problem.line).isEmpty, "\(text.debugDescription): \(problem.line)")
            }
        }
        #expect(count > Self.texts.count, "\(count)")
    }

    /// Problems that are not in a file's text: the file is a directory or too large, or the
    /// environment holds a value that does not fit.
    @Test func whatIsNotInTheTextIsSaidInChineseToo() throws {
        let directory = try ConfigFile.load(from: ConfigLocation(path: folder.path, origin: .xdgConfigHome))
        let tooLarge = folder.file("large.toml")
        try Data(repeating: UInt8(ascii: "#"), count: ConfigFile.sizeLimit + 1).write(
            to: URL(fileURLWithPath: tooLarge))
        let large = try ConfigFile.load(from: ConfigLocation(path: tooLarge, origin: .flag))
        let (_, environment) = SettingsResolver.environmentOverrides(["ZREADER_API": "gopher://x"])
        let lines =
            (directory.diagnostics + large.diagnostics).map {
                $0.description.replacing(tooLarge, with: "").replacing(folder.path, with: "")
            } + environment.map(\.description)
        #expect(lines.count == 3, "\(lines)")
        for line in lines {
            #expect(Self.foreignWords(in: line).isEmpty, "\(line)")
        }
    }

    @Test func theWordsItKeepsAreFound() {
        #expect(Self.foreignWords(in: "未知的设置“volume”，已忽略").isEmpty)
        #expect(Self.foreignWords(in: "theme 只能是 \"terminal\"，不是“dusk”；it is ignored") == ["it", "is", "ignored"])
        #expect(Self.foreignWords(in: "转义 \\uXXXX 后面 ambiguous-width 与 wheel-step") == [])
        #expect(
            Self.foreignWords(in: "unknown setting volume") == ["unknown", "setting", "volume", "(no Chinese at all)"])
    }
}
