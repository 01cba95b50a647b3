/// One block of a story's body, in reading order.
public enum ArticleBlock: Hashable, Sendable {
    /// The "相关新闻" box of the headline: a related story's title.
    case relatedNews(title: DisplayText)
    /// `h2.question-title`; an empty title has already fallen back to the story's title.
    case questionTitle(DisplayText)
    /// `div.meta`: the answer's author (trailing "，" stripped) and bio.
    case answerMeta(author: DisplayText, bio: DisplayText?)
    /// Between two answers to the same question, so that the second does not read as a
    /// continuation of the first (it may have no meta line of its own).
    case answerSeparator
    case heading([InlineSpan])
    case paragraph([InlineSpan])
    /// A paragraph inside `blockquote`.
    case quote([InlineSpan])
    /// Any other block inside a `blockquote` (a list item, a figure, a nested quote…): the block
    /// is drawn behind one more quote bar. A paragraph two quotes deep is `.quoted(.quote(…))`.
    indirect case quoted(ArticleBlock)
    /// An `li`: its marker ("•", "◦" or "3."), its text, and how deep the list is (1 for top level).
    /// A marker of spaces continues the item above (a second paragraph of the same `li`, or its
    /// text after a nested list), aligned under that item's text.
    case listItem(marker: String, spans: [InlineSpan], depth: Int)
    /// `figure`/`img`: shown as a placeholder line with its caption.
    case figure(caption: DisplayText?)
    /// A formula image (`equation?tex=`), shown as its TeX source.
    case equation(DisplayText)
    /// `pre`: kept line for line.
    case preformatted(DisplayText)
    /// `hr`, and the literal `<p>---</p>` some bodies use instead.
    case rule
    /// `div.view-more`: "查看知乎讨论" and where it points (also listed in `Article.links`).
    case viewMore(label: DisplayText, url: WebURL)
}
