/// What was entered at each kind of prompt, oldest first, for Up and Down: searches, finds and
/// dates each have their own.
public struct PromptHistory: Hashable, Sendable {
    private var entries: [PromptState.Kind: [String]] = [:]

    /// How many entries a kind keeps; older ones are let go.
    static let maximumEntries = 50

    public init() {}

    /// The entries of `kind`, oldest first.
    public func entries(of kind: PromptState.Kind) -> [String] { entries[kind] ?? [] }

    /// Keeps `text` as the newest entry of `kind` (moved there if it was already kept).
    mutating func remember(_ text: String, for kind: PromptState.Kind) {
        guard !text.allSatisfy(\.isWhitespace) else { return }
        var kept = entries[kind] ?? []
        kept.removeAll { $0 == text }
        kept.append(text)
        entries[kind] = Array(kept.suffix(PromptHistory.maximumEntries))
    }
}
