import Foundation

/// How search compares text: NFKC and lower case on both sides, so that ＡＢＣ, abc and ABC match
/// each other, and full-width digits match ASCII ones.
///
/// The store folds what it indexes with the same function, so a query matches what the
/// highlighting finds.
public enum TextFolding {
    /// The folded form of `text`.
    public static func fold(_ text: String) -> String {
        text.precomposedStringWithCompatibilityMapping.lowercased()
    }

    /// Where `query` occurs in `text`, as ranges of `text`'s graphemes (offsets into
    /// `Array(text)`), in order, not overlapping; none for an empty query.
    public static func matches(of query: String, in text: String) -> [Range<Int>] {
        let needle = Array(fold(query).unicodeScalars)
        guard !needle.isEmpty else { return [] }
        // The folded scalars of the text, each remembering the grapheme it came from.
        var haystack: [Unicode.Scalar] = []
        var owner: [Int] = []
        for (index, character) in text.enumerated() {
            for scalar in fold(String(character)).unicodeScalars {
                haystack.append(scalar)
                owner.append(index)
            }
        }
        guard haystack.count >= needle.count else { return [] }
        var ranges: [Range<Int>] = []
        var start = 0
        while start + needle.count <= haystack.count {
            if haystack[start] == needle[0], Array(haystack[start..<(start + needle.count)]) == needle {
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
}
