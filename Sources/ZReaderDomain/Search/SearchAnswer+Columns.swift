import ZReaderScreen

extension SearchAnswer {
    /// `hits` for `query`, unless the query names a column that is none of `known` (compared as
    /// search folds them): then which known name is nearest, when one is within a couple of edits.
    public static func checking(
        _ hits: [SearchHit], for query: SearchQuery, against known: [DisplayText]
    ) -> SearchAnswer {
        guard hits.isEmpty, let column = query.column else { return .hits(hits) }
        let wanted = Array(TextFolding.fold(column))
        let names = known + StoryColumn.knownNames.sorted { $0.string < $1.string }
        if names.contains(where: { Array(TextFolding.fold($0.string)) == wanted }) { return .hits(hits) }
        let scored = names.map { (name: $0, distance: editDistance(Array(TextFolding.fold($0.string)), wanted)) }
        let close = scored.filter { $0.distance <= max(1, wanted.count / 2) }
        return .noSuchColumn(nearest: close.min { $0.distance < $1.distance }?.name)
    }

    /// Levenshtein distance between two strings of graphemes.
    private static func editDistance(_ a: [Character], _ b: [Character]) -> Int {
        var previous = Array(0...b.count)
        for (i, x) in a.enumerated() {
            var current = [i + 1]
            for (j, y) in b.enumerated() {
                current.append(min(previous[j + 1] + 1, current[j] + 1, previous[j] + (x == y ? 0 : 1)))
            }
            previous = current
        }
        return previous[b.count]
    }
}
