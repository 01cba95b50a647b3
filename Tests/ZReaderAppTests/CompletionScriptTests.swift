import Foundation
import Testing
import ZReaderApp
import ZReaderConfig
import ZReaderModel
import ZReaderScreen
import ZReaderTestSupport

/// The completions in `Resources/completions/`, run by the shells themselves: after each command
/// they offer exactly the options the table gives that command, for the options with a few values
/// exactly the values the parser takes, and files or directories where a path goes.
@Suite("Shell completions")
struct CompletionScriptTests {
    static let folder = FixtureServer.packageRoot.appending(path: "Resources/completions")

    /// The options whose values are a short list, with the list.
    static let enumerated: [(option: String, values: [String])] = [
        ("--colors", ColorDepth.allCases.map(\.rawValue)),
        ("--images", PicturePreference.allCases.map(\.rawValue)),
        ("--theme", Settings.Theme.allCases.map(\.rawValue)),
        ("--ambiguous-width", AmbiguousWidth.allCases.map { String($0.rawValue) }),
        ("--graphics", Settings.Graphics.allCases.map(\.rawValue)),
        ("--cursor", Settings.Cursor.allCases.map(\.rawValue)),
    ]

    /// `zreader` and the command's words, with a file for the operand.
    static func typed(_ command: CommandSpec) -> [String] {
        ["zreader"] + command.words + (command.operand == nil ? [] : ["backup.json"])
    }

    /// The long options the table gives `command`.
    static func longOptions(of command: CommandSpec) -> Set<String> {
        Set(
            CommandLineOptions.optionTable.filter { $0.commands.contains(command.command) }.flatMap(\.names)
                .filter { $0.hasPrefix("--") })
    }

    /// What bash's completion function offers for the command line `words`, the last one being
    /// completed (as bash splits it: `--theme=ni` is `--theme`, `=`, `ni`).
    func bash(_ words: [String]) async throws -> Set<String> {
        let bash = try #require(BuiltBinary.executable("bash"), "bash is not installed")
        let script = """
            source "$1"; shift; COMP_WORDS=("$@"); COMP_CWORD=$((${#COMP_WORDS[@]} - 1)); _zreader
            printf '%s\\n' "${COMPREPLY[@]}"
            """
        let path = Self.folder.appending(path: "zreader.bash").path
        let result = try await BuiltBinary.runInBackground(
            bash, ["--norc", "--noprofile", "-c", script, "bash", path] + words)
        #expect(result.status == 0 && result.error.isEmpty, "\(result.error)")
        return Set(result.output.split(separator: "\n").map(String.init))
    }

    /// What fish offers for the command line `line`, the candidates without their descriptions.
    func fish(_ line: String) async throws -> Set<String> {
        let fish = try #require(BuiltBinary.executable("fish"), "fish is not installed (scripts/install-deps)")
        let path = Self.folder.appending(path: "zreader.fish").path
        let result = try await BuiltBinary.runInBackground(
            fish, ["--no-config", "-c", "source $argv[1]; complete -C $argv[2]", path, line])
        #expect(result.status == 0 && result.error.isEmpty, "\(result.error)")
        return Set(result.output.split(separator: "\n").map { String($0.prefix { $0 != "\t" }) })
    }

    @Test(arguments: CommandLineOptions.commandTable)
    func bashOffersTheOptionsOfTheCommandBeingTyped(_ command: CommandSpec) async throws {
        #expect(try await bash(Self.typed(command) + ["--"]) == Self.longOptions(of: command))
    }

    @Test(arguments: CommandLineOptions.commandTable)
    func fishOffersTheOptionsOfTheCommandBeingTyped(_ command: CommandSpec) async throws {
        let line = (Self.typed(command) + ["--"]).joined(separator: " ")
        #expect(try await fish(line) == Self.longOptions(of: command))
    }

    @Test func theValuesOfferedAreTheOnesTheParserTakes() async throws {
        for (option, values) in Self.enumerated {
            for value in values {
                #expect(throws: Never.self, "\(option) \(value)") { try CommandLineOptions.parse([option, value]) }
            }
            #expect(try await bash(["zreader", option, ""]) == Set(values), "bash: \(option)")
            // bash splits `--theme=ni` into `--theme`, `=` and `ni`.
            let start = String(values[0].prefix(1))
            #expect(try await bash(["zreader", option, "="]) == Set(values), "bash: \(option)=")
            #expect(
                try await bash(["zreader", option, "=", start]) == Set(values.filter { $0.hasPrefix(start) }),
                "bash: \(option)=\(start)")
            #expect(try await fish("zreader \(option) ") == Set(values), "fish: \(option)")
            #expect(try await fish("zreader \(option)=") == Set(values.map { "\(option)=\($0)" }), "fish: \(option)=")
        }
    }

    @Test func commandWordsComeOneAfterAnotherAndOptionValuesAreNotTakenForThem() async throws {
        let first = Set(CommandLineOptions.commandTable.compactMap(\.words.first))
        let second = Set(
            CommandLineOptions.commandTable.filter { $0.words.first == "favourites" }.compactMap(\.words.last))
        #expect(first == ["sync", "favourites"] && second == ["export", "import"])
        #expect(try await bash(["zreader", ""]) == first)
        #expect(try await bash(["zreader", "--config", "sync", ""]) == first, "sync is --config's file here")
        #expect(try await bash(["zreader", "favourites", ""]) == second)
        #expect(try await fish("zreader ") == first)
        #expect(try await fish("zreader --config sync ") == first)
        #expect(try await fish("zreader favourites ") == second)
    }

    @Test func pathsAreCompletedWherePathsGo() async throws {
        let folder = try TemporaryFolder()
        try Data().write(to: URL(fileURLWithPath: folder.file("export.json")))
        try FileManager.default.createDirectory(atPath: folder.file("existing"), withIntermediateDirectories: false)
        let file = folder.file("export.json")
        let directory = folder.file("existing")
        let prefix = folder.path + "/e"

        #expect(try await bash(["zreader", "favourites", "import", prefix]) == [file, directory])
        #expect(try await bash(["zreader", "--config", prefix]) == [file, directory])
        #expect(try await bash(["zreader", "--cache-dir", prefix]) == [directory])
        #expect(try await bash(["zreader", "sync", "--data-dir", prefix]) == [directory])
        #expect(try await bash(["zreader", "favourites", "import", file, prefix]).isEmpty, "import takes one FILE")

        #expect(try await fish("zreader favourites import \(prefix)") == [file, directory + "/"])
        #expect(try await fish("zreader --config \(prefix)") == [file, directory + "/"])
        #expect(try await fish("zreader --cache-dir \(prefix)") == [directory + "/"])
        #expect(try await fish("zreader sync --data-dir \(prefix)") == [directory + "/"])
    }

    /// zsh runs completion functions only inside its line editor: a real zsh in tmux, Tab pressed.
    @Test func zshOffersTheOptionsOfEachCommandAndTheValuesOfEach() async throws {
        let zsh = try #require(BuiltBinary.executable("zsh"), "zsh is not installed (scripts/install-deps)")
        let home = try TemporaryFolder()
        let session = try TmuxSession(
            command: "env -i HOME=\(home.path) TERM=xterm-256color PATH=/usr/bin:/bin \(zsh) -f", columns: 160, rows: 50
        )
        await session.sendLiteral(
            "PS1='zsh> '; fpath=(\(Self.folder.path) $fpath); autoload -U compinit; compinit -u -D; clear")
        await session.send("Enter")
        #expect(await session.waitFor { $0.trimmingCharacters(in: .whitespacesAndNewlines) == "zsh>" }.matched)

        for command in CommandLineOptions.commandTable {
            let expected = Self.longOptions(of: command)
            let listed = try await zshListing(session, (Self.typed(command) + ["--"]).joined(separator: " ")) {
                screen in expected.allSatisfy(screen.contains)
            }
            let offered = DocumentationDriftTests.longOptions(in: listed)
            #expect(offered == expected, "zsh: zreader \(command.label) --")
        }
        for (option, values) in Self.enumerated {
            let listed = try await zshListing(session, "zreader \(option) ") { screen in
                values.allSatisfy(screen.contains)
            }
            #expect(Set(listed.split(whereSeparator: \.isWhitespace).map(String.init)) == Set(values), "zsh: \(option)")
        }
    }

    /// Types `line`, presses Tab, and returns what zsh listed under the prompt once `isComplete`
    /// holds for the screen; then clears the line and the screen.
    private func zshListing(_ session: TmuxSession, _ line: String, until isComplete: (String) -> Bool) async throws
        -> String
    {
        await session.sendLiteral(line)
        await session.send("Tab")
        let shown = await session.waitFor(isComplete)
        #expect(shown.matched, "zsh listed nothing complete for \(line):\n\(shown.screen)")
        await session.send("C-u")
        await session.sendLiteral("clear")
        await session.send("Enter")
        #expect(await session.waitFor { $0.trimmingCharacters(in: .whitespacesAndNewlines) == "zsh>" }.matched)
        return shown.screen.split(separator: "\n").filter { !$0.hasPrefix("zsh> ") }.joined(separator: "\n")
    }
}
