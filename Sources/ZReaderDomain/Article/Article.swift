import ZReaderScreen

/// A story's body turned from HTML into blocks of styled text, ready to lay out at any width.
public struct Article: Hashable, Sendable {
    public var blocks: [ArticleBlock]
    /// Link targets in order of first appearance, the view-more links included; the text `[n]`
    /// refers to `links[n - 1]`.
    public var links: [WebURL]
    /// True when the body was longer than an article may be and its end was left out: the layout
    /// says so after the last block.
    public var isTruncated: Bool

    public init(blocks: [ArticleBlock], links: [WebURL] = [], isTruncated: Bool = false) {
        self.blocks = blocks
        self.links = links
        self.isTruncated = isTruncated
    }

    /// What a reader sees where a truncated article stops.
    public static let truncationNotice: DisplayText = "正文过长，已截断 · 按 o 在浏览器中打开"

    /// True for a missing or empty body, for which the reader shows a message instead.
    public var isEmpty: Bool { blocks.isEmpty }

    /// Every block's text joined, for tests and for plain-text output.
    public var plainText: String {
        var lines = blocks.map(Article.plainText(of:))
        if isTruncated { lines.append(Article.truncationNotice.string) }
        return lines.joined(separator: "\n")
    }

    private static func plainText(of block: ArticleBlock) -> String {
        switch block {
        case .relatedNews(let title, _): "相关新闻：\(title)"
        case .questionTitle(let title): title.string
        case .answerMeta(let author, let bio): [author, bio].compactMap { $0?.string }.joined(separator: "，")
        case .answerSeparator: "* * *"
        case .heading(let spans), .paragraph(let spans), .centred(let spans): text(of: spans)
        case .quote(let spans): "> " + text(of: spans)
        case .quoted(let inner): "> " + plainText(of: inner)
        case .listItem(let marker, let spans, _): marker + " " + text(of: spans)
        case .figure(let caption, _): caption.map { "[图] \($0)" } ?? "[图]"
        case .video(let title, _): title.map { "[视频] \($0)" } ?? "[视频]"
        case .equation(let tex): tex.string
        case .preformatted(let text): text.string
        case .rule: "---"
        case .viewMore(let label, _): label.string
        }
    }

    private static func text(of spans: [InlineSpan]) -> String {
        spans.map(\.text.string).joined()
    }
}
