import ZReaderScreen

/// The labels over the links on screen while the reader waits for one to be typed.
public struct LinkHints: Hashable, Sendable {
    /// What typing a label does.
    public enum Purpose: Hashable, Sendable {
        case open
        case copy
    }

    /// A label over a link: the link's number (`[n]`), and where the label sits.
    public struct Hint: Hashable, Sendable {
        public var label: DisplayText
        public var link: Int
        public var line: Int
        public var column: Int
    }

    public let purpose: Purpose
    public let hints: [Hint]
    /// What has been typed so far of a two-letter label.
    public private(set) var typed = ""

    init(purpose: Purpose, lines: [ArticleLine], visible: Range<Int>) {
        self.purpose = purpose
        var found: [(link: Int, line: Int, column: Int)] = []
        for index in visible where lines.indices.contains(index) {
            for marker in lines[index].linkMarkers {
                found.append((marker.number, index, marker.column))
            }
        }
        let labels = HintLabels.labels(count: found.count)
        hints = zip(labels, found).map { Hint(label: $0, link: $1.link, line: $1.line, column: $1.column) }
    }

    /// The hints still to be chosen from: those whose label starts with what has been typed.
    public var remaining: [Hint] {
        hints.filter { $0.label.string.hasPrefix(typed) }
    }

    /// What a typed letter leads to.
    enum Outcome: Hashable {
        /// A label was completed: this link.
        case chosen(Int)
        /// The letter begins a longer label: wait for the next.
        case waiting
        /// No label starts so: the hints go away.
        case none
    }

    mutating func type(_ letter: Character) -> Outcome {
        let candidate = typed + String(letter)
        if let hit = hints.first(where: { $0.label.string == candidate }) { return .chosen(hit.link) }
        guard hints.contains(where: { $0.label.string.hasPrefix(candidate) }) else { return .none }
        typed = candidate
        return .waiting
    }
}
