/// One block of a story's body, in reading order.
public enum ArticleBlock: Hashable, Sendable {
    /// The "相关新闻" box of the headline: a related story's title.
    case relatedNews(title: String)
    /// `h2.question-title`; an empty title has already fallen back to the story's title.
    case questionTitle(String)
    /// `div.meta`: the answer's author (trailing "，" stripped) and bio.
    case answerMeta(author: String, bio: String?)
    case heading([InlineSpan])
    case paragraph([InlineSpan])
    /// A paragraph inside `blockquote`.
    case quote([InlineSpan])
    /// An `li`: its marker ("•" or "3."), its text, and how deep the list is (1 for top level).
    case listItem(marker: String, spans: [InlineSpan], depth: Int)
    /// `figure`/`img`: shown as a placeholder line with its caption.
    case figure(caption: String?)
    /// A formula image (`equation?tex=`), shown as its TeX source.
    case equation(String)
    /// `pre`: kept line for line.
    case preformatted(String)
    /// `hr`, and the literal `<p>---</p>` some bodies use instead.
    case rule
    /// `div.view-more`: "查看知乎讨论" and where it points.
    case viewMore(label: String, url: String)
}
