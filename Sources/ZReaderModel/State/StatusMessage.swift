/// A message in the status line: a notice, or an error the user should see.
public struct StatusMessage: Hashable, Sendable {
    /// How the message is shown.
    public enum Kind: Hashable, Sendable {
        case info, error
    }

    public var text: String
    public var kind: Kind
    /// When an info message goes away (monotonic milliseconds); errors stay until replaced.
    public var expiresAt: Int?

    public init(_ text: String, kind: Kind = .info, expiresAt: Int? = nil) {
        self.text = text
        self.kind = kind
        self.expiresAt = expiresAt
    }
}
