/// Where the user left a story: the block (paragraph, figure…) at the top of the view and how far
/// into it the top line starts, so that any width lands at the same text, and how far through the
/// story it was, for the list's progress.
public struct ReadingPlace: Hashable, Sendable {
    /// How many stories keep their place: the oldest saved place goes first.
    public static let keptStories = 300

    /// The index of the article's block at the top of the view.
    public var block: Int
    /// How far through the story the view was, 0–99 (a story read to its end keeps no place).
    public var percent: Int

    /// How far into the block the line at the top of the view starts.
    ///
    /// Counted in characters of the block's text (an empty line — the space above the block, a
    /// picture's row — counting one), so that it means the same at any width, as a resize's place
    /// does; 0 is the block's first line (and every place kept before offsets were).
    public var offset: Int

    public init(block: Int, percent: Int, offset: Int = 0) {
        self.block = max(0, block)
        self.percent = min(99, max(0, percent))
        self.offset = max(0, offset)
    }
}
