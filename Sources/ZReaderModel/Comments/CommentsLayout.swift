import ZReaderDomain
import ZReaderScreen

/// The comments screen as lines: long comments, then short ones, each with its author, time and
/// likes, its text (its own paragraphs kept), and the comment it answers quoted under a bar.
///
/// ```
/// 长评 · 2
///
/// 读者甲 · 11-29 08:15 · 赞 8
///   约定俗成也是需要了解才能理解的。
///   ┃ //阿漆：只不过是早期上网的一些人……
///
/// ⠋ 加载中…
/// ```
/// Each list ends with a line saying where its paging stands until it is complete, so a long
/// list that fails to load never hides the short one below it.
public struct CommentsLayout: Hashable, Sendable {
    public let measure: Int
    public private(set) var lines: [CommentLine] = []
    /// The row of each incomplete list's status line: where its next page is asked for.
    public private(set) var statusRows: [CommentKind: Int] = [:]

    public init(
        threads: [CommentKind: CommentThread], counts: StoryExtra?, width: Int, currentYear: Int?,
        maximumMeasure: Int = ArticleLayout.maximumMeasure
    ) {
        measure = ArticleLayout.measure(forScreenWidth: width, maximum: maximumMeasure)
        for kind in CommentKind.allCases {
            let thread = threads[kind] ?? CommentThread()
            let name: DisplayText = kind == .long ? "长评" : "短评"
            let total = counts.map { kind == .long ? $0.longComments : $0.shortComments }
            lines.append(CommentLine(kind: .sectionHeader, text: total.map { "\(name) · \($0)" } ?? name))
            lines.append(CommentLine(kind: .blank))
            if thread.comments.isEmpty, thread.status == .complete {
                lines.append(CommentLine(kind: .notice, text: kind == .long ? "还没有长评" : "还没有短评"))
                lines.append(CommentLine(kind: .blank))
            }
            for comment in thread.comments {
                append(comment, currentYear: currentYear)
            }
            if thread.status != .complete {
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
        lines.append(
            CommentLine(
                kind: .author,
                text: ("\(comment.author)\(time) · 赞 \(comment.likes)" as DisplayText).truncated(width: measure)))
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
            var shown = 0
            for paragraph in quoted.lines where shown < 4 {
                for line in paragraph.wrapped(width: max(1, bodyWidth - 2), maxLines: 4 - shown) {
                    lines.append(CommentLine(kind: .reply, text: "┃ \(line)", indent: 2))
                    shown += 1
                }
            }
        }
        lines.append(CommentLine(kind: .blank))
    }
}
