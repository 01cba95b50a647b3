import ZReaderScreen

/// One command's keys as the user's settings give them: for every screen that has the command
/// (`screen` nil, `[keys]`), or for one (`[keys.<screen>]`).
public struct KeyRemap: Hashable, Sendable {
    public var screen: Screen?
    public var command: Command
    /// In the order written; empty leaves the command without keys.
    public var keys: [Key]

    public init(screen: Screen?, command: Command, keys: [Key]) {
        self.screen = screen
        self.command = command
        self.keys = keys
    }

    /// Why a remap did not take as written, with the remap's index among those given (and the
    /// key's among its keys, where one key is the trouble).
    public struct Problem: Hashable, Sendable {
        public enum Kind: Hashable, Sendable {
            /// The screen has no such command (`[keys.comments] favourite`).
            case notOnScreen(Screen)
            /// The key gave `other` on `screen` before: it now gives the remapped command only.
            case conflict(Key, screen: Screen, other: Command)
            /// Digits 1–9 start a count (5j) and cannot be bound.
            case countDigit(Key)
        }

        public var kind: Kind
        public var remap: Int
        public var key: Int?

        public init(kind: Kind, remap: Int, key: Int?) {
            self.kind = kind
            self.remap = remap
            self.key = key
        }
    }
}
