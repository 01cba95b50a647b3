import ZReaderDomain
import ZReaderScreen

/// A search inside the open article: every match of its words (the typed text as one, or a
/// search's words each) in the laid-out lines, and the one the reader is on, for `n`/`N` and the
/// status line's "3/7".
///
/// Matches are found line by line, so one broken across two lines by the wrapping is not found.
public struct ReaderFind: Hashable, Sendable {
    /// A match: the line it is on and its columns from the measure's left edge.
    public struct Match: Hashable, Sendable {
        public var line: Int
        public var columns: Range<Int>
    }

    public let query: String
    private let words: SearchWords
    public private(set) var matches: [Match] = []
    /// The match being shown, when there is one.
    public private(set) var current: Int?

    init(query: String, words: SearchWords, lines: [ArticleLine]) {
        self.query = query
        self.words = words
        relocate(in: lines)
    }

    /// Finds the matches again in re-wrapped lines, staying near the match that was current.
    mutating func relocate(in lines: [ArticleLine]) {
        let previousLine = current.map { matches[$0].line }
        let previousCount = matches.count
        matches = lines.enumerated().flatMap { index, line in
            line.matchColumns(of: words).map { Match(line: index, columns: $0) }
        }
        guard !matches.isEmpty else {
            current = nil
            return
        }
        // The same matches in other lines (a figure collapsed to its one line, another width):
        // the same one stays current, wherever its line now is.
        if let current, matches.count == previousCount {
            self.current = current
        } else if let previousLine {
            current = matches.firstIndex { $0.line >= previousLine } ?? matches.count - 1
        } else {
            current = 0
        }
    }

    /// Moves to the next (`step` 1) or previous (-1) match, wrapping around.
    mutating func move(by step: Int) {
        guard !matches.isEmpty else { return }
        current = ((current ?? 0) + step % matches.count + matches.count) % matches.count
    }

    /// "3/7", or "0/0" when nothing matched.
    public var position: DisplayText {
        guard let current else { return "0/0" }
        return "\(current + 1)/\(matches.count)"
    }
}
