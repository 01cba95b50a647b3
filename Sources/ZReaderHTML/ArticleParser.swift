import CLibXML2
import ZReaderModel

/// Turns a Zhihu Daily `body` (HTML) into an `Article`, with libxml2's HTML parser.
///
/// It follows the API's markup: the headline's "相关新闻" box; each `div.question` in order with its
/// `h2.question-title` (an empty one falls back to the story's title; a question whose title holds
/// "广告" is an advertisement and is skipped); each `div.answer` with its `div.meta` (author without
/// the trailing "，", bio) and `div.content`, a second answer set apart from the first; and
/// `div.view-more`. Inside the content: paragraphs, `strong`/`b`, `em`/`i`, `blockquote` (nested),
/// `ul`/`ol` (nested, with `start`), `hr` and `<p>---</p>`, `figure`/`img` as placeholders with
/// captions, formula images as their TeX, `sup`, `code`/`pre`, `br`, and links as their text
/// followed by `[n]`, with the targets listed in `Article.links` (`link.zhihu.com/?target=`
/// unwrapped). Entities are decoded by the parser; `script`, `style` and hidden elements are
/// dropped; whitespace is collapsed. An empty or missing body gives an empty article.
public enum ArticleParser {
    private static let initialised: Bool = {
        xmlInitParser()
        return true
    }()

    /// The article in `html`; `storyTitle` stands in for empty question titles.
    public static func parse(_ html: String, storyTitle: DisplayText) -> Article {
        guard html.contains(where: { !$0.isWhitespace }) else { return Article(blocks: []) }
        _ = initialised
        let bytes = html.utf8CString
        guard let length = Int32(exactly: bytes.count - 1) else { return Article(blocks: []) }
        let parsed = bytes.withUnsafeBufferPointer { buffer in
            buffer.baseAddress.flatMap { zr_html_parse($0, length) }
        }
        guard let document = parsed else { return Article(blocks: []) }
        defer { xmlFreeDoc(document) }
        guard let root = xmlDocGetRootElement(document) else { return Article(blocks: []) }
        var builder = ArticleBuilder(storyTitle: storyTitle)
        builder.read(HTMLNode(pointer: root))
        return builder.article
    }
}
