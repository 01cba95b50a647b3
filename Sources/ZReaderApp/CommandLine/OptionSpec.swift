/// One command-line option as data: names, value, help, commands, and what it does.
///
/// The parser, `--help`, and (later) the man page and shell completions are all made from the one
/// table of these (`CommandLineOptions.optionTable`).
public struct OptionSpec: Sendable {
    /// `["-h", "--help"]`: the long name last.
    public var names: [String]
    /// The value's placeholder (`DIR`, `N`), or nil for a flag that takes none.
    public var value: String?
    /// The help text, one line each, as `--help` prints them after the names.
    public var help: [String]
    /// The commands the option applies to.
    public var commands: Set<CommandLineOptions.Command>
    /// How the option shows in the usage line (`[--api URL]`), or nil to leave it out there.
    public var synopsis: String?
    /// Applies the option (with its value, empty for a flag) or says why the value is wrong.
    let apply: @Sendable (inout CommandLineOptions, String) throws(CommandLineOptions.UsageError) -> Void

    public init(
        _ names: [String], value: String? = nil, help: [String], commands: Set<CommandLineOptions.Command>,
        synopsis: String? = nil,
        apply: @escaping @Sendable (inout CommandLineOptions, String) throws(CommandLineOptions.UsageError) -> Void
    ) {
        self.names = names
        self.value = value
        self.help = help
        self.commands = commands
        self.synopsis = synopsis
        self.apply = apply
    }

    /// `-h, --help` or `--days N`: how the help names it.
    public var label: String {
        names.joined(separator: ", ") + (value.map { " \($0)" } ?? "")
    }
}
