/// A small, seeded pseudo-random generator (SplitMix64): the same seed gives the same numbers on
/// every machine and Swift version, so a fuzz run can be replayed from its seed alone.
public struct SplitMix64: Sendable {
    private var state: UInt64

    public init(seed: UInt64) {
        state = seed
    }

    public mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

    /// A number in `0..<bound` (0 when `bound` is not positive).
    ///
    /// The modulo bias is irrelevant for
    /// fuzzing and keeps the sequence independent of the standard library's sampling algorithm.
    public mutating func int(below bound: Int) -> Int {
        guard bound > 0 else { return 0 }
        return Int(next() % UInt64(bound))
    }

    public mutating func int(in range: ClosedRange<Int>) -> Int {
        let span = UInt64(bitPattern: Int64(range.upperBound &- range.lowerBound)) &+ 1
        guard span != 0 else { return Int(bitPattern: UInt(next())) }
        return range.lowerBound &+ Int(bitPattern: UInt(next() % span))
    }

    /// True with probability `percent` / 100.
    public mutating func percent(_ percent: Int) -> Bool {
        int(below: 100) < percent
    }

    /// A random element; nil for an empty collection.
    public mutating func element<C: Collection>(of collection: C) -> C.Element? where C.Index == Int {
        guard !collection.isEmpty else { return nil }
        return collection[collection.startIndex + int(below: collection.count)]
    }

    /// Picks one of the weighted choices: `weights[i]` is the relative chance of index `i`.
    public mutating func weighted(_ weights: [Int]) -> Int {
        let total = weights.reduce(0) { $0 + max(0, $1) }
        var roll = int(below: total)
        for (index, weight) in weights.enumerated() where weight > 0 {
            if roll < weight { return index }
            roll -= weight
        }
        return max(0, weights.count - 1)
    }
}
