import ZReaderScreen

/// One block of a story's body, in reading order.
public enum ArticleBlock: Hashable, Sendable {
    /// The "相关新闻" box of the headline: a related story's title and where it is (also listed in
    /// `Article.links`).
    case relatedNews(title: DisplayText, url: WebURL?)
    /// `h2.question-title`, never empty: an empty title (most bodies since 2019) gives no block,
    /// since the reader's header already shows the story's title.
    case questionTitle(DisplayText)
    /// `div.meta`: the answer's author (trailing "，" stripped) and bio.
    case answerMeta(author: DisplayText, bio: DisplayText?)
    /// Between two answers to the same question, so that the second does not read as a
    /// continuation of the first (it may have no meta line of its own).
    case answerSeparator
    case heading([InlineSpan])
    case paragraph([InlineSpan])
    /// A paragraph set in the middle of the measure: `text-align: center` (or `<center>`), and an
    /// author's scene break such as `* * *`, kept as written.
    case centred([InlineSpan])
    /// A paragraph inside `blockquote`.
    case quote([InlineSpan])
    /// Any other block inside a `blockquote` (a list item, a figure, a nested quote…): the block
    /// is drawn behind one more quote bar. A paragraph two quotes deep is `.quoted(.quote(…))`.
    indirect case quoted(ArticleBlock)
    /// An `li`: its marker ("•", "◦" or "3."), its text, and how deep the list is (1 for top level).
    /// A marker of spaces continues the item above (a second paragraph of the same `li`, or its
    /// text after a nested list), aligned under that item's text.
    case listItem(marker: String, spans: [InlineSpan], depth: Int)
    /// `figure`/`img`: shown as a placeholder line with its caption; `image` is the picture's
    /// address, for a view that can draw it.
    case figure(caption: DisplayText?, image: WebURL?)
    /// `iframe` or `video`: a placeholder line with the video's title, linking to it (also listed
    /// in `Article.links`).
    case video(title: DisplayText?, url: WebURL?)
    /// A formula image (`equation?tex=`) alone in its paragraph: in Unicode where simple TeX
    /// allows (`m²`), else its TeX source.
    case equation(DisplayText)
    /// `pre`: kept line for line.
    case preformatted(DisplayText)
    /// `hr`, and the literal `<p>---</p>` some bodies use instead.
    case rule
    /// `div.view-more`: "查看知乎讨论" and where it points (also listed in `Article.links`).
    case viewMore(label: DisplayText, url: WebURL)
}
