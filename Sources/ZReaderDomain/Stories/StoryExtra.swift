/// A story's counts from `story-extra/ID`: likes (赞) and comments.
public struct StoryExtra: Hashable, Sendable {
    public var popularity: Int
    /// Long and short comments, when the answer says (the v7 shape gives only the total).
    public var longComments: Int?
    public var shortComments: Int?
    public var comments: Int

    public init(popularity: Int, longComments: Int?, shortComments: Int?, comments: Int) {
        self.popularity = popularity
        self.longComments = longComments
        self.shortComments = shortComments
        self.comments = comments
    }
}
