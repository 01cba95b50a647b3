import ZReaderFolding

/// How search compares text: NFKC and case folding on both sides (`UnicodeFolding`), so that
/// ＡＢＣ, abc and ABC match each other, full-width digits match ASCII ones, and STRASSE straße.
///
/// The store folds what it indexes with the same function, so a query matches what the
/// highlighting finds.
public enum TextFolding {
    /// Which folding `fold` does: the store indexes again, in the background, text it folded under another.
    ///
    /// 1 was Foundation's NFKC and lower case; 2 is ICU's NFKC_Casefold, which also folds ß, ς,
    /// Cherokee and iota subscripts and drops invisible characters.
    public static let version = 2

    /// The folded form of `text`.
    public static func fold(_ text: String) -> String {
        UnicodeFolding.fold(text)
    }

    /// Where `query` occurs in `text`, as ranges of `text`'s graphemes (offsets into
    /// `Array(text)`), in order, not overlapping, at most `limit` of them; none for an empty query.
    public static func matches(of query: String, in text: String, limit: Int = .max) -> [Range<Int>] {
        let needle = Array(fold(query).unicodeScalars)
        guard !needle.isEmpty, limit > 0 else { return [] }
        return matches(of: needle, in: FoldedText(text), limit: limit)
    }

    /// Where any of `words` occurs in `text`, as ranges of `text`'s graphemes, in order; where two
    /// words' matches overlap, one range covering both.
    public static func matches(of words: SearchWords, in text: String, limit: Int = .max) -> [Range<Int>] {
        let needles = words.words.map { Array(fold($0).unicodeScalars) }.filter { !$0.isEmpty }
        guard !needles.isEmpty, limit > 0 else { return [] }
        let folded = FoldedText(text)
        let all = needles.flatMap { matches(of: $0, in: folded, limit: .max) }.sorted { $0.lowerBound < $1.lowerBound }
        var merged: [Range<Int>] = []
        for range in all {
            if let last = merged.last, range.lowerBound < last.upperBound {
                merged[merged.count - 1] = last.lowerBound..<max(last.upperBound, range.upperBound)
            } else {
                merged.append(range)
            }
        }
        return Array(merged.prefix(limit))
    }

    /// The folded scalars of a text, each remembering the grapheme it came from.
    private struct FoldedText {
        var haystack: [Unicode.Scalar] = []
        var owner: [Int] = []

        init(_ text: String) {
            // A story's text repeats a few hundred characters, so each is folded once (folding allocates).
            var folded: [Character: [Unicode.Scalar]] = [:]
            for (index, character) in text.enumerated() {
                let scalars: [Unicode.Scalar]
                if let known = folded[character] {
                    scalars = known
                } else {
                    scalars = Array(TextFolding.fold(String(character)).unicodeScalars)
                    folded[character] = scalars
                }
                haystack.append(contentsOf: scalars)
                owner.append(contentsOf: repeatElement(index, count: scalars.count))
            }
        }
    }

    private static func matches(of needle: [Unicode.Scalar], in text: FoldedText, limit: Int) -> [Range<Int>] {
        let haystack = text.haystack
        let owner = text.owner
        var ranges: [Range<Int>] = []
        var start = 0
        while start + needle.count <= haystack.count, ranges.count < limit {
            if haystack[start] == needle[0], occurs(needle, in: haystack, at: start) {
                let first = owner[start]
                let last = owner[start + needle.count - 1]
                if ranges.last.map({ first >= $0.upperBound }) ?? true {
                    ranges.append(first..<(last + 1))
                }
                start += needle.count
            } else {
                start += 1
            }
        }
        return ranges
    }

    private static func occurs(_ needle: [Unicode.Scalar], in haystack: [Unicode.Scalar], at start: Int) -> Bool {
        for offset in needle.indices where haystack[start + offset] != needle[offset] {
            return false
        }
        return true
    }
}
