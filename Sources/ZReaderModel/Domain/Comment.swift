/// A reader's comment on a story, from `story/ID/long-comments` or `short-comments`.
public struct Comment: Hashable, Sendable {
    public var id: Int
    public var author: String
    /// Plain text; may contain newlines.
    public var content: String
    public var likes: Int
    /// Unix seconds.
    public var time: Int
    public var replyTo: CommentReply?

    public init(id: Int, author: String, content: String, likes: Int, time: Int, replyTo: CommentReply? = nil) {
        self.id = id
        self.author = author
        self.content = content
        self.likes = likes
        self.time = time
        self.replyTo = replyTo
    }
}
