/// A story's place on the home screen: its day's section and its index in that day.
public struct StoryPosition: Hashable, Sendable, Comparable {
    public var section: Int
    public var index: Int

    public init(section: Int, index: Int) {
        self.section = section
        self.index = index
    }

    public static func < (lhs: StoryPosition, rhs: StoryPosition) -> Bool {
        (lhs.section, lhs.index) < (rhs.section, rhs.index)
    }
}
