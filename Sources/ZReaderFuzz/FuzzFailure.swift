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
        FuzzFailure.report(
            [
                "invariant \(violation.invariant.rawValue) violated at step \(step), seed \(seed):",
                "  \(violation.detail)",
            ],
            recentSteps: recentSteps, replay: replay)
    }

    /// A failure's report: what went wrong, the steps that led there, and how to take them again.
    static func report(_ headline: [String], recentSteps: [StepRecord], replay: String) -> String {
        let steps = ["last \(recentSteps.count) steps:"] + recentSteps.map { "  \($0)" }
        return (headline + steps + ["replay: \(replay)"]).joined(separator: "\n")
    }
}
