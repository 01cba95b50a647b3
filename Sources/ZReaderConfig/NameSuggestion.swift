/// The known name a mistyped one most likely meant, for "did you mean …?".
public enum NameSuggestion {
    /// The name in `candidates` closest to `name` (at most two edits away, `_` read as `-`), if any.
    public static func closest(to name: String, among candidates: [String]) -> String? {
        let written = Array(name.lowercased().replacingUnderscores)
        var best: (name: String, distance: Int)?
        for candidate in candidates {
            let distance = editDistance(written, Array(candidate.lowercased().replacingUnderscores))
            if distance <= min(2, max(1, candidate.count / 3)), distance < (best?.distance ?? .max) {
                best = (candidate, distance)
            }
        }
        return best?.name
    }

    /// Insertions, deletions, substitutions and swaps of neighbours (titel → title is one edit).
    private static func editDistance(_ left: [Character], _ right: [Character]) -> Int {
        guard !left.isEmpty else { return right.count }
        guard !right.isEmpty else { return left.count }
        var beforePrevious: [Int] = []
        var previous = Array(0...right.count)
        for row in left.indices {
            var current = [row + 1]
            for column in right.indices {
                var distance = min(
                    previous[column] + (left[row] == right[column] ? 0 : 1), previous[column + 1] + 1,
                    current[column] + 1)
                if row > 0, column > 0, left[row] == right[column - 1], left[row - 1] == right[column] {
                    distance = min(distance, beforePrevious[column - 1] + 1)
                }
                current.append(distance)
            }
            beforePrevious = previous
            previous = current
        }
        return previous[right.count]
    }
}

extension String {
    fileprivate var replacingUnderscores: String { String(map { $0 == "_" ? "-" : $0 }) }
}
