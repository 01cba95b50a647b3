/// A story's counts from `story-extra/ID`: likes (赞) and comments.
public struct StoryExtra: Hashable, Sendable {
    public var popularity: Int
    public var longComments: Int
    public var shortComments: Int
    public var comments: Int

    public init(popularity: Int, longComments: Int, shortComments: Int, comments: Int) {
        self.popularity = popularity
        self.longComments = longComments
        self.shortComments = shortComments
        self.comments = comments
    }
}
