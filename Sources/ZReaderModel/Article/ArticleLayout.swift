import ZReaderScreen

/// An article laid out in lines for one measure: the reader's content below its header.
///
/// The measure is at most `maximumMeasure` columns (a comfortable line of Chinese), centred on
/// wide terminals. Paragraphs are separated by one blank line; quotes carry a bar, list items their
/// marker with continuation lines aligned under the text; links are followed by their `[n]` and
/// listed with their targets at the end.
public struct ArticleLayout: Hashable, Sendable {
    public static let maximumMeasure = 80

    public let measure: Int
    public private(set) var lines: [ArticleLine] = []

    public init(article: Article, width: Int) {
        measure = ArticleLayout.measure(forScreenWidth: width)
        for (index, block) in article.blocks.enumerated() {
            append(block, blockIndex: index)
        }
        if !article.links.isEmpty {
            let index = article.blocks.count
            appendBlank(index)
            lines.append(
                ArticleLine(kind: .linksHeading, spans: [InlineSpan("链接", style: .strong)], blockIndex: index))
            for (number, url) in article.links.enumerated() {
                let label = "[\(number + 1)] "
                appendWrapped(
                    [InlineSpan(url)], kind: .linkEntry, firstPrefix: label,
                    restPrefix: String(repeating: " ", count: label.count), blockIndex: index)
            }
        }
        while lines.last?.kind == .blank {
            lines.removeLast()
        }
    }

    /// Text columns for a screen `width`: two columns of margin each side, at most the maximum.
    public static func measure(forScreenWidth width: Int) -> Int {
        max(1, min(maximumMeasure, width - 4))
    }

    /// The first line that shows `blockIndex`, or the last line before it.
    public func firstLine(ofBlock blockIndex: Int) -> Int {
        var low = 0
        var high = lines.count - 1
        var answer = 0
        while low <= high {
            let middle = (low + high) / 2
            if lines[middle].blockIndex < blockIndex {
                answer = middle + 1
                low = middle + 1
            } else {
                high = middle - 1
            }
        }
        return min(answer, max(0, lines.count - 1))
    }

    private mutating func appendBlank(_ blockIndex: Int) {
        if let last = lines.last, last.kind != .blank {
            lines.append(ArticleLine(kind: .blank, blockIndex: blockIndex))
        }
    }

    private mutating func append(_ block: ArticleBlock, blockIndex: Int) {
        switch block {
        case .relatedNews(let title):
            appendBlank(blockIndex)
            appendWrapped(
                [InlineSpan("相关新闻 ", style: .strong), InlineSpan(title)], kind: .relatedNews,
                blockIndex: blockIndex)
        case .questionTitle(let title):
            appendBlank(blockIndex)
            appendWrapped([InlineSpan(title, style: .strong)], kind: .questionTitle, blockIndex: blockIndex)
        case .answerMeta(let author, let bio):
            appendBlank(blockIndex)
            var spans = [InlineSpan(author, style: .strong)]
            if let bio, !bio.isEmpty { spans.append(InlineSpan("，\(bio)")) }
            appendWrapped(spans, kind: .meta, blockIndex: blockIndex)
        case .heading(let spans):
            appendBlank(blockIndex)
            appendWrapped(spans.map { InlineSpan($0.text, style: $0.style.union(.strong)) }, kind: .heading, blockIndex: blockIndex)
        case .paragraph(let spans):
            appendBlank(blockIndex)
            appendWrapped(spans, kind: .body, blockIndex: blockIndex)
        case .quote(let spans):
            if lines.last?.kind != .quote { appendBlank(blockIndex) }
            else { lines.append(ArticleLine(kind: .quote, prefix: "┃ ", blockIndex: blockIndex)) }
            appendWrapped(spans, kind: .quote, firstPrefix: "┃ ", restPrefix: "┃ ", blockIndex: blockIndex)
        case .listItem(let marker, let spans, let depth):
            if lines.last?.kind != .listItem { appendBlank(blockIndex) }
            let indent = 2 * max(0, depth - 1)
            let first = marker + " "
            appendWrapped(
                spans, kind: .listItem, indent: indent, firstPrefix: first,
                restPrefix: String(repeating: " ", count: TextWidth.width(of: first)), blockIndex: blockIndex)
        case .figure(let caption):
            appendBlank(blockIndex)
            let text = caption.map { "[图] \($0)" } ?? "[图]"
            appendWrapped([InlineSpan(text)], kind: .figure, blockIndex: blockIndex)
        case .equation(let tex):
            appendBlank(blockIndex)
            appendWrapped([InlineSpan(tex, style: .code)], kind: .equation, blockIndex: blockIndex)
        case .preformatted(let text):
            appendBlank(blockIndex)
            for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
                lines.append(
                    ArticleLine(
                        kind: .preformatted,
                        spans: [InlineSpan(LineWrapper.truncate(String(line), width: measure), style: .code)],
                        blockIndex: blockIndex))
            }
        case .rule:
            appendBlank(blockIndex)
            lines.append(
                ArticleLine(
                    kind: .rule, spans: [InlineSpan(String(repeating: "─", count: measure))],
                    blockIndex: blockIndex))
        case .viewMore(let label, _):
            appendBlank(blockIndex)
            let text = "\(label) ›"
            let indent = max(0, measure - TextWidth.width(of: text))
            lines.append(
                ArticleLine(kind: .viewMore, indent: indent, spans: [InlineSpan(text)], blockIndex: blockIndex))
        }
    }

    private mutating func appendWrapped(
        _ spans: [InlineSpan], kind: ArticleLine.Kind, indent: Int = 0, firstPrefix: String = "",
        restPrefix: String = "", blockIndex: Int
    ) {
        var characters: [Character] = []
        var styles: [InlineStyle] = []
        for span in spans {
            for character in span.text {
                characters.append(character)
                styles.append(span.style)
            }
        }
        let prefixWidth = max(TextWidth.width(of: firstPrefix), TextWidth.width(of: restPrefix))
        let width = max(1, measure - indent - prefixWidth)
        // A `br` arrives as "\n": each piece between them wraps on its own.
        var ranges: [Range<Int>] = []
        var pieceStart = 0
        for end in characters.indices.filter({ characters[$0] == "\n" }) + [characters.count] {
            let piece = Array(characters[pieceStart..<end])
            let pieceRanges = LineWrapper.lineRanges(for: piece, width: width)
            ranges += pieceRanges.isEmpty && end < characters.count
                ? [pieceStart..<pieceStart]
                : pieceRanges.map { ($0.lowerBound + pieceStart)..<($0.upperBound + pieceStart) }
            pieceStart = end + 1
        }
        for (number, range) in ranges.enumerated() {
            var lineSpans: [InlineSpan] = []
            for index in range {
                if let last = lineSpans.last, last.style == styles[index] {
                    lineSpans[lineSpans.count - 1].text.append(characters[index])
                } else {
                    lineSpans.append(InlineSpan(String(characters[index]), style: styles[index]))
                }
            }
            lines.append(
                ArticleLine(
                    kind: kind, indent: indent, prefix: number == 0 ? firstPrefix : restPrefix,
                    spans: lineSpans, blockIndex: blockIndex))
        }
    }
}
