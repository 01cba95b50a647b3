/// Where the user left a story: the block (paragraph, figure…) at the top of the view, so that
/// any width lands at the same text, and how far through it was, for the list's progress.
public struct ReadingPlace: Hashable, Sendable {
    /// How many stories keep their place: the oldest saved place goes first.
    public static let keptStories = 300

    /// The index of the article's block at the top of the view.
    public var block: Int
    /// How far through the story the view was, 0–99 (a story read to its end keeps no place).
    public var percent: Int

    public init(block: Int, percent: Int) {
        self.block = max(0, block)
        self.percent = min(99, max(0, percent))
    }
}
