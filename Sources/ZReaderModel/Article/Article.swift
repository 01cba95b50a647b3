/// A story's body turned from HTML into blocks of styled text, ready to lay out at any width.
public struct Article: Hashable, Sendable {
    public var blocks: [ArticleBlock]
    /// Link targets in order of first appearance, the view-more links included; the text `[n]`
    /// refers to `links[n - 1]`.
    public var links: [WebURL]

    public init(blocks: [ArticleBlock], links: [WebURL] = []) {
        self.blocks = blocks
        self.links = links
    }

    /// True for a missing or empty body, for which the reader shows a message instead.
    public var isEmpty: Bool { blocks.isEmpty }

    /// Every block's text joined, for tests and for plain-text output.
    public var plainText: String {
        blocks.map(Article.plainText(of:)).joined(separator: "\n")
    }

    private static func plainText(of block: ArticleBlock) -> String {
        switch block {
        case .relatedNews(let title): "相关新闻：\(title)"
        case .questionTitle(let title): title.string
        case .answerMeta(let author, let bio): [author, bio].compactMap { $0?.string }.joined(separator: "，")
        case .answerSeparator: "* * *"
        case .heading(let spans), .paragraph(let spans): text(of: spans)
        case .quote(let spans): "> " + text(of: spans)
        case .quoted(let inner): "> " + plainText(of: inner)
        case .listItem(let marker, let spans, _): marker + " " + text(of: spans)
        case .figure(let caption): caption.map { "[图] \($0)" } ?? "[图]"
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
