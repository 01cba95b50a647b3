import ZReaderScreen

/// The labels of link hints: one letter each while the home row's letters suffice, two letters
/// each (never one that starts another) beyond that, as vimium does.
public enum HintLabels {
    static let letters: [DisplayText] = ["a", "s", "d", "f", "g", "h", "j", "k", "l", "e", "r", "u", "i", "o"]

    /// `count` labels, shortest first, none a prefix of another.
    public static func labels(count: Int) -> [DisplayText] {
        guard count > 0 else { return [] }
        if count <= letters.count { return Array(letters.prefix(count)) }
        var labels: [DisplayText] = []
        outer: for first in letters {
            for second in letters {
                labels.append(first + second)
                if labels.count == count { break outer }
            }
        }
        return labels
    }
}
