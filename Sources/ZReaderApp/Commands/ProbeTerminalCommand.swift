import ZReaderTerminal

/// `zreader --probe-terminal`: what the terminal can do, and what zreader would do with it.
///
/// It asks the terminal as the reader would at start-up, and prints everything it found
/// (`ProbeReportText`): the first thing a bug report about a terminal needs. It never starts curses.
enum ProbeTerminalCommand {
    static func run(
        _ configuration: AppConfiguration, environment: [String: String], console: Console,
        terminals: TerminalFactory
    ) -> ExitStatus {
        let options = TerminalOptions(
            configuration.options, environment: environment, tmux: TmuxClientQuery.run(environment: environment))
        let probe = terminals.probe(options)
        return console.finish(writing: ProbeReportText.render(probe, drawnMethods: DrawnPixelMethods.all))
    }
}

extension TerminalOptions {
    /// The options the command line and the config file give the terminal.
    init(_ options: CommandLineOptions, environment: [String: String], tmux: TmuxClientInfo?) {
        self.init(
            colors: options.colors, mouse: options.mouse, ambiguousWidth: options.ambiguousWidth,
            graphics: options.graphics, showsCursor: options.showsCursor, setsTitle: options.setsTitle,
            environment: TerminalEnvironment(environment), tmux: tmux)
    }
}
