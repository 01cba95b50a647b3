/// A closed part of the key map's commands: what one screen does, or what means the same on every
/// screen (`GlobalCommand`).
///
/// A reducer switches over its subset exhaustively, so a screen lists no commands it ignores; a
/// command outside the subset never reaches it.
protocol CommandSubset: CaseIterable, Hashable, Sendable {
    /// The key map's command this one is.
    var command: Command { get }
}

extension CommandSubset {
    /// The member of this subset that `command` is, or nil when the subset does not hold it.
    init?(_ command: Command) {
        guard let member = Self.allCases.first(where: { $0.command == command }) else { return nil }
        self = member
    }
}
