/// A violated invariant with what is needed to replay it: the seed, the step, the steps before.
public struct FuzzFailure: Hashable, Sendable, CustomStringConvertible {
    public var seed: UInt64
    public var step: Int
    public var violation: InvariantViolation
    /// The last steps up to and including the failing one, oldest first.
    public var recentSteps: [StepRecord]
    /// The command that replays the run up to the failing step.
    public var replay: String

    public var description: String {
        var lines = [
            "invariant \(violation.invariant.rawValue) violated at step \(step), seed \(seed):",
            "  \(violation.detail)",
            "last \(recentSteps.count) steps:",
        ]
        lines += recentSteps.map { "  \($0)" }
        lines.append("replay: \(replay)")
        return lines.joined(separator: "\n")
    }
}
