import ZReaderScreen

/// One command's keys as the config file gives them, with where each was written, so the app can
/// report unknown commands and conflicts by line.
public struct KeyBindingEntry: Hashable, Sendable {
    /// The screen of `[keys.<screen>]`, nil for `[keys]` (every screen that has the command).
    public var screen: String?
    public var command: String
    /// Where the command's name is.
    public var location: SourceLocation
    /// The keys in the order written, each listed once; empty leaves the command without keys.
    public var keys: [Located<Key>]

    public init(screen: String?, command: String, location: SourceLocation, keys: [Located<Key>]) {
        self.screen = screen
        self.command = command
        self.location = location
        self.keys = keys
    }
}
