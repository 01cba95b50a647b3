import ZReaderScreen

/// A message in the status line: a notice, or an error the user should see.
public struct StatusMessage: Hashable, Sendable {
    /// How the message is shown.
    public enum Kind: Hashable, Sendable {
        case info, error
        /// A problem in the user's own set-up (the config file): shown as an error, but a load
        /// that succeeds does not take it away, as it does a failed load's error, and its time
        /// starts at the user's first key.
        case warning
    }

    public var text: DisplayText
    public var kind: Kind
    /// When the message goes away (monotonic milliseconds); nil keeps it until another replaces
    /// it, as errors and the cache's notice do.
    public var expiresAt: Int?
    /// The screen the message belongs to, the only one that shows it: the screen on top when it
    /// was said unless told; nil for a warning, which concerns every screen.
    public var screen: Screen?

    public init(_ text: DisplayText, kind: Kind = .info, expiresAt: Int? = nil, screen: Screen? = nil) {
        self.text = text
        self.kind = kind
        self.expiresAt = expiresAt
        self.screen = screen
    }
}
