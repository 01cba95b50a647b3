import ZReaderDomain
import ZReaderScreen

/// Builds an article from the body's parse events as they come, without a document tree, so that
/// its limits act while the body is read: at `maximumBlocks` blocks, `maximumTextBytes` of text or
/// `maximumLinks` links the builder is full, the parser stops, and the article is marked truncated
/// (the text up to the limit kept).
///
/// Block containers (`div`, `blockquote`, `li`…) gather loose text and inline elements into
/// paragraphs and turn block elements into blocks; the API's own markup (questions, answers and
/// the boxes read for their parts) is read by `ZhihuBoxes`, and each open element's `ElementFrame`
/// says what its end does. Elements nested deeper than `maximumNesting` are read flat: their text
/// joins the paragraph around them and their block boundaries still end paragraphs, so nothing of
/// a deep body is lost.
struct ArticleBuilder {
    // MARK: Limits

    /// Blocks an article may have.
    static let maximumBlocks = 20_000
    /// Bytes of text an article may hold, what its blocks show before layout.
    static let maximumTextBytes = 1024 * 1024
    /// Link targets an article may have, each an entry of the links list.
    static let maximumLinks = 5_000
    /// Open elements that keep their meaning; deeper ones are read flat.
    static let maximumNesting = 256
    /// Quote levels kept in the article; deeper quotes stay at this depth.
    static let maximumQuoteDepth = 16

    /// True once a limit is reached: the rest of the body is not read.
    private(set) var isFull = false
    private var blocks: [ArticleBlock] = []
    private var links = LinkTable()
    /// What each `href` seen points to: bodies repeat their links, and reading one takes a while.
    private var targets: [String: WebURL?] = [:]
    private var textBytes = 0

    /// The text of the paragraph being read.
    private var pending = InlineText()
    /// The plain text being gathered for a title, an author, a caption or a table cell.
    private var capture = InlineText()
    /// The text of a `pre`, as the source has it.
    private var raw = ""

    /// The elements open above the one being read, and what each must do when it ends.
    private var stack: [ElementFrame] = []
    /// How text and elements are read here: inherited, and restored when an element ends.
    private var context = ReadingContext()
    /// Elements open inside a subtree that is not shown (hidden, a script, an advertisement).
    private var skipped = 0
    /// Elements open beyond `maximumNesting`.
    private var flattened = 0

    private var headings = 0
    /// Inside an `li`: its marker until its first block is out, then spaces of the same width.
    private var itemMarker: String?
    private var listDepth = 0
    private var quoteDepth = 0
    private var figure: Figure?
    /// The questions, answers and boxes of the API's markup being read.
    private var boxes = ZhihuBoxes()

    /// What a `figure` holds: its first picture, and its caption.
    struct Figure {
        var hasImage = false
        var image: WebURL?
        var caption = ""
    }

    // MARK: Tags

    /// Elements that flow inside a paragraph.
    private static let inlineTags: Set<String> = [
        "a", "abbr", "acronym", "b", "bdi", "bdo", "big", "br", "cite", "code", "data", "del", "dfn", "em",
        "font", "i", "img", "ins", "kbd", "label", "mark", "nobr", "q", "s", "samp", "small", "span",
        "strike", "strong", "sub", "sup", "time", "tt", "u", "var", "wbr",
    ]

    /// Elements whose content is never shown (a video's is its fallback text).
    private static let ignoredTags: Set<String> = [
        "script", "style", "noscript", "template", "head", "title", "iframe", "object", "embed", "button",
        "input", "select", "textarea", "svg", "canvas", "audio", "map",
    ]

    // MARK: Events

    /// An element starts.
    mutating func start(_ name: String, _ attributes: ElementAttributes) {
        guard !isFull else { return }
        if skipped > 0 || boxes.isInAdvertisement {
            skipped += 1
            return
        }
        if ArticleBuilder.isHidden(name, attributes) {
            if name == "iframe", !attributes.isHiddenAttribute, !attributes.isDisplayNone, case .flow = context.sink {
                flush()
                emit(ZhihuBoxes.frame(attributes))
            }
            skipped = 1
            return
        }
        if stack.count >= ArticleBuilder.maximumNesting {
            flattened += 1
            startFlat(name, attributes)
            return
        }
        switch context.sink {
        case .capture:
            if name == "br" {
                capture.append(" ", style: [])
            } else if name == "img", let tex = FormulaImage.tex(of: attributes) {
                capture.appendFormula(tex, style: [])
            }
            push(.plain)
        case .raw:
            if name == "br" { raw += "\n" }
            push(.plain)
        case .drop:
            startInBox(name, attributes)
        case .flow:
            if ArticleBuilder.inlineTags.contains(name) {
                startInline(name, attributes)
            } else {
                flush()
                startBlock(name, attributes)
            }
        }
    }

    /// The element that started last ends.
    mutating func end(_ name: String) {
        guard !isFull else { return }
        if skipped > 0 {
            skipped -= 1
            return
        }
        if flattened > 0 {
            flattened -= 1
            if case .flow = context.sink, !ArticleBuilder.inlineTags.contains(name) { flush() }
            return
        }
        guard let frame = stack.popLast() else { return }
        boxes.elementEnded(atFrame: stack.count)
        finish(frame.role)
        context = frame.saved
    }

    /// True inside a subtree that is not shown, or once full: the events mean nothing, and
    /// `skipStart` and `skipEnd` stand for `start` and `end` without their names and attributes.
    var isSkipping: Bool { isFull || skipped > 0 || boxes.isInAdvertisement }

    /// True when an element's end needs its name: beyond `maximumNesting`, outside a skipped subtree.
    var isReadingFlat: Bool { skipped == 0 && flattened > 0 }

    /// An element starts while `isSkipping`.
    mutating func skipStart() {
        if !isFull { skipped += 1 }
    }

    /// Text between elements, entities decoded.
    mutating func text(_ source: String) {
        guard !isFull, skipped == 0, !boxes.isInAdvertisement else { return }
        if case .drop = context.sink { return }
        var text = TextSanitizer.clean(source, keepsNewlines: true, keepsTabs: true).string
        let room = ArticleBuilder.maximumTextBytes - textBytes
        let isLast = text.utf8.count > room
        if isLast {
            // What fits, cut between characters.
            var end = text.utf8.index(text.utf8.startIndex, offsetBy: max(0, room))
            while end > text.utf8.startIndex, text.utf8[end] & 0xC0 == 0x80 { end = text.utf8.index(before: end) }
            text = String(text[..<end])
        }
        textBytes += text.utf8.count
        switch context.sink {
        case .drop:
            return
        case .capture:
            capture.append(text, style: [])
        case .raw:
            raw += text
        case .flow(let linesAreParagraphs):
            if linesAreParagraphs, text.utf8.contains(0x0A) {
                looseLines(text)
            } else {
                pending.append(text, style: context.style)
            }
        }
        if isLast { stop() }
    }

    /// Ends reading early, for a body the parser should not read further: the article is truncated
    /// after the paragraph (or `pre`) being read.
    mutating func stop() {
        guard !isFull else { return }
        if case .raw = context.sink { finish(.preformatted) } else { flush() }
        isFull = true
    }

    /// The article read so far.
    mutating func finish() -> Article {
        if !isFull { flush() }
        return Article(blocks: blocks, links: links.targets, isTruncated: isFull)
    }

    /// False inside an advertisement, whose elements still end (restoring what they changed) but
    /// add nothing.
    private var isReading: Bool { !boxes.isInAdvertisement }

    // MARK: Starting elements

    private mutating func push(_ role: ElementFrame.Role) {
        stack.append(ElementFrame(role: role, saved: context))
    }

    /// Makes the element just opened gather its text into `capture`.
    private mutating func beginCapture(_ purpose: ElementFrame.Capture) {
        replaceRole(.capture(purpose))
        capture = InlineText()
        context.sink = .capture
        context.style = []
    }

    /// An element deeper than `maximumNesting`: only what it does to the text around it counts.
    private mutating func startFlat(_ name: String, _ attributes: ElementAttributes) {
        switch context.sink {
        case .flow:
            if name == "br" {
                pending.lineBreak()
            } else if name == "img" {
                image(attributes)
            } else if !ArticleBuilder.inlineTags.contains(name) {
                flush()
            }
        case .capture:
            if name == "br" { capture.append(" ", style: []) }
        case .raw:
            if name == "br" { raw += "\n" }
        case .drop:
            break
        }
    }

    private mutating func startInline(_ name: String, _ attributes: ElementAttributes) {
        switch name {
        case "br":
            pending.lineBreak()
            push(.plain)
            return
        case "img":
            image(attributes)
            push(.plain)
            return
        case "a" where attributes.hasClass("headline-background-link"):
            // The related-news box without its `div`: the link is the box.
            flush()
            push(.plain)
            enter(.related(url: attributes.href.flatMap(LinkTable.target(ofHref:))))
            return
        case "a":
            let target = attributes.href.flatMap { linkTarget(ofHref: $0) }
            push(.link(target: target, writesBefore: pending.writes))
            if target != nil { context.style.insert(.link) }
        case "sup":
            push(.superscript(pending.mark))
            context.style.insert(.superscript)
        default:
            push(.plain)
            if let style = ArticleBuilder.style(of: name) { context.style.insert(style) }
        }
        context.sink = .flow(linesAreParagraphs: false)
    }

    private static func style(of name: String) -> InlineStyle? {
        switch name {
        case "strong", "b": .strong
        case "em", "i", "cite", "dfn", "var": .emphasis
        case "code", "kbd", "tt", "samp": .code
        default: nil
        }
    }

    private mutating func startBlock(_ name: String, _ attributes: ElementAttributes) {
        let around = context
        push(.block)
        context.sink = .flow(linesAreParagraphs: true)
        context.style = []
        context.isInList = false
        if let centres = attributes.centresText { context.isCentred = centres }
        switch name {
        case "div":
            division(attributes)
        case "p":
            context.sink = .flow(linesAreParagraphs: false)
        case "h2" where attributes.hasClass("question-title"):
            beginCapture(.part(.questionTitle))
        case "h1", "h2", "h3", "h4", "h5", "h6":
            replaceRole(.heading)
            headings += 1
            context.sink = .flow(linesAreParagraphs: false)
        case "blockquote":
            replaceRole(.quote(outerMarker: itemMarker))
            itemMarker = nil
            quoteDepth += 1
        case "ul", "ol":
            let start = attributes.start.flatMap(ListMarker.number) ?? 1
            replaceRole(.list(outerMarker: itemMarker, ordered: name == "ol", next: start))
            listDepth += 1
            context.isInList = true
        case "li" where around.isInList:
            item(attributes)
        case "hr":
            emit(.rule)
        case "figure":
            replaceRole(.figure(outer: figure))
            figure = Figure()
        case "figcaption" where figure != nil:
            beginCapture(.caption)
        case "pre":
            replaceRole(.preformatted)
            raw = ""
            context.sink = .raw
        case "table":
            enter(.table)
        case "center":
            context.isCentred = true
        case "video":
            enter(.video(attributes))
        default:
            break
        }
    }

    private mutating func replaceRole(_ role: ElementFrame.Role) {
        stack[stack.count - 1].role = role
    }

    /// A `div`: the API's classes make it a question, an answer or a box; any other is a block.
    private mutating func division(_ attributes: ElementAttributes) {
        if attributes.hasClass("headline-background") {
            enter(.related(url: nil))
        } else if attributes.hasClass("question") {
            replaceRole(
                .question(boxes.openQuestion(frame: stack.count - 1, blocks: blocks.count, links: links.targets.count)))
        } else if attributes.hasClass("answer") {
            if boxes.openAnswer() { emit(.answerSeparator) }
        } else if attributes.hasClass("meta") {
            enter(.meta)
        } else if attributes.hasClass("view-more") {
            enter(.viewMore)
        }
    }

    /// Makes the element just opened one of the API's boxes: what it holds is dropped, but for the
    /// parts the box is read for.
    private mutating func enter(_ opening: ZhihuBoxes.Opening) {
        boxes.open(opening)
        replaceRole(.box)
        context.sink = .drop
    }

    private mutating func item(_ attributes: ElementAttributes) {
        // The list is the frame below this item's.
        let listIndex = stack.count - 2
        guard listIndex >= 0, case .list(let outerMarker, let ordered, let next) = stack[listIndex].role else { return }
        let number = attributes.value.flatMap(ListMarker.number) ?? next
        stack[listIndex].role = .list(
            outerMarker: outerMarker, ordered: ordered, next: ListMarker.number(after: number))
        itemMarker = ordered ? "\(number)." : ListMarker.bullet(depth: listDepth)
        replaceRole(.item)
        // An item is one paragraph however its source lines run.
        context.sink = .flow(linesAreParagraphs: false)
    }

    /// An element inside one of the API's boxes: the parts the box is read for open captures (a
    /// table's rows open rows), the rest is dropped.
    private mutating func startInBox(_ name: String, _ attributes: ElementAttributes) {
        push(.plain)
        switch boxes.reading(name, attributes) {
        case .capture(let part): beginCapture(.part(part))
        case .row: replaceRole(.box)
        case .dropped: break
        }
    }

    /// Elements a reader never sees, with all they hold: scripts and the like, `hidden` and
    /// `display: none`, the hidden "查看知乎原文" link, the author's avatar, the header's placeholder.
    private static func isHidden(_ name: String, _ attributes: ElementAttributes) -> Bool {
        if ignoredTags.contains(name) || attributes.isHiddenAttribute || attributes.isDisplayNone { return true }
        guard !attributes.classes.isEmpty else { return false }
        return attributes.hasClass("originUrl") || attributes.hasClass("img-place-holder")
            || (name == "img" && attributes.hasClass("avatar"))
    }

    // MARK: Ending elements

    private mutating func finish(_ role: ElementFrame.Role) {
        switch role {
        case .plain:
            return
        case .block, .item:
            flush()
        case .heading:
            flush()
            headings -= 1
        case .quote(let outerMarker):
            flush()
            quoteDepth -= 1
            itemMarker = outerMarker
        case .list(let outerMarker, _, _):
            listDepth -= 1
            itemMarker = outerMarker
        case .link(let target, let writesBefore):
            if let target, isReading, pending.writes > writesBefore, !pending.isEmpty {
                if let number = linkNumber(target) { pending.appendAttached("[\(number)]", style: .linkNumber) }
            }
        case .superscript(let mark):
            pending.markCitation(since: mark)
        case .question(let enclosing):
            flush()
            boxes.closeQuestion(restoring: enclosing)
        case .capture(let purpose):
            finishCapture(purpose)
        case .preformatted:
            let text = raw.replacing("\t", with: "    ").trimming(.newlines)
            raw = ""
            if !text.allSatisfy(\.isWhitespace) {
                emit(.preformatted(TextSanitizer.clean(text, keepsNewlines: true)))
            }
        case .figure(let outer):
            finishFigure()
            figure = outer
        case .box:
            if let block = boxes.close() { emit(block) }
        }
    }

    private mutating func finishCapture(_ purpose: ElementFrame.Capture) {
        let text = capture.takeText()
        switch purpose {
        case .caption:
            figure?.caption = text
        case .part(let part):
            switch boxes.take(text, for: part) {
            case .kept:
                break
            case .block(let block):
                emit(block)
            case .advertisement(let blocksBefore, let linksBefore):
                blocks.removeSubrange(blocksBefore...)
                links.removeTargets(after: linksBefore)
                pending = InlineText()
            }
        }
    }

    private mutating func finishFigure() {
        flush()
        guard let figure else { return }
        let caption = figure.caption.isEmpty ? nil : ArticleBuilder.display(figure.caption)
        if figure.hasImage {
            emit(.figure(caption: caption, image: figure.image))
        } else if let caption {
            emit(.paragraph([InlineSpan(caption)]))
        }
    }

    // MARK: Images and links

    private mutating func image(_ attributes: ElementAttributes) {
        if let tex = FormulaImage.tex(of: attributes) {
            pending.appendFormula(tex, style: context.style)
            return
        }
        let address = ArticleBuilder.imageAddress(attributes)
        // The first picture of a `figure` is the figure; its caption comes with the figure's end.
        if var figure, !figure.hasImage {
            figure.hasImage = true
            figure.image = address
            self.figure = figure
            return
        }
        // A picture is a placeholder line of its own, splitting the paragraph around it.
        flush()
        let alt = attributes.alt?.trimming(.whitespacesAndNewlines) ?? ""
        emit(.figure(caption: alt.isEmpty ? nil : ArticleBuilder.display(alt), image: address))
    }

    /// Where the picture is: `data-actualsrc` when the page loads it lazily (then `src` is a
    /// placeholder), else `src`, else the full-size `data-original`.
    private static func imageAddress(_ attributes: ElementAttributes) -> WebURL? {
        [attributes.dataActualSource, attributes.src, attributes.dataOriginal].lazy
            .compactMap { $0.flatMap(LinkTable.target(ofHref:)) }.first
    }

    /// `LinkTable.target(ofHref:)`, remembered for the first hrefs of the body.
    private mutating func linkTarget(ofHref href: String) -> WebURL? {
        if let known = targets[href] { return known }
        let target = LinkTable.target(ofHref: href)
        if targets.count < ArticleBuilder.maximumLinks { targets[href] = target }
        return target
    }

    /// The number of `target` in the links list, given the next one the first time; nil once the
    /// list is full, which ends reading.
    private mutating func linkNumber(_ target: WebURL) -> Int? {
        if let number = links.existingNumber(of: target) { return number }
        guard links.targets.count < ArticleBuilder.maximumLinks else {
            stop()
            return nil
        }
        return links.number(for: target)
    }

    // MARK: Output

    private mutating func looseLines(_ text: String) {
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        for (index, line) in lines.enumerated() {
            // After a `br` the line break is only the source's layout.
            if index > 0, !pending.endsWithLineBreak { flush() }
            pending.append(String(line), style: context.style)
        }
    }

    /// Ends the paragraph being read, if any, as the block its context makes it.
    private mutating func flush() {
        switch pending.take() {
        case .empty:
            return
        case .formula(let tex):
            emit(.equation(ArticleBuilder.display(tex)))
        case .spans(let spans):
            if ArticleBuilder.isRule(spans) {
                emit(.rule)
            } else if ArticleBuilder.isSceneBreak(spans) {
                emit(.centred(spans))
            } else if headings > 0 {
                emit(.heading(spans))
            } else if let marker = itemMarker {
                emit(.listItem(marker: marker, spans: spans, depth: max(1, listDepth)))
                itemMarker = String(repeating: " ", count: marker.count)
            } else if context.isCentred {
                emit(.centred(spans))
            } else {
                emit(.paragraph(spans))
            }
        }
    }

    /// `<p>---</p>` and its kin (`———`, `___`): a paragraph drawn as a rule.
    private static func isRule(_ spans: [InlineSpan]) -> Bool {
        count(of: spans, allIn: "-—_=─━") >= 3
    }

    /// `<p>* * *</p>`, `***`, `＊＊＊`: an author's scene break, centred as written.
    private static func isSceneBreak(_ spans: [InlineSpan]) -> Bool {
        count(of: spans, allIn: "*＊") >= 3
    }

    /// How many characters other than spaces the spans hold when all of them are in `set`; 0 otherwise.
    private static func count(of spans: [InlineSpan], allIn set: String) -> Int {
        var count = 0
        for span in spans {
            for character in span.text.string where !character.isWhitespace {
                guard set.contains(character) else { return 0 }
                count += 1
            }
        }
        return count
    }

    /// Adds the block a box left, its link numbered first; nothing inside an advertisement.
    private mutating func emit(_ boxed: ZhihuBoxes.LinkedBlock) {
        guard isReading else { return }
        if let link = boxed.link { _ = linkNumber(link) }
        emit(boxed.block)
    }

    /// Adds a block, inside the quotes being read: a paragraph in a quote is a `.quote`, anything
    /// else (and the quotes around that) is `.quoted`.
    private mutating func emit(_ block: ArticleBlock) {
        guard !isFull, isReading else { return }
        guard blocks.count < ArticleBuilder.maximumBlocks else {
            isFull = true
            return
        }
        var wrapped = block
        var depth = min(quoteDepth, ArticleBuilder.maximumQuoteDepth)
        if depth > 0, case .paragraph(let spans) = block {
            wrapped = .quote(spans)
            depth -= 1
        }
        for _ in 0..<depth {
            wrapped = .quoted(wrapped)
        }
        blocks.append(wrapped)
    }

    // MARK: Text

    /// Text read from the body as it goes into the article: the text it came from was cleaned as
    /// it was read, and the article's text is made safe for the screen here.
    static func display(_ text: String) -> DisplayText {
        TextSanitizer.clean(text)
    }
}
