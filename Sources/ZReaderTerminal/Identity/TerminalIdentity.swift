/// Which terminal it is, which version, and how zreader knows.
public struct TerminalIdentity: Hashable, Sendable, CustomStringConvertible {
    /// What the identity rests on, strongest first.
    public enum Evidence: Hashable, Sendable {
        /// The terminal's own answer to XTVERSION (`CSI > q`): the text it gave.
        case xtversion(String)
        /// A variable of the environment (`TERM=xterm-kitty`, `KONSOLE_VERSION`): its name.
        case environment(String)
        /// The secondary device attributes (`CSI > c`), by the terminal's model number.
        case secondaryAttributes
        /// tmux's own word about the terminal it runs in (`#{client_termtype}`).
        case tmuxClient
        /// Nothing told.
        case none
    }

    public var brand: TerminalBrand
    public var version: TerminalVersion?
    public var evidence: Evidence

    public init(brand: TerminalBrand, version: TerminalVersion? = nil, evidence: Evidence) {
        self.brand = brand
        self.version = version
        self.evidence = evidence
    }

    /// A terminal nothing is known of.
    public static let unknown = TerminalIdentity(brand: .unknown, evidence: .none)

    /// `kitty 0.26.5`, or the brand alone when the version is unknown.
    public var description: String {
        version.map { "\(brand.displayName) \($0)" } ?? brand.displayName
    }
}
