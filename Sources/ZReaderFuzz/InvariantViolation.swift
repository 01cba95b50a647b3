/// An invariant that did not hold, and what was seen instead.
public struct InvariantViolation: Hashable, Sendable, CustomStringConvertible {
    public var invariant: Invariant
    public var detail: String

    public init(_ invariant: Invariant, _ detail: String) {
        self.invariant = invariant
        self.detail = detail
    }

    public var description: String { "\(invariant.rawValue): \(detail)" }
}
