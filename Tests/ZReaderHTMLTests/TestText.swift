import ZReaderDomain
import ZReaderModel
import ZReaderScreen

/// What the tests read off laid-out lines, independently of how the layout computes it.
enum TestText {
    /// Punctuation no line may begin with: Chinese closing marks, and ASCII ones that are not quotes.
    static let closing = Set("，。、；：？！）」』》】〕〉〗〙〛｝］…—’”％·～,.;:?!)]}%")
    /// Punctuation no line may end with.
    static let opening = Set("（「『《【〔〈〖〘〚｛［‘“([{")

    static func isASCIIAlphanumeric(_ character: Character) -> Bool {
        character.isASCII && (character.isLetter || character.isNumber)
    }

    static func spansText(_ line: ArticleLine) -> String {
        line.spans.map(\.text.string).joined()
    }

    /// Columns the line takes from the left edge of the measure.
    static func width(_ line: ArticleLine) -> Int {
        line.indent + line.prefix.width + TextWidth.width(of: spansText(line))
    }

    /// The line as it shows on screen inside the measure, trailing spaces kept.
    static func rendered(_ line: ArticleLine) -> String {
        String(repeating: " ", count: line.indent) + line.text
    }

    /// A block's text as the layout shows it, before wrapping: "\n" for each `br`; quote bars and
    /// list markers left out.
    ///
    /// Nil for blocks that are not wrapped text (rules, code).
    static func text(of block: ArticleBlock, links: [WebURL]) -> String? {
        switch block {
        case .paragraph(let spans), .quote(let spans), .heading(let spans), .listItem(_, let spans, _),
            .centred(let spans):
            spans.map(\.text.string).joined()
        case .quoted(let inner):
            text(of: inner, links: links)
        case .relatedNews(let title, let url):
            "相关新闻 " + title.string + number(of: url, in: links)
        case .questionTitle(let title):
            title.string
        case .answerMeta(let author, let bio):
            author.string + (bio.map { "，" + $0.string } ?? "")
        case .figure(let caption, _):
            "[图]" + (caption.map { " " + $0.string } ?? "")
        case .video(let title, let url):
            "[视频]" + (title.map { " " + $0.string } ?? "") + number(of: url, in: links)
        case .equation(let tex):
            tex.string
        case .viewMore(let label, let url):
            label.string + number(of: url, in: links) + " ›"
        case .answerSeparator, .rule, .preformatted:
            nil
        }
    }

    /// The `[n]` the layout puts after a link to `url`.
    private static func number(of url: WebURL?, in links: [WebURL]) -> String {
        url.flatMap { links.firstIndex(of: $0) }.map { "[\($0 + 1)]" } ?? ""
    }
}
