import ZReaderScreen

/// The comment a comment answers, quoted; or why it cannot be shown (deleted).
public struct CommentReply: Hashable, Sendable {
    public var author: DisplayText?
    public var content: DisplayText
    /// 0 when the original is there; otherwise `errorMessage` says why it is not.
    public var status: Int
    public var errorMessage: DisplayText?

    public init(author: DisplayText?, content: DisplayText, status: Int = 0, errorMessage: DisplayText? = nil) {
        self.author = author
        self.content = content
        self.status = status
        self.errorMessage = errorMessage
    }
}
