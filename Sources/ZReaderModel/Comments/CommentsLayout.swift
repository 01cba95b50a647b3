import ZReaderDomain
import ZReaderScreen

/// The comments screen as lines: long comments, then short ones, each with its author, time and
/// likes, its text (its own paragraphs kept), and the comment it answers quoted under a bar.
///
/// A quote longer than `quoteLines` is cut there, its last line ending in "…" (never on a line
/// that is only a bar); with `showsWholeQuotes` every quote is shown whole.
///
/// ```
/// 长评 · 2
///
/// 读者甲 · 11-29 08:15 · 赞 8
///   约定俗成也是需要了解才能理解的。
///   ┃ //阿漆：只不过是早期上网的一些人……
///
/// | 加载中…
/// ```
/// Each list ends with a line saying where its paging stands until it is complete, so a long
/// list that fails to load never hides the short one below it.
public struct CommentsLayout: Hashable, Sendable {
    public let measure: Int
    public private(set) var lines: [CommentLine] = []
    /// The row of each incomplete list's status line: where its next page is asked for.
    public private(set) var statusRows: [CommentKind: Int] = [:]
    /// Each comment's first row (its author line), by comment id.
    public private(set) var commentRows: [Int: Int] = [:]
    /// True when some quote is cut short.
    public private(set) var hasCutQuotes = false
    /// Whether quotes are shown whole.
    public let showsWholeQuotes: Bool

    /// The lines a quote keeps unless shown whole.
    public static let quoteLines = 4

    public init(
        threads: [CommentKind: CommentThread], counts: StoryExtra?, width: Int, currentYear: Int?,
        maximumMeasure: Int = ArticleLayout.maximumMeasure, showsWholeQuotes: Bool = false
    ) {
        measure = ArticleLayout.measure(forScreenWidth: width, maximum: maximumMeasure)
        self.showsWholeQuotes = showsWholeQuotes
        // A story nobody commented on says so once, not once per list.
        let allThreads = CommentKind.allCases.map { threads[$0] ?? CommentThread() }
        if allThreads.allSatisfy({ $0.comments.isEmpty && $0.shownStatus == .complete }) {
            lines.append(CommentLine(kind: .notice, text: "还没有评论"))
            return
        }
        if let cachedAt = allThreads.compactMap(\.cachedAt).min() {
            let when: DisplayText = BeijingTime.text(cachedAt, currentYear: currentYear)
            lines.append(CommentLine(kind: .notice, text: "离线 · 评论获取于 \(when)"))
            lines.append(CommentLine(kind: .blank))
        }
        for kind in CommentKind.allCases {
            let thread = threads[kind] ?? CommentThread()
            let name: DisplayText = kind == .long ? "长评" : "短评"
            let total = counts.flatMap { kind == .long ? $0.longComments : $0.shortComments }
            lines.append(CommentLine(kind: .sectionHeader, text: total.map { "\(name) · \($0)" } ?? name))
            lines.append(CommentLine(kind: .blank))
            if thread.comments.isEmpty, thread.shownStatus == .complete {
                lines.append(CommentLine(kind: .notice, text: kind == .long ? "还没有长评" : "还没有短评"))
                lines.append(CommentLine(kind: .blank))
            }
            for comment in thread.comments {
                append(comment, currentYear: currentYear)
            }
            if thread.shownStatus != .complete {
                statusRows[kind] = lines.count
                lines.append(CommentLine(kind: .threadStatus(kind)))
                lines.append(CommentLine(kind: .blank))
            }
        }
        if statusRows.isEmpty {
            lines.append(CommentLine(kind: .notice, text: "没有更多了"))
        }
    }

    private mutating func append(_ comment: Comment, currentYear: Int?) {
        let time: DisplayText = comment.time > 0 ? " · \(BeijingTime.text(comment.time, currentYear: currentYear))" : ""
        commentRows[comment.id] = lines.count
        var author = CommentLine(
            kind: .author,
            text: ("\(comment.author)\(time) · 赞 \(comment.likes)" as DisplayText).truncated(width: measure))
        author.nameColumns = comment.author.width
        author.timeColumns = time.width
        lines.append(author)
        let bodyWidth = max(1, measure - 2)
        for paragraph in (comment.content.isEmpty ? "（空）" : comment.content).lines {
            for line in paragraph.wrapped(width: bodyWidth) {
                lines.append(CommentLine(kind: .body, text: line, indent: 2))
            }
        }
        if let reply = comment.replyTo {
            let quoted: DisplayText
            if reply.status != 0 || reply.content.isEmpty {
                quoted = reply.errorMessage ?? "原评论已删除"
            } else {
                quoted = "//\(reply.author ?? "匿名用户")：\(reply.content)"
            }
            for line in quoteLines(quoted, width: max(1, bodyWidth - 2)) {
                lines.append(CommentLine(kind: .reply, text: "┃ \(line)", indent: 2))
            }
        }
        lines.append(CommentLine(kind: .blank))
    }

    /// A quote's lines at `width`: its paragraphs, one empty line at most between them; cut to
    /// `quoteLines` unless quotes are shown whole, the cut made after text (not after an empty
    /// line) and marked with "…".
    private mutating func quoteLines(_ quoted: DisplayText, width: Int) -> [DisplayText] {
        var all: [DisplayText] = []
        for paragraph in quoted.lines {
            let isBlank = paragraph.trimmed.isEmpty
            if isBlank, all.last.map({ $0.trimmed.isEmpty }) ?? true { continue }
            all += isBlank ? [.empty] : paragraph.wrapped(width: width)
        }
        while all.last?.trimmed.isEmpty == true { all.removeLast() }
        guard !showsWholeQuotes, all.count > CommentsLayout.quoteLines else { return all }
        hasCutQuotes = true
        var kept = Array(all.prefix(CommentsLayout.quoteLines))
        while kept.last?.trimmed.isEmpty == true { kept.removeLast() }
        guard let last = kept.popLast() else { return [] }
        return kept + [last.continued(width: width)]
    }
}
