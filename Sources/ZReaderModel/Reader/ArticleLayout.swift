import ZReaderDomain
import ZReaderScreen

/// An article laid out in lines for one measure: the reader's content below its header.
///
/// The measure is at most `maximumMeasure` columns (a comfortable line of Chinese); the view
/// centres it on wide terminals. Blocks are separated by one blank line (a bar-only line between
/// blocks of the same quote, none between the items of a list); quotes carry a bar per level, list
/// items their marker with continuation lines aligned under the text; rules span the measure;
/// links are followed by their `[n]`, which never starts a line, and listed with their targets at
/// the end under "链接"; a formula is never broken unless it is wider than the measure, and then
/// only after its operators. Every line fits the measure in display columns (CJK characters take two):
/// deep quotes and lists give up bars and indentation before their text gets narrower than
/// `minimumTextWidth`. At most `maximumLines` lines of blocks are laid out; an article cut short,
/// by the parser or here, ends its text with `Article.truncationNotice`, before the links.
///
/// With pictures shown, a figure with an image keeps rows for its picture at the measure's width
/// (`ArticleFigure.rows`, listed in `figures`) with its caption centred under them; otherwise it
/// is one `[图] caption` line.
public struct ArticleLayout: Hashable, Sendable {
    public static let maximumMeasure = 80
    /// Lines of blocks at most, blank ones included; past them the article is cut short.
    public static let maximumLines = 100_000
    /// List levels that indent further; deeper lists line up with the last of them.
    public static let maximumListDepth = 8

    /// The mark between two answers to the same question.
    static let answerSeparator = "· · ·"
    /// What a quote level draws before its text.
    static let quoteBar: DisplayText = "┃ "
    /// Columns of text kept on a line however deep the nesting: bars and indentation give way first.
    static let minimumTextWidth = 8

    public let measure: Int
    public private(set) var lines: [ArticleLine] = []
    /// True when the article was cut short, by the parser or by `maximumLines`.
    public private(set) var isTruncated = false
    /// The figures laid out as pictures, top to bottom.
    public private(set) var figures: [ArticleFigure] = []
    /// The screen's rows when figures are laid out as pictures; nil lays them out as lines.
    private let figureScreenRows: Int?
    /// Figures whose picture cannot be had, by `WebURL.pictureIdentity`, with why: one line each
    /// instead of the rows kept for a picture.
    private let missingFigures: [String: DisplayText]

    /// Lays `article` out for a screen `width` wide, in lines of at most `maximumMeasure` columns;
    /// with `figureScreenRows` (the screen's height), figures with an image keep rows for it,
    /// but those in `missingFigures`, which are one line saying why.
    ///
    /// A question title that only repeats `headerTitle` (the story's title, over the header's
    /// picture) is left out: the title is said once.
    public init(
        article: Article, width: Int, maximumMeasure: Int = ArticleLayout.maximumMeasure,
        figureScreenRows: Int? = nil, missingFigures: [String: DisplayText] = [:], headerTitle: DisplayText? = nil
    ) {
        measure = ArticleLayout.measure(forScreenWidth: width, maximum: maximumMeasure)
        self.figureScreenRows = figureScreenRows
        self.missingFigures = missingFigures
        var linkNumbers: [WebURL: Int] = [:]
        for (index, url) in article.links.enumerated() where linkNumbers[url] == nil {
            linkNumbers[url] = index + 1
        }
        isTruncated = article.isTruncated
        var previous: Nesting?
        for (index, block) in article.blocks.enumerated() {
            if case .questionTitle(let question) = block, let headerTitle,
                ArticleLayout.sameTitle(question, headerTitle)
            {
                continue
            }
            // One line is kept back for the space above the block.
            let room = ArticleLayout.maximumLines - lines.count - 1
            guard room > 0 else {
                isTruncated = true
                break
            }
            let blockLines = self.lines(
                for: block, quoteDepth: 0, blockIndex: index, linkNumbers: linkNumbers, limit: room + 1)
            guard !blockLines.isEmpty else { continue }
            let nesting = Nesting(block)
            if let previous {
                appendSpace(between: previous, and: nesting, blockIndex: index)
            }
            recordFigure(block, lines: blockLines.prefix(room))
            lines += blockLines.prefix(room)
            previous = nesting
            if blockLines.count > room {
                isTruncated = true
                break
            }
        }
        if isTruncated { appendNotice(blockIndex: article.blocks.count) }
        appendLinks(article.links, blockIndex: article.blocks.count)
    }

    /// Text columns for a screen `width`: two columns of margin each side, at most `maximum`.
    public static func measure(forScreenWidth width: Int, maximum: Int = maximumMeasure) -> Int {
        max(1, min(maximum, max(width, 0) - 4))
    }

    /// The first line of `blockIndex` (the blank line above it included), or of the next block
    /// that has lines.
    public func firstLine(ofBlock blockIndex: Int) -> Int {
        var low = 0
        var high = lines.count - 1
        var answer = 0
        while low <= high {
            let middle = low + (high - low) / 2
            if lines[middle].blockIndex < blockIndex {
                answer = middle + 1
                low = middle + 1
            } else {
                high = middle - 1
            }
        }
        return min(answer, max(0, lines.count - 1))
    }

    /// Notes where the picture of a figure about to be appended as `blockLines` goes.
    private mutating func recordFigure(_ block: ArticleBlock, lines blockLines: ArraySlice<ArticleLine>) {
        var inner = block
        while case .quoted(let next) = inner { inner = next }
        let rows = blockLines.prefix { $0.kind == .picture }.count
        guard rows > 0, case .figure(let caption, let image?) = inner, let first = blockLines.first else { return }
        let indent = first.prefix.width
        figures.append(
            ArticleFigure(
                image: image, caption: caption, lines: lines.count..<(lines.count + rows), indent: indent,
                size: Size(columns: max(1, measure - indent), rows: rows)))
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
            // `.quoted` is unwrapped above.
            case .relatedNews, .questionTitle, .answerMeta, .answerSeparator, .heading, .paragraph, .centred, .figure,
                .video, .equation, .preformatted, .rule, .viewMore, .quoted:
                break
            }
        }
    }

    private mutating func appendSpace(between previous: Nesting, and next: Nesting, blockIndex: Int) {
        if previous.isListItem, next.isListItem, previous.quoteDepth == next.quoteDepth { return }
        let sharedDepth = min(previous.quoteDepth, next.quoteDepth)
        if sharedDepth > 0 {
            let bars = self.bars(sharedDepth)
            lines.append(
                ArticleLine(kind: .quote, prefix: bars.dropLast(), blockIndex: blockIndex))
        } else {
            lines.append(ArticleLine(kind: .blank, blockIndex: blockIndex))
        }
    }

    /// The bars of `depth` quote levels, as many as leave `minimumTextWidth` columns of text.
    private func bars(_ depth: Int) -> DisplayText {
        let levels = min(
            depth, max(0, (measure - ArticleLayout.minimumTextWidth) / ArticleLayout.quoteBar.string.count))
        return DisplayText(repeating: ArticleLayout.quoteBar, count: levels)
    }

    // MARK: Blocks

    /// The lines of `block`, at most `limit` of them.
    private func lines(
        for block: ArticleBlock, quoteDepth: Int, blockIndex: Int, linkNumbers: [WebURL: Int], limit: Int
    ) -> [ArticleLine] {
        // Unwrapped in a loop: an article made elsewhere may nest deeper than a stack allows.
        var block = block
        var quoteDepth = quoteDepth
        while case .quoted(let inner) = block {
            block = inner
            quoteDepth += 1
        }
        let bars = self.bars(quoteDepth)
        let textKind: (ArticleLine.Kind) -> ArticleLine.Kind = { quoteDepth > 0 ? .quote : $0 }
        func marker(_ url: WebURL?) -> [InlineSpan] {
            guard let url, let number = linkNumbers[url] else { return [] }
            return [InlineSpan("[\(number)]", style: .linkNumber)]
        }
        switch block {
        case .quoted:
            // Unwrapped above.
            return []
        case .quote(let spans):
            return wrap(spans, kind: .quote, prefix: self.bars(quoteDepth + 1), blockIndex: blockIndex, limit: limit)
        case .paragraph(let spans):
            return wrap(spans, kind: textKind(.body), prefix: bars, blockIndex: blockIndex, limit: limit)
        case .centred(let spans):
            return centred(wrap(spans, kind: textKind(.body), prefix: bars, blockIndex: blockIndex, limit: limit))
        case .heading(let spans):
            let bold = spans.map { InlineSpan($0.text, style: $0.style.union(.strong)) }
            return wrap(bold, kind: textKind(.heading), prefix: bars, blockIndex: blockIndex, limit: limit)
        case .relatedNews(let title, let url):
            return wrap(
                [InlineSpan("相关新闻", style: .strong), InlineSpan(" \(title)")] + marker(url), kind: .relatedNews,
                prefix: bars, blockIndex: blockIndex)
        case .questionTitle(let title):
            return wrap([InlineSpan(title, style: .strong)], kind: .questionTitle, prefix: bars, blockIndex: blockIndex)
        case .answerMeta(let author, let bio):
            var spans = [InlineSpan(author, style: .strong)]
            if let bio, !bio.isEmpty { spans.append(InlineSpan("，\(bio)")) }
            return wrap(spans, kind: .meta, prefix: bars, blockIndex: blockIndex)
        case .answerSeparator:
            let room = measure - bars.width
            let mark = TextSanitizer.clean(String(ArticleLayout.answerSeparator.prefix(max(1, room))))
            let indent = max(0, (room - mark.width) / 2)
            return [
                ArticleLine(
                    kind: .rule, indent: indent, prefix: bars, spans: [InlineSpan(mark)],
                    blockIndex: blockIndex)
            ]
        case .listItem(let marker, let spans, let depth):
            return listItem(
                marker: marker, spans: spans, depth: depth, bars: bars, blockIndex: blockIndex, limit: limit)
        case .figure(let caption, .some(let url)) where figureScreenRows != nil:
            guard let why = missingFigures[url.pictureIdentity] else {
                return picture(caption: caption, bars: bars, blockIndex: blockIndex)
            }
            let notice = wrap(
                [InlineSpan("[图] \(why)")], kind: .figure, prefix: bars, restPrefix: bars + "     ",
                blockIndex: blockIndex)
            guard let caption, !caption.isEmpty else { return notice }
            return notice + centred(wrap([InlineSpan(caption)], kind: .figure, prefix: bars, blockIndex: blockIndex))
        case .figure(let caption, _):
            var spans = [InlineSpan("[图]")]
            if let caption, !caption.isEmpty { spans.append(InlineSpan(" \(caption)")) }
            return wrap(
                spans, kind: .figure, prefix: bars, restPrefix: bars + "     ", blockIndex: blockIndex)
        case .video(let title, let url):
            var spans = [InlineSpan("[视频]")]
            if let title, !title.isEmpty { spans.append(InlineSpan(" \(title)")) }
            return wrap(
                spans + marker(url), kind: .figure, prefix: bars, restPrefix: bars + "       ", blockIndex: blockIndex)
        case .equation(let tex):
            return wrap(
                [InlineSpan(tex, style: [.code, .formula])], kind: .equation, prefix: bars, blockIndex: blockIndex)
        case .preformatted(let text):
            let room = max(1, measure - bars.width)
            return text.lines.prefix(limit).map { line in
                ArticleLine(
                    kind: .preformatted, prefix: bars,
                    spans: [InlineSpan(line.truncated(width: room), style: .code)],
                    blockIndex: blockIndex)
            }
        case .rule:
            let room = max(1, measure - bars.width)
            return [
                ArticleLine(
                    kind: .rule, prefix: bars,
                    spans: [InlineSpan(DisplayText(repeating: "─", count: room))],
                    blockIndex: blockIndex)
            ]
        case .viewMore(let label, let url):
            let spans = [InlineSpan(label)] + marker(url) + [InlineSpan(" ›")]
            let width = spans.reduce(0) { $0 + $1.text.width }
            let room = measure - bars.width
            guard width <= room else { return wrap(spans, kind: .viewMore, prefix: bars, blockIndex: blockIndex) }
            // Right-aligned, as the official stylesheet sets it.
            return [
                ArticleLine(kind: .viewMore, indent: room - width, prefix: bars, spans: spans, blockIndex: blockIndex)
            ]
        }
    }

    /// The rows kept for a figure's picture, then its caption centred under them.
    private func picture(caption: DisplayText?, bars: DisplayText, blockIndex: Int) -> [ArticleLine] {
        let columns = max(1, measure - bars.width)
        let rows = ArticleFigure.rows(columns: columns, screenRows: figureScreenRows ?? 0)
        let picture = Array(repeating: ArticleLine(kind: .picture, prefix: bars, blockIndex: blockIndex), count: rows)
        guard let caption, !caption.isEmpty else { return picture }
        return picture + centred(wrap([InlineSpan(caption)], kind: .figure, prefix: bars, blockIndex: blockIndex))
    }

    private func listItem(
        marker: String, spans: [InlineSpan], depth: Int, bars: DisplayText, blockIndex: Int, limit: Int
    ) -> [ArticleLine] {
        let level = min(max(depth, 1), ArticleLayout.maximumListDepth)
        let nesting = 2 * (level - 1)
        let markerPrefix = TextSanitizer.clean(marker) + " "
        let hanging = DisplayText(repeating: " ", count: markerPrefix.width)
        if bars.isEmpty {
            return wrap(
                spans, kind: .listItem, indent: nesting, prefix: markerPrefix, restPrefix: hanging,
                blockIndex: blockIndex, limit: limit)
        }
        // Inside a quote the bars come first, so the list's indentation goes after them.
        let indentation = DisplayText(repeating: " ", count: nesting)
        return wrap(
            spans, kind: .quote, prefix: bars + indentation + markerPrefix, restPrefix: bars + indentation + hanging,
            blockIndex: blockIndex, limit: limit)
    }

    /// `lines` each set in the middle of the room their prefix leaves.
    private func centred(_ lines: [ArticleLine]) -> [ArticleLine] {
        lines.map { line in
            var line = line
            let room = measure - line.prefix.width
            let width = line.spans.reduce(0) { $0 + $1.text.width }
            line.indent = max(0, (room - width) / 2)
            return line
        }
    }

    // MARK: The end

    private mutating func appendNotice(blockIndex: Int) {
        if !lines.isEmpty {
            lines.append(ArticleLine(kind: .blank, blockIndex: blockIndex))
        }
        lines += wrap([InlineSpan(Article.truncationNotice)], kind: .notice, blockIndex: blockIndex)
    }

    private mutating func appendLinks(_ links: [WebURL], blockIndex: Int) {
        guard !links.isEmpty else { return }
        if !lines.isEmpty {
            lines.append(ArticleLine(kind: .blank, blockIndex: blockIndex))
        }
        lines += wrap([InlineSpan("链接", style: .strong)], kind: .linksHeading, blockIndex: blockIndex)
        // Labels padded to the widest, so that the targets line up.
        let labelWidth = "[\(links.count)] ".count
        for (index, url) in links.enumerated() {
            let label: DisplayText = "[\(index + 1)]"
            let padded = label + DisplayText(repeating: " ", count: labelWidth - label.string.count)
            lines += wrap(
                [InlineSpan(url.display)], kind: .linkEntry, prefix: padded,
                restPrefix: DisplayText(repeating: " ", count: labelWidth), blockIndex: blockIndex)
        }
    }

    // MARK: Wrapping

    /// `spans` broken into lines that fit the measure after `indent` and the prefixes, at most
    /// `limit` of them; a "\n" (from a `br`) starts a new line.
    ///
    /// Prefixes wider than the measure allows lose their first columns (the outer quote bars), so
    /// that `minimumTextWidth` columns are left for text.
    private func wrap(
        _ spans: [InlineSpan], kind: ArticleLine.Kind, indent: Int = 0, prefix: DisplayText = .empty,
        restPrefix: DisplayText? = nil, blockIndex: Int, limit: Int = .max
    ) -> [ArticleLine] {
        // The text once, and where each character starts in it: a line's runs are cut from it
        // as they are, not rebuilt character by character.
        var characters: [Character] = []
        var styles: [InlineStyle] = []
        var starts: [Int] = []
        // Each formula's characters, kept on one line.
        var formulas: [Range<Int>] = []
        var offset = 0
        for span in spans {
            if span.style.contains(.formula) {
                formulas.append(characters.count..<(characters.count + span.text.string.count))
            }
            for character in span.text.string {
                characters.append(character)
                styles.append(span.style)
                starts.append(offset)
                offset += character.utf8.count
            }
        }
        guard !characters.isEmpty else { return [] }
        starts.append(offset)
        // Joined from clean spans, so any run cut from it is clean too.
        let clean = DisplayText.joined(spans.map(\.text))
        let utf8 = clean.string.utf8
        func run(_ range: ClosedRange<Int>) -> DisplayText {
            let lower = utf8.index(utf8.startIndex, offsetBy: starts[range.lowerBound])
            let upper = utf8.index(utf8.startIndex, offsetBy: starts[range.upperBound + 1])
            return clean.slice(lower..<upper)
        }
        let prefixRoom = measure - min(ArticleLayout.minimumTextWidth, measure)
        let prefix = ArticleLayout.fitted(prefix, width: prefixRoom)
        let restPrefix = ArticleLayout.fitted(restPrefix ?? prefix, width: prefixRoom)
        let prefixWidth = max(prefix.width, restPrefix.width)
        // Deep nesting on a narrow screen gives up indentation before room for text.
        let indent = min(max(0, indent), max(0, measure - prefixWidth - ArticleLayout.minimumTextWidth))
        let width = max(1, measure - indent - prefixWidth)
        let breakable = ArticleLayout.gluingMarks(characters, styles: styles)
        var result: [ArticleLine] = []
        var pieceStart = 0
        while pieceStart <= characters.count, result.count < limit {
            let pieceEnd = characters[pieceStart...].firstIndex(of: "\n") ?? characters.count
            let pieceFormulas = formulas.compactMap { formula -> Range<Int>? in
                let inPiece = formula.clamped(to: pieceStart..<pieceEnd)
                return inPiece.isEmpty ? nil : (inPiece.lowerBound - pieceStart)..<(inPiece.upperBound - pieceStart)
            }
            let ranges = LineWrapper.lineRanges(
                for: Array(breakable[pieceStart..<pieceEnd]), width: width, keepingWhole: pieceFormulas)
            if ranges.isEmpty {
                // Two `br` in a row: an empty line, still carrying the prefix (a quote's bar).
                result.append(
                    ArticleLine(
                        kind: kind, indent: indent, prefix: result.isEmpty ? prefix : restPrefix,
                        blockIndex: blockIndex))
            }
            for (number, range) in ranges.prefix(max(0, limit - result.count)).enumerated() {
                let lower = range.lowerBound + pieceStart
                let upper = range.upperBound + pieceStart
                var lineSpans: [InlineSpan] = []
                var runStart = lower
                for index in lower..<upper
                where index + 1 == upper || styles[index + 1].rawValue != styles[index].rawValue {
                    lineSpans.append(InlineSpan(run(runStart...index), style: styles[index]))
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

    /// `prefix` without as many of its first characters as it takes to fit `width` columns.
    private static func fitted(_ prefix: DisplayText, width: Int) -> DisplayText {
        var prefixWidth = prefix.width
        guard prefixWidth > width else { return prefix }
        var dropped = 0
        for character in prefix.string where prefixWidth > width {
            prefixWidth -= TextWidth.width(of: character)
            dropped += 1
        }
        return prefix.dropFirst(dropped)
    }

    /// The characters as line breaking should see them: a link's `[n]` and a citation's `¹` glued
    /// to what they follow, so that neither ever starts a line nor is cut in two.
    ///
    /// Each character of
    /// such a mark is read as a closing parenthesis (the same width), which the wrapper never
    /// separates from the character before it and never lets a cut fall before: a word with its
    /// mark too long for the line is cut before its last letters, which go down with the mark.
    private static func gluingMarks(_ characters: [Character], styles: [InlineStyle]) -> [Character] {
        var breakable = characters
        var isGlued = false
        let marks = InlineStyle([.linkNumber, .superscript]).rawValue
        for index in characters.indices where styles[index].rawValue & marks != 0 {
            if index == 0 || styles[index].rawValue != styles[index - 1].rawValue {
                isGlued = index > 0 && !characters[index - 1].isWhitespace
            }
            if isGlued, TextWidth.width(of: characters[index]) == 1 { breakable[index] = ")" }
        }
        return breakable
    }

    /// Two titles that read the same, spaces and question marks aside (the API's title and
    /// the body's question often differ only so).
    static func sameTitle(_ first: DisplayText, _ second: DisplayText) -> Bool {
        func key(_ text: DisplayText) -> String {
            String(text.string.filter { !$0.isWhitespace && $0 != "？" && $0 != "?" })
        }
        return !key(first).isEmpty && key(first) == key(second)
    }
}
