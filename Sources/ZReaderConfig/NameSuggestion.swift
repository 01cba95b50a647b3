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

    /// Levenshtein distance: insertions, deletions and substitutions.
    private static func editDistance(_ left: [Character], _ right: [Character]) -> Int {
        guard !left.isEmpty else { return right.count }
        guard !right.isEmpty else { return left.count }
        var previous = Array(0...right.count)
        for (row, leftCharacter) in left.enumerated() {
            var current = [row + 1]
            for (column, rightCharacter) in right.enumerated() {
                let substitution = previous[column] + (leftCharacter == rightCharacter ? 0 : 1)
                current.append(min(substitution, previous[column + 1] + 1, current[column] + 1))
            }
            previous = current
        }
        return previous[right.count]
    }
}

extension String {
    fileprivate var replacingUnderscores: String { String(map { $0 == "_" ? "-" : $0 }) }
}
