/// One subcommand as data: the words that name it, its operand, and its help.
public struct CommandSpec: Sendable {
    public var command: CommandLineOptions.Command
    /// `["favourites", "export"]`; empty for the reader itself.
    public var words: [String]
    /// The operand's placeholder (`FILE`), or nil when it takes none.
    public var operand: String?
    public var help: String

    public init(_ command: CommandLineOptions.Command, words: [String], operand: String? = nil, help: String) {
        self.command = command
        self.words = words
        self.operand = operand
        self.help = help
    }

    /// `favourites import FILE`.
    public var label: String {
        (words + (operand.map { [$0] } ?? [])).joined(separator: " ")
    }
}
