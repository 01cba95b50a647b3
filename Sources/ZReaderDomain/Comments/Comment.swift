import ZReaderScreen

/// A reader's comment on a story, from `story/ID/long-comments` or `short-comments`.
public struct Comment: Hashable, Sendable {
    public var id: Int
    public var author: DisplayText
    /// Plain text; may contain newlines.
    public var content: DisplayText
    public var likes: Int
    /// Unix seconds.
    public var time: Int
    public var replyTo: CommentReply?

    public init(id: Int, author: DisplayText, content: DisplayText, likes: Int, time: Int, replyTo: CommentReply? = nil)
    {
        self.id = id
        self.author = author
        self.content = content
        self.likes = likes
        self.time = time
        self.replyTo = replyTo
    }
}
