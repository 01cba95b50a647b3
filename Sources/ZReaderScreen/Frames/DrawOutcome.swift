/// How a terminal fared with an update.
public enum DrawOutcome: Hashable, Sendable {
    case shown
    /// It could not show the update faithfully (it ran out of colour pairs while drawing) and has
    /// started over: the next update must be full.
    case needsFullUpdate
}
