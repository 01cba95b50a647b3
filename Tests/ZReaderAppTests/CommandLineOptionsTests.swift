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
        (["sync", "--days", "4000"], "--days takes a number of days from 0 to 3650, not '4000'"),
        (["--days", "400"], "--days takes a number of days from 1 to 365, not '400'"),
        (["--no-bodies"], "--no-bodies is only for zreader sync"),
        (["favourites", "export", "--offline"], "--offline is only for zreader"),
        (["sync", "--markdown"], "--markdown is only for zreader favourites export"),
        (["favourites"], "zreader favourites needs export or import"),
        (["favourites", "import"], "zreader favourites import needs one FILE"),
        (["favourites", "import", "a", "b"], "zreader favourites import needs one FILE"),
        (["sync", "extra"], "unexpected argument 'extra'"),
        (["frobnicate"], "unknown command 'frobnicate'"),
        (["favorites", "export"], "unknown command 'favorites' (did you mean 'favourites'?)"),
        (["favourites", "export", "--json", "--markdown"], "--json and --markdown cannot be used together"),
        (["favourites", "export", "--markdown", "--json"], "--json and --markdown cannot be used together"),
        (["--cache-mb", "-1"], "--cache-mb takes megabytes from 0 to 1000000, not '-1'"),
        (["--data-dir="], "--data-dir needs a directory"),
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
