import Testing
import ZReaderApp

@Suite("Commands and options on the command line")
struct CommandLineOptionsTests {
    func parse(_ arguments: [String]) throws -> CommandLineOptions {
        try CommandLineOptions.parse(arguments)
    }

    @Test func syncTakesItsDaysAndNoBodiesBeforeOrAfterTheOtherOptions() throws {
        let options = try parse(["--cache-dir", "/tmp/c", "sync", "--days", "30", "--no-bodies", "--cache-mb=50"])
        #expect(options.command == .sync)
        #expect(options.syncDays == 30 && !options.syncBodies)
        #expect(options.cacheDirectory == "/tmp/c" && options.cacheMegabytes == 50)
        #expect(options.days == 3, "the reader's --days is another option")
        #expect(try parse(["sync"]).syncDays == 7)
    }

    @Test func favouritesExportAndImport() throws {
        #expect(try parse(["favourites", "export"]).command == .exportFavourites)
        #expect(try parse(["favourites", "export"]).exportFormat == .json)
        #expect(try parse(["favourites", "export", "--markdown"]).exportFormat == .markdown)
        let imported = try parse(["--data-dir", "/tmp/d", "favourites", "import", "backup.json"])
        #expect(imported.command == .importFavourites)
        #expect(imported.importPath == "backup.json" && imported.dataDirectory == "/tmp/d")
    }

    @Test func theReaderIsTheDefaultWithItsOwnDays() throws {
        let options = try parse(["--days", "2", "--json"])
        #expect(options.command == .read && options.days == 2 && options.json)
    }

    @Test(arguments: [
        (["sync", "--days", "4000"], "--days 的值是 0 到 3650 之间的天数，不是“4000”"),
        (["--days", "400"], "--days 的值是 1 到 365 之间的天数，不是“400”"),
        (["--no-bodies"], "--no-bodies 只用于 zreader sync"),
        (["favourites", "export", "--offline"], "--offline 只用于 zreader"),
        (["sync", "--markdown"], "--markdown 只用于 zreader favourites export"),
        (["favourites"], "zreader favourites 后面需要 export 或 import"),
        (["favourites", "import"], "zreader favourites import 需要一个 FILE"),
        (["favourites", "import", "a", "b"], "zreader favourites import 需要一个 FILE"),
        (["sync", "extra"], "多余的参数“extra”"),
        (["frobnicate"], "未知命令“frobnicate”"),
        (["favorites", "export"], "未知命令“favorites”（你要找的是不是“favourites”？）"),
        (["favourites", "export", "--json", "--markdown"], "--json 和 --markdown 不能同时使用"),
        (["favourites", "export", "--markdown", "--json"], "--json 和 --markdown 不能同时使用"),
        (["--cache-mb", "-1"], "--cache-mb 的值是 0 到 1000000 之间的兆字节数，不是“-1”"),
        (["--data-dir="], "--data-dir 需要一个目录"),
    ])
    func mistakesAreNamed(_ arguments: [String], _ message: String) {
        #expect(throws: CommandLineOptions.UsageError(message: message)) { try parse(arguments) }
    }

    @Test func helpListsEveryCommandAndOptionOfTheTables() {
        let help = CommandLineOptions.help()
        for command in CommandLineOptions.commandTable.dropFirst() {
            #expect(help.contains("\n  \(command.label) "), "\(command.label)")
            #expect(CommandLineOptions.usage.contains("zreader \(command.label)"), "\(command.label)")
        }
        for option in CommandLineOptions.optionTable {
            #expect(help.contains("\n  \(option.label) "), "\(option.label)")
        }
        #expect(CommandLineOptions.usage.hasPrefix("usage: zreader [--offline | --demo]"))
    }

    @Test func everyCommandCanBeNamedAndEveryOptionParsesForItsCommands() throws {
        for command in CommandLineOptions.commandTable {
            let words = command.words + (command.operand.map { _ in ["file"] } ?? [])
            #expect(try parse(words).command == command.command)
            for option in CommandLineOptions.optionTable where option.commands.contains(command.command) {
                let value: [String] =
                    switch option.value {
                    case "URL": ["https://example.com/api"]
                    case "DEPTH": ["256"]
                    case "WHEN": ["off"]
                    case "THEME": ["night"]
                    case "HOW": ["cells"]
                    case "STATE": ["visible"]
                    case .some: ["1"]
                    case nil: []
                    }
                guard option.names.last != "--demo" || command.command == .read else { continue }
                #expect(throws: Never.self, "\(option.label) for \(command.label)") {
                    try parse(words + [option.names[0]] + value)
                }
            }
        }
    }
}
