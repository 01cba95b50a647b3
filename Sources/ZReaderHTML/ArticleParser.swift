import CLibXML2
import ZReaderDomain
import ZReaderScreen

/// Turns a Zhihu Daily `body` (HTML) into an `Article`, with libxml2's HTML push parser and no
/// document tree.
///
/// It follows the API's markup: the headline's "相关新闻" box, as a link; each `div.question` in
/// order with its `h2.question-title` (an empty title shows nothing; a question whose title holds
/// "广告" is an advertisement and is skipped); each `div.answer` with its `div.meta` (author without
/// the trailing "，", bio) and `div.content`, a second answer set apart from the first; and
/// `div.view-more`. Inside the content: paragraphs (centred ones, and `* * *` scene breaks),
/// `strong`/`b`, `em`/`i`, `blockquote` (nested), `ul`/`ol` (nested, with `start`), `hr` and
/// `<p>---</p>`, `figure`/`img` as placeholders with captions and picture addresses, `iframe`
/// and `video` as `[视频]` with their link, formula images as one formula each (in Unicode where
/// `TeXFormula` can, else their TeX), citations `<sup>[1]</sup>` as `¹`, `code`/`pre`, `br`, and
/// links as their text followed by `[n]`, with the targets listed in `Article.links`
/// (`link.zhihu.com/?target=` unwrapped). Entities are decoded by the parser;
/// `script`, `style` and hidden elements are dropped; whitespace is collapsed. An empty or missing
/// body gives an empty article.
///
/// Hostile bodies: terminal escape sequences go before parsing (`TextSanitizer.cleanedMarkup`),
/// tags keep at most `AttributeLimiter.maximumAttributes` attributes (libxml2 compares each with
/// all before it), and reading stops, the article marked truncated, at the builder's limits, after
/// `maximumParseErrors` parse errors or `maximumElements` elements, or `maximumOpenElements`
/// elements deep (libxml2 searches its stack of open elements for each stray end tag).
public enum ArticleParser {
    /// Bytes handed to libxml2 at a time: it is stopped between chunks, or in one, at a limit.
    static let chunkSize = 64 * 1024
    /// Parse errors read before giving up: real bodies have a few per figure (libxml2 2.9 knows
    /// no HTML5 tags), a body made of stray end tags has millions.
    public static let maximumParseErrors = 20_000
    /// Elements open at once before giving up; nesting deeper than `ArticleBuilder`'s
    /// `maximumNesting` is read flat well before that.
    public static let maximumOpenElements = 10_000
    /// Elements read before giving up, hidden ones included: ten times those of a long real body
    /// (a megabyte has about 15,000), so that one of nothing but hidden elements is read quickly.
    public static let maximumElements = 150_000

    /// Blocks an article may have: past them the body is not read and the article is truncated.
    public static var maximumBlocks: Int { ArticleBuilder.maximumBlocks }
    /// Quote levels an article keeps: a block is inside at most this many `.quoted`/`.quote`.
    public static var maximumQuoteDepth: Int { ArticleBuilder.maximumQuoteDepth }

    /// The article in `html`.
    public static func parse(_ html: String) -> Article {
        guard html.utf8.contains(where: { $0 > 0x20 }) else { return Article(blocks: []) }
        let session = ParseSession()
        return session.read(TextSanitizer.cleanedMarkup(html))
    }
}
