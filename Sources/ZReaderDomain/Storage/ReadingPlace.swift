/// Where the user left a story: the block (paragraph, figure…) at the top of the view and the
/// line within it, so that any width lands at the same text, and how far through it was, for the
/// list's progress.
public struct ReadingPlace: Hashable, Sendable {
    /// How many stories keep their place: the oldest saved place goes first.
    public static let keptStories = 300

    /// The index of the article's block at the top of the view.
    public var block: Int
    /// How far through the story the view was, 0–99 (a story read to its end keeps no place).
    public var percent: Int

    /// The line of the block at the top of the view, counted from the block's first line (the
    /// blank line above it), at the width the story was left at.
    public var line: Int
    /// How many lines the block had at that width; 0 when not known (a place kept before lines were).
    public var blockLines: Int

    public init(block: Int, percent: Int, line: Int = 0, blockLines: Int = 0) {
        self.block = max(0, block)
        self.percent = min(99, max(0, percent))
        self.line = max(0, line)
        self.blockLines = max(0, blockLines)
    }

    /// The line to open at in the block laid out in `count` lines: the same line at the same
    /// width, the same share of the block at another (rounded down, so that no text is skipped).
    public func line(inBlockOf count: Int) -> Int {
        guard count > 0, blockLines > 0 else { return 0 }
        let scaled = count == blockLines ? line : line * count / blockLines
        return min(scaled, count - 1)
    }
}
