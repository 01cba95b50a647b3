/// A story's body turned from HTML into blocks of styled text, ready to lay out at any width.
public struct Article: Hashable, Sendable {
    public var blocks: [ArticleBlock]
    /// Link targets in order of appearance; the text `[n]` refers to `links[n - 1]`.
    public var links: [String]

    public init(blocks: [ArticleBlock], links: [String] = []) {
        self.blocks = blocks
        self.links = links
    }

    /// Every block's text joined, for tests and for plain-text output.
    public var plainText: String {
        blocks.map { block in
            switch block {
            case .relatedNews(let title): "相关新闻：\(title)"
            case .questionTitle(let title): title
            case .answerMeta(let author, let bio): [author, bio].compactMap { $0 }.joined(separator: "，")
            case .heading(let spans), .paragraph(let spans), .quote(let spans):
                spans.map(\.text).joined()
            case .listItem(let marker, let spans, _): marker + " " + spans.map(\.text).joined()
            case .figure(let caption): "[图] " + (caption ?? "")
            case .equation(let tex): tex
            case .preformatted(let text): text
            case .rule: "---"
            case .viewMore(let label, _): label
            }
        }.joined(separator: "\n")
    }
}
