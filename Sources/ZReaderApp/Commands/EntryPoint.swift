/// zreader from its arguments to its exit status.
///
/// It parses the options, reads the config file, and runs what they ask for: the reader, the list
/// for a pipe, `sync`, `favourites export|import`, `--help`, `--version`, `--print-config` or
/// `--probe-terminal`.
/// `main` only wires the process to it.
public enum EntryPoint {
    /// Runs zreader; call it on the main thread (the reader's loop runs on it).
    ///
    /// - Parameters:
    ///   - arguments: the command line without the program's name.
    ///   - console: where results and words for the user go.
    ///   - commit: the commit zreader was built from, for `--version` (empty outside git).
    ///   - terminals: how the reader gets its terminal.
    @MainActor
    public static func run(
        arguments: [String], environment: [String: String], console: Console = .standard, commit: String = "",
        terminals: TerminalFactory
    ) async -> ExitStatus {
        let parsed: CommandLineOptions
        do {
            parsed = try CommandLineOptions.parse(arguments, environment: environment)
        } catch {
            console.report("zreader: \(error)\n\(CommandLineOptions.usage)\n")
            return .usage
        }
        if parsed.mode == .version {
            return console.finish(writing: AppVersion.versionLine(commit: commit) + "\n")
        }
        let configuration: AppConfiguration
        do {
            configuration = try AppConfiguration.load(parsed, environment: environment)
        } catch {
            // A config file the user named and that cannot be read is a mistake to fix, not to guess past.
            console.report("zreader: \(error)\n")
            return .usage
        }
        let options = configuration.options
        switch options.mode {
        case .help:
            return console.finish(writing: CommandLineOptions.help(keys: configuration.keyMap) + "\n")
        case .printConfig:
            console.report(configuration.report)
            let memory = ThemeMemoryFile.standard(environment: environment)
            let remembered = memory.flatMap { memory in memory.load().map { ($0, memory.file.path) } }
            return console.finish(writing: configuration.printed(rememberedTheme: remembered))
        case .probeTerminal:
            console.report(configuration.report)
            return ProbeTerminalCommand.run(
                configuration, environment: environment, console: console, terminals: terminals)
        case .version, .run:
            break
        }
        // The config's problems in full: now, except for the reader, which says them when it ends.
        let isTerminal = console.outputIsTerminal
        if options.command != .read || !isTerminal {
            console.report(configuration.report)
        }
        switch options.command {
        case .read:
            break
        case .sync:
            return await SyncCommand.run(options, console: console)
        case .exportFavourites:
            return finish(FavouritesCommand.export(options, console: console), console: console)
        case .importFavourites:
            return finish(FavouritesCommand.importFile(options, console: console), console: console)
        }
        guard isTerminal, environment["TERM"] != "dumb" else {
            if isTerminal { console.report(configuration.report) }
            return await PipeListCommand.run(options, console: console)
        }
        return await ReaderCommand.run(configuration, environment: environment, console: console, terminals: terminals)
    }

    /// Writes what a favourites command printed; its status, unless the output could not be written.
    private static func finish(_ result: FavouritesCommand.Result, console: Console) -> ExitStatus {
        let written = console.finish(writing: result.output)
        console.report(result.error)
        return written == .success ? result.status : written
    }
}
