import ZReaderScreen

/// Keys that give a command on a screen, with the words the help overlay shows for them.
public struct KeyBinding: Hashable, Sendable {
    public var keys: [Key]
    public var command: Command
    public var help: DisplayText

    public init(_ keys: [Key], _ command: Command, _ help: DisplayText) {
        self.keys = keys
        self.command = command
        self.help = help
    }
}
