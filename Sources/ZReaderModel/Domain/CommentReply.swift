/// The comment a comment answers, quoted; or why it cannot be shown (deleted).
public struct CommentReply: Hashable, Sendable {
    public var author: String?
    public var content: String
    /// 0 when the original is there; otherwise `errorMessage` says why it is not.
    public var status: Int
    public var errorMessage: String?

    public init(author: String?, content: String, status: Int = 0, errorMessage: String? = nil) {
        self.author = author
        self.content = content
        self.status = status
        self.errorMessage = errorMessage
    }
}
