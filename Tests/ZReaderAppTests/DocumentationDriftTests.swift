import Foundation
import Testing
import ZReaderApp
import ZReaderConfig
import ZReaderModel
import ZReaderTestSupport

/// The man page, the shell completions and `--help` say what the tables say: every option (with
/// its value's name), every command, every screen's keys, every setting of the config file — and
/// nothing the tables no longer have.
@Suite("The manual and the completions against the tables")
struct DocumentationDriftTests {
    static let completions = FixtureServer.packageRoot.appending(path: "Resources/completions")
    let page: ManPageSource

    init() throws {
        page = try ManPageSource()
    }

    func completionScript(_ name: String) throws -> String {
        try String(contentsOf: Self.completions.appending(path: name), encoding: .utf8)
    }

    /// Every option name: `-h`, `--help`, `--days`…, each once.
    static var optionNames: [String] {
        var seen: Set<String> = []
        return CommandLineOptions.optionTable.flatMap(\.names).filter { seen.insert($0).inserted }
    }

    /// The long options `text` names: `--days`, also from `--days=2`.
    static func longOptions(in text: String) -> Set<String> {
        let tokens = text.split { !($0.isLetter || $0.isNumber || $0 == "-" || $0 == "=") }
        return Set(
            tokens.filter { $0.hasPrefix("--") && $0.dropFirst(2).first?.isLetter == true }
                .map { String($0.prefix { $0 != "=" }) })
    }

    @Test func everyOptionHasAnEntryUnderOptionsWithTheValueNameTheTableGives() {
        let tags = Set(ManPageSource.entries(in: page.section("OPTIONS")).map(\.tag))
        let labels = Set(CommandLineOptions.optionTable.map(\.label))
        #expect(labels.subtracting(tags).isEmpty, "options the man page lacks: \(labels.subtracting(tags).sorted())")
        #expect(tags.subtracting(labels).isEmpty, "entries for no option: \(tags.subtracting(labels).sorted())")
    }

    @Test func theManPageNamesNoLongOptionTheTableLacks() {
        let named = Self.longOptions(in: page.plainText)
        let unknown = named.subtracting(Self.optionNames)
        #expect(unknown.isEmpty, "the man page names options zreader does not have: \(unknown.sorted())")
        #expect(named.contains("--print-config"), "the pattern finds the page's options")
    }

    @Test func everyCommandHasAnEntryUnderCommands() {
        let tags = Set(ManPageSource.entries(in: page.section("COMMANDS")).map(\.tag))
        let labels = Set(CommandLineOptions.commandTable.map(\.label).filter { !$0.isEmpty })
        #expect(tags == labels)
    }

    /// Each command's synopsis holds every option of that command as the usage line writes it.
    @Test(arguments: CommandLineOptions.commandTable)
    func theSynopsisOfEachCommandListsItsOptions(_ command: CommandSpec) {
        let synopsis = page.synopsis(of: (["zreader"] + command.words).joined(separator: " "))
            .map(ManPageSource.plain).joined(separator: " ")
        #expect(!synopsis.isEmpty, "no .SY for zreader \(command.label)")
        for spec in CommandLineOptions.optionTable where spec.commands.contains(command.command) {
            guard let usage = spec.synopsis else { continue }
            #expect(synopsis.contains(usage), "zreader \(command.label): \(usage) is not in the synopsis")
        }
        if let operand = command.operand {
            #expect(synopsis.hasPrefix(operand), "the operand \(operand) comes first")
        }
    }

    /// Each screen's subsection of KEYS has one entry a binding: its keys as the config file names
    /// them, and the command's config name in parentheses.
    @Test(arguments: Screen.allCases)
    func everyKeyBindingOfTheScreenIsInTheKeysSection(_ screen: Screen) {
        let entries = ManPageSource.entries(in: page.subsection(screen.name, of: page.section("KEYS")))
        let bindings = KeyMap.standard.bindings(for: screen).filter { !$0.keys.isEmpty }
        for binding in bindings {
            let keys = binding.keys.map { KeyName.name(of: $0) ?? $0.description }.joined(separator: ", ")
            let entry = entries.first { $0.tag == keys }
            #expect(entry != nil, "\(screen.name): no entry for \(keys) (\(binding.command.name))")
            if let entry {
                #expect(
                    entry.body.contains("(\(binding.command.name))"),
                    "\(screen.name): \(keys) is \(binding.command.name), the page says \(entry.body)")
            }
        }
        #expect(
            entries.count == bindings.count,
            "\(screen.name): \(entries.count) entries for \(bindings.count) bindings: \(entries.map(\.tag))")
    }

    @Test func theConfigurationSectionNamesEveryGeneralSettingAndTable() {
        let printed = ConfigPrinter.render(Settings()).split(separator: "\n").prefix { !$0.hasPrefix("[") }
        let settings = printed.compactMap { line in
            line.firstRange(of: " = ").map { String(line[..<$0.lowerBound]) }
        }
        #expect(settings.count >= 10, "the printed config starts with its general settings")
        let text = page.section("CONFIGURATION").map(ManPageSource.plain).joined(separator: " ")
        for setting in settings {
            #expect(text.contains(" \(setting)"), "\(setting) is not under CONFIGURATION")
        }
        for table in ["[keys]", "[keys.SCREEN]", "[colors]"] {
            #expect(text.contains(table))
        }
    }

    @Test func theHeaderCarriesTheVersion() {
        let header = page.lines.first { $0.hasPrefix(".TH ") }
        #expect(header?.contains("\"zreader \(AppVersion.current)\"") == true)
    }

    @Test func theHelpNamesEveryOptionAndCommand() {
        let help = CommandLineOptions.help()
        for name in Self.optionNames {
            #expect(help.contains(name), "--help lacks \(name)")
        }
        for command in CommandLineOptions.commandTable where !command.label.isEmpty {
            #expect(help.contains(command.label), "--help lacks \(command.label)")
        }
    }

    /// bash and zsh write options as they are typed; fish as `-l name` and `-s h`.
    @Test(arguments: ["zreader.bash", "_zreader", "zreader.fish"])
    func eachCompletionScriptNamesEveryOptionAndCommandWord(_ script: String) throws {
        let text = try completionScript(script)
        let words = Set(text.split { !($0.isLetter || $0.isNumber || $0 == "-") }.map(String.init))
        // fish's `-l name` and `-s h`: the word after each -l or -s.
        let sequence = text.split { !($0.isLetter || $0.isNumber || $0 == "-") }.map(String.init)
        let fishNames = zip(sequence, sequence.dropFirst()).compactMap { flag, name in
            flag == "-l" ? "--" + name : flag == "-s" ? "-" + name : nil
        }
        let written = Set(words.filter { $0.hasPrefix("-") } + fishNames)
        for name in Self.optionNames {
            #expect(written.contains(name), "\(script) lacks \(name)")
        }
        for word in Set(CommandLineOptions.commandTable.flatMap(\.words)) {
            #expect(words.contains(word), "\(script) lacks the command word \(word)")
        }
    }
}
