import ZReaderScreen

/// An article laid out in lines for one measure: the reader's content below its header.
///
/// The measure is at most `maximumMeasure` columns (a comfortable line of Chinese); the view
/// centres it on wide terminals. Blocks are separated by one blank line (a bar-only line between
/// blocks of the same quote, none between the items of a list); quotes carry a bar per level, list
/// items their marker with continuation lines aligned under the text; rules span the measure;
/// links are followed by their `[n]` and listed with their targets at the end under "链接".
/// Every line fits the measure in display columns (CJK characters take two).
public struct ArticleLayout: Hashable, Sendable {
    public static let maximumMeasure = 80

    /// The mark between two answers to the same question.
    static let answerSeparator = "· · ·"
    /// What a quote level draws before its text.
    static let quoteBar = "┃ "
    /// Columns of text kept on a line however deep the nesting, before indentation gives way.
    private static let minimumTextWidth = 8

    public let measure: Int
    public private(set) var lines: [ArticleLine] = []

    public init(article: Article, width: Int) {
        measure = ArticleLayout.measure(forScreenWidth: width)
        var linkNumbers: [WebURL: Int] = [:]
        for (index, url) in article.links.enumerated() where linkNumbers[url] == nil {
            linkNumbers[url] = index + 1
        }
        var previous: Nesting?
        for (index, block) in article.blocks.enumerated() {
            let blockLines = self.lines(for: block, quoteDepth: 0, blockIndex: index, linkNumbers: linkNumbers)
            guard !blockLines.isEmpty else { continue }
            let nesting = Nesting(block)
            if let previous {
                appendSpace(between: previous, and: nesting, blockIndex: index)
            }
            lines += blockLines
            previous = nesting
        }
        appendLinks(article.links, blockIndex: article.blocks.count)
    }

    /// Text columns for a screen `width`: two columns of margin each side, at most the maximum.
    public static func measure(forScreenWidth width: Int) -> Int {
        max(1, min(maximumMeasure, width - 4))
    }

    /// The first line of `blockIndex` (the blank line above it included), or of the next block
    /// that has lines.
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

    // MARK: Between blocks

    /// How a block sits among its neighbours: inside how many quotes, and whether it is a list item.
    private struct Nesting {
        var quoteDepth = 0
        var isListItem = false

        init(_ block: ArticleBlock) {
            var inner = block
            while case .quoted(let next) = inner {
                quoteDepth += 1
                inner = next
            }
            switch inner {
            case .quote: quoteDepth += 1
            case .listItem: isListItem = true
            default: break
            }
        }
    }

    private mutating func appendSpace(between previous: Nesting, and next: Nesting, blockIndex: Int) {
        if previous.isListItem, next.isListItem, previous.quoteDepth == next.quoteDepth { return }
        let sharedDepth = min(previous.quoteDepth, next.quoteDepth)
        if sharedDepth > 0 {
            let bars = ArticleLayout.bars(sharedDepth)
            lines.append(
                ArticleLine(kind: .quote, prefix: String(bars.dropLast()), blockIndex: blockIndex))
        } else {
            lines.append(ArticleLine(kind: .blank, blockIndex: blockIndex))
        }
    }

    private static func bars(_ depth: Int) -> String {
        String(repeating: quoteBar, count: depth)
    }

    // MARK: Blocks

    private func lines(
        for block: ArticleBlock, quoteDepth: Int, blockIndex: Int, linkNumbers: [WebURL: Int]
    ) -> [ArticleLine] {
        let bars = ArticleLayout.bars(quoteDepth)
        let textKind: (ArticleLine.Kind) -> ArticleLine.Kind = { quoteDepth > 0 ? .quote : $0 }
        switch block {
        case .quoted(let inner):
            return lines(for: inner, quoteDepth: quoteDepth + 1, blockIndex: blockIndex, linkNumbers: linkNumbers)
        case .quote(let spans):
            return wrap(spans, kind: .quote, prefix: bars + ArticleLayout.quoteBar, blockIndex: blockIndex)
        case .paragraph(let spans):
            return wrap(spans, kind: textKind(.body), prefix: bars, blockIndex: blockIndex)
        case .heading(let spans):
            let bold = spans.map { InlineSpan($0.text, style: $0.style.union(.strong)) }
            return wrap(bold, kind: textKind(.heading), prefix: bars, blockIndex: blockIndex)
        case .relatedNews(let title):
            return wrap(
                [InlineSpan("相关新闻", style: .strong), InlineSpan(" \(title)")], kind: .relatedNews,
                prefix: bars, blockIndex: blockIndex)
        case .questionTitle(let title):
            return wrap([InlineSpan(title, style: .strong)], kind: .questionTitle, prefix: bars, blockIndex: blockIndex)
        case .answerMeta(let author, let bio):
            var spans = [InlineSpan(author, style: .strong)]
            if let bio, !bio.isEmpty { spans.append(InlineSpan("，\(bio)")) }
            return wrap(spans, kind: .meta, prefix: bars, blockIndex: blockIndex)
        case .answerSeparator:
            let mark = ArticleLayout.answerSeparator
            let room = measure - TextWidth.width(of: bars)
            let indent = max(0, (room - TextWidth.width(of: mark)) / 2)
            return [
                ArticleLine(
                    kind: .rule, indent: indent, prefix: bars, spans: [InlineSpan(DisplayText(alreadyClean: mark))],
                    blockIndex: blockIndex)
            ]
        case .listItem(let marker, let spans, let depth):
            return listItem(marker: marker, spans: spans, depth: depth, bars: bars, blockIndex: blockIndex)
        case .figure(let caption):
            var spans = [InlineSpan("[图]")]
            if let caption, !caption.isEmpty { spans.append(InlineSpan(" \(caption)")) }
            return wrap(
                spans, kind: .figure, prefix: bars, restPrefix: bars + "     ", blockIndex: blockIndex)
        case .equation(let tex):
            return wrap([InlineSpan(tex, style: .code)], kind: .equation, prefix: bars, blockIndex: blockIndex)
        case .preformatted(let text):
            let room = max(1, measure - TextWidth.width(of: bars))
            return text.lines.map { line in
                ArticleLine(
                    kind: .preformatted, prefix: bars,
                    spans: [InlineSpan(line.truncated(width: room), style: .code)],
                    blockIndex: blockIndex)
            }
        case .rule:
            let room = max(1, measure - TextWidth.width(of: bars))
            return [
                ArticleLine(
                    kind: .rule, prefix: bars,
                    spans: [InlineSpan(DisplayText(alreadyClean: String(repeating: "─", count: room)))],
                    blockIndex: blockIndex)
            ]
        case .viewMore(let label, let url):
            var spans = [InlineSpan(label)]
            if let number = linkNumbers[url] { spans.append(InlineSpan("[\(number)]", style: .linkNumber)) }
            spans.append(InlineSpan(" ›"))
            let width = spans.reduce(0) { $0 + $1.text.width }
            let room = measure - TextWidth.width(of: bars)
            guard width <= room else { return wrap(spans, kind: .viewMore, prefix: bars, blockIndex: blockIndex) }
            // Right-aligned, as the official stylesheet sets it.
            return [
                ArticleLine(kind: .viewMore, indent: room - width, prefix: bars, spans: spans, blockIndex: blockIndex)
            ]
        }
    }

    private func listItem(
        marker: String, spans: [InlineSpan], depth: Int, bars: String, blockIndex: Int
    ) -> [ArticleLine] {
        let nesting = 2 * max(0, depth - 1)
        let markerPrefix = marker + " "
        let hanging = String(repeating: " ", count: TextWidth.width(of: markerPrefix))
        if bars.isEmpty {
            return wrap(
                spans, kind: .listItem, indent: nesting, prefix: markerPrefix, restPrefix: hanging,
                blockIndex: blockIndex)
        }
        // Inside a quote the bars come first, so the list's indentation goes after them.
        let indentation = String(repeating: " ", count: nesting)
        return wrap(
            spans, kind: .quote, prefix: bars + indentation + markerPrefix, restPrefix: bars + indentation + hanging,
            blockIndex: blockIndex)
    }

    // MARK: Links

    private mutating func appendLinks(_ links: [WebURL], blockIndex: Int) {
        guard !links.isEmpty else { return }
        if !lines.isEmpty {
            lines.append(ArticleLine(kind: .blank, blockIndex: blockIndex))
        }
        lines.append(
            ArticleLine(kind: .linksHeading, spans: [InlineSpan("链接", style: .strong)], blockIndex: blockIndex))
        // Labels padded to the widest, so that the targets line up.
        let labelWidth = "[\(links.count)] ".count
        for (index, url) in links.enumerated() {
            let label = "[\(index + 1)]"
            let padded = label + String(repeating: " ", count: labelWidth - label.count)
            lines += wrap(
                [InlineSpan(url.display)], kind: .linkEntry, prefix: padded,
                restPrefix: String(repeating: " ", count: labelWidth), blockIndex: blockIndex)
        }
    }

    // MARK: Wrapping

    /// `spans` broken into lines that fit the measure after `indent` and the prefixes; a "\n"
    /// (from a `br`) starts a new line.
    private func wrap(
        _ spans: [InlineSpan], kind: ArticleLine.Kind, indent: Int = 0, prefix: String = "",
        restPrefix: String? = nil, blockIndex: Int
    ) -> [ArticleLine] {
        let restPrefix = restPrefix ?? prefix
        var characters: [Character] = []
        var styles: [InlineStyle] = []
        for span in spans {
            for character in span.text.string {
                characters.append(character)
                styles.append(span.style)
            }
        }
        guard !characters.isEmpty else { return [] }
        let prefixWidth = max(TextWidth.width(of: prefix), TextWidth.width(of: restPrefix))
        // Deep nesting on a narrow screen gives up indentation before room for text.
        let indent = min(indent, max(0, measure - prefixWidth - ArticleLayout.minimumTextWidth))
        let width = max(1, measure - indent - prefixWidth)
        var result: [ArticleLine] = []
        var pieceStart = 0
        while pieceStart <= characters.count {
            let pieceEnd = characters[pieceStart...].firstIndex(of: "\n") ?? characters.count
            let ranges = LineWrapper.lineRanges(for: Array(characters[pieceStart..<pieceEnd]), width: width)
            if ranges.isEmpty {
                // Two `br` in a row: an empty line, still carrying the prefix (a quote's bar).
                result.append(
                    ArticleLine(
                        kind: kind, indent: indent, prefix: result.isEmpty ? prefix : restPrefix,
                        blockIndex: blockIndex))
            }
            for (number, range) in ranges.enumerated() {
                let lower = range.lowerBound + pieceStart
                let upper = range.upperBound + pieceStart
                var lineSpans: [InlineSpan] = []
                var runStart = lower
                for index in lower..<upper where index + 1 == upper || styles[index + 1] != styles[index] {
                    lineSpans.append(
                        InlineSpan(
                            DisplayText(alreadyClean: String(characters[runStart...index])), style: styles[index]))
                    runStart = index + 1
                }
                result.append(
                    ArticleLine(
                        kind: kind, indent: indent, prefix: result.isEmpty ? prefix : restPrefix,
                        spans: lineSpans, blockIndex: blockIndex, isContinuation: number > 0))
            }
            pieceStart = pieceEnd + 1
        }
        return result
    }
}
