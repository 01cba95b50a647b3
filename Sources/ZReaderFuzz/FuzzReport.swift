/// The outcome of a fuzz run: the steps taken, what they reached, and the failures found.
public struct FuzzReport: Hashable, Sendable, CustomStringConvertible {
    public var seed: UInt64
    public var steps: Int
    /// The first failure of each invariant, in the order found (one at most unless the run was
    /// told to keep going).
    public var failures: [FuzzFailure]
    /// How many steps broke each invariant.
    public var failureCounts: [Invariant: Int]
    public var statistics: FuzzStatistics

    public var passed: Bool { failures.isEmpty }

    public var description: String {
        var lines = [
            "seed \(seed), \(steps) steps: "
                + (passed ? "no invariant violated" : "\(failures.count) invariant(s) violated")
        ]
        lines.append("  " + statistics.description)
        for failure in failures {
            lines.append("")
            lines.append("\(failure)")
            if let count = failureCounts[failure.violation.invariant], count > 1 {
                lines.append("(\(count) steps broke \(failure.violation.invariant.rawValue) in all)")
            }
        }
        return lines.joined(separator: "\n")
    }
}
