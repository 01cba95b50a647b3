import CLibXML2
import Foundation
import ZReaderModel

/// Walks a parsed body and collects its blocks and link targets, following the API's markup.
///
/// Block containers (`div`, `blockquote`, `li`…) gather loose text and inline elements into
/// paragraphs and turn block elements into blocks; the `div` classes of the API (question,
/// answer, meta, view-more, headline-background) get their own blocks.
struct ArticleBuilder {
    let storyTitle: DisplayText
    private var blocks: [ArticleBlock] = []
    private var links = LinkTable()
    /// The text of the paragraph being read.
    private var pending = InlineText()
    /// Inside `h1`…`h6`: what is read becomes a heading.
    private var isInHeading = false
    /// Inside an `li`: its marker until its first block is out, then spaces of the same width.
    private var itemMarker: String?
    private var listDepth = 0
    private var quoteDepth = 0
    /// Answers read so far in the current question, to separate the second from the first.
    private var answersInQuestion = 0
    /// The title of the current question, which has been read already.
    private var questionTitle: xmlNodePtr?

    init(storyTitle: DisplayText) {
        self.storyTitle = storyTitle
    }

    var article: Article { Article(blocks: blocks, links: links.targets) }

    /// Reads the document from its root element.
    mutating func read(_ root: HTMLNode) {
        container(root)
    }

    // MARK: Tags

    /// Elements that flow inside a paragraph.
    private static let inlineTags: Set<String> = [
        "a", "abbr", "acronym", "b", "bdi", "bdo", "big", "br", "cite", "code", "data", "del", "dfn", "em",
        "font", "i", "img", "ins", "kbd", "label", "mark", "nobr", "q", "s", "samp", "small", "span",
        "strike", "strong", "sub", "sup", "time", "tt", "u", "var", "wbr",
    ]

    /// Elements whose content is never shown.
    private static let ignoredTags: Set<String> = [
        "script", "style", "noscript", "template", "head", "title", "iframe", "object", "embed", "button",
        "input", "select", "textarea", "svg", "canvas", "video", "audio", "map",
    ]

    // MARK: Containers

    /// Reads a block container.
    ///
    /// With `linesAreParagraphs`, a line break in its own loose text ends
    /// a paragraph: bodies put runs like `<strong>问：</strong>答……` straight into `div.content`,
    /// one a line, meaning one paragraph each.
    private mutating func container(_ node: HTMLNode, linesAreParagraphs: Bool = true) {
        for child in node.children {
            if child.isText {
                looseText(child.text, linesAreParagraphs: linesAreParagraphs)
                continue
            }
            guard child.isElement else { continue }
            let name = child.name
            if ArticleBuilder.ignoredTags.contains(name) { continue }
            if ArticleBuilder.inlineTags.contains(name) {
                inline(child, name: name, style: [])
            } else {
                flush()
                block(child, name: name)
            }
        }
        flush()
    }

    private mutating func looseText(_ text: String, linesAreParagraphs: Bool) {
        guard linesAreParagraphs, text.utf8.contains(0x0A) else {
            pending.append(text, style: [])
            return
        }
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        for (index, line) in lines.enumerated() {
            // After a `br` the line break is only the source's layout.
            if index > 0, !pending.endsWithLineBreak { flush() }
            pending.append(String(line), style: [])
        }
    }

    // MARK: Blocks

    private mutating func block(_ node: HTMLNode, name: String) {
        guard !node.isHidden, node.pointer != questionTitle else { return }
        switch name {
        case "div":
            division(node)
        case "p":
            for child in node.children { inline(child, style: []) }
            flush()
        case "h2" where node.hasClass("question-title"):
            let title = plainText(of: node)
            emit(.questionTitle(title.isEmpty ? storyTitle : ArticleBuilder.display(title)))
        case "h1", "h2", "h3", "h4", "h5", "h6":
            isInHeading = true
            for child in node.children { inline(child, style: []) }
            flush()
            isInHeading = false
        case "blockquote":
            let marker = itemMarker
            itemMarker = nil
            quoteDepth += 1
            container(node)
            quoteDepth -= 1
            itemMarker = marker
        case "ul", "ol":
            list(node, ordered: name == "ol")
        case "hr":
            emit(.rule)
        case "figure":
            figure(node)
        case "pre":
            preformatted(node)
        case "table":
            table(node)
        default:
            container(node)
        }
    }

    private mutating func division(_ node: HTMLNode) {
        let classes = node.classes
        if classes.contains("img-place-holder") {
            return
        } else if classes.contains("headline-background") {
            if let content = node.firstDescendant(where: { $0.hasClass("heading-content") }) {
                let title = plainText(of: content)
                if !title.isEmpty { emit(.relatedNews(title: ArticleBuilder.display(title))) }
            }
        } else if classes.contains("question") {
            question(node)
        } else if classes.contains("answer") {
            if answersInQuestion > 0 { emit(.answerSeparator) }
            answersInQuestion += 1
            container(node)
        } else if classes.contains("meta") {
            meta(node)
        } else if classes.contains("view-more") {
            viewMore(node)
        } else {
            container(node)
        }
    }

    private mutating func question(_ node: HTMLNode) {
        let titleNode = node.firstDescendant { $0.name == "h2" && $0.hasClass("question-title") }
        let title = titleNode.map(plainText(of:)) ?? ""
        // Advertisements come dressed as questions; other clients drop them too.
        if title.contains("广告") { return }
        emit(.questionTitle(title.isEmpty ? storyTitle : ArticleBuilder.display(title)))
        let outer = (questionTitle, answersInQuestion)
        questionTitle = titleNode?.pointer
        answersInQuestion = 0
        container(node)
        (questionTitle, answersInQuestion) = outer
    }

    private mutating func meta(_ node: HTMLNode) {
        var author = Substring(node.firstDescendant { $0.hasClass("author") }.map(plainText(of:)) ?? "")
        var bio = Substring(node.firstDescendant { $0.hasClass("bio") }.map(plainText(of:)) ?? "")
        // "王闪闪，" when a bio follows.
        while let last = author.last, last == "，" || last == "," || last.isWhitespace { author.removeLast() }
        while let first = bio.first, first == "，" || first == "," || first.isWhitespace { bio.removeFirst() }
        guard !author.isEmpty || !bio.isEmpty else { return }
        emit(
            .answerMeta(
                author: author.isEmpty ? "匿名用户" : ArticleBuilder.display(String(author)),
                bio: bio.isEmpty ? nil : ArticleBuilder.display(String(bio))))
    }

    private mutating func viewMore(_ node: HTMLNode) {
        guard let anchor = node.firstDescendant(where: { $0.name == "a" }),
            let url = anchor.attribute("href").flatMap(LinkTable.target(ofHref:))
        else { return }
        let label = plainText(of: anchor)
        links.number(for: url)
        emit(.viewMore(label: label.isEmpty ? "查看知乎讨论" : ArticleBuilder.display(label), url: url))
    }

    private mutating func list(_ node: HTMLNode, ordered: Bool) {
        let outerMarker = itemMarker
        listDepth += 1
        var number = node.attribute("start").flatMap { Int($0.trimmingCharacters(in: .whitespaces)) } ?? 1
        for child in node.children where child.isElement {
            switch child.name {
            case "li":
                if let value = child.attribute("value").flatMap({ Int($0.trimmingCharacters(in: .whitespaces)) }) {
                    number = value
                }
                itemMarker = ordered ? "\(number)." : ArticleBuilder.bullet(depth: listDepth)
                // An item is one paragraph however its source lines run.
                container(child, linesAreParagraphs: false)
                number += 1
            case "ul", "ol":
                // A list straight inside a list, as some editors nest them.
                list(child, ordered: child.name == "ol")
            default:
                break
            }
        }
        listDepth -= 1
        itemMarker = outerMarker
    }

    private static func bullet(depth: Int) -> String {
        switch depth {
        case 1: "•"
        case 2: "◦"
        default: "▪"
        }
    }

    private mutating func figure(_ node: HTMLNode) {
        guard let image = node.firstDescendant(where: { $0.name == "img" && !$0.isHidden }) else {
            container(node)
            return
        }
        if let tex = FormulaImage.tex(of: image) {
            emit(.equation(ArticleBuilder.display(tex)))
            return
        }
        let caption = node.firstDescendant { $0.name == "figcaption" }.map(plainText(of:)) ?? ""
        emit(.figure(caption: caption.isEmpty ? nil : ArticleBuilder.display(caption)))
    }

    private mutating func preformatted(_ node: HTMLNode) {
        let text = ArticleBuilder.rawText(of: node).replacingOccurrences(of: "\t", with: "    ")
        let trimmed = text.trimmingCharacters(in: .newlines)
        if !trimmed.allSatisfy(\.isWhitespace) {
            emit(.preformatted(TextSanitizer.clean(trimmed, keepsNewlines: true)))
        }
    }

    private mutating func table(_ node: HTMLNode) {
        for row in node.descendants(where: { $0.name == "tr" }) {
            let cells = row.children.filter { $0.name == "td" || $0.name == "th" }.map(plainText(of:))
            let line = cells.filter { !$0.isEmpty }.joined(separator: " │ ")
            if !line.isEmpty { emit(.paragraph([InlineSpan(ArticleBuilder.display(line))])) }
        }
    }

    // MARK: Inline

    private mutating func inline(_ node: HTMLNode, style: InlineStyle) {
        if node.isText {
            pending.append(node.text, style: style)
        } else if node.isElement {
            inline(node, name: node.name, style: style)
        }
    }

    private mutating func inline(_ node: HTMLNode, name: String, style: InlineStyle) {
        guard !node.isHidden, !ArticleBuilder.ignoredTags.contains(name) else { return }
        var style = style
        switch name {
        case "br":
            pending.lineBreak()
            return
        case "img":
            image(node, style: style)
            return
        case "a":
            link(node, style: style)
            return
        case "strong", "b":
            style.insert(.strong)
        case "em", "i", "cite", "dfn", "var":
            style.insert(.emphasis)
        case "sup":
            style.insert(.superscript)
        case "code", "kbd", "tt", "samp":
            style.insert(.code)
        default:
            if !ArticleBuilder.inlineTags.contains(name) {
                // A block inside a paragraph (libxml2 leaves `figure` in a `p`): it ends the paragraph.
                flush()
                block(node, name: name)
                return
            }
        }
        for child in node.children { inline(child, style: style) }
    }

    private mutating func image(_ node: HTMLNode, style: InlineStyle) {
        if let tex = FormulaImage.tex(of: node) {
            pending.appendFormula(tex, style: style.union(.code))
            return
        }
        // A picture is a placeholder line of its own, splitting the paragraph around it.
        flush()
        let alt = node.attribute("alt")?.trimmingCharacters(in: .whitespacesAndNewlines) ?? ""
        emit(.figure(caption: alt.isEmpty ? nil : ArticleBuilder.display(alt)))
    }

    private mutating func link(_ node: HTMLNode, style: InlineStyle) {
        let target = node.attribute("href").flatMap(LinkTable.target(ofHref:))
        let linkStyle = target == nil ? style : style.union(.link)
        let writesBefore = pending.writes
        for child in node.children { inline(child, style: linkStyle) }
        if let target, pending.writes > writesBefore, !pending.isEmpty {
            pending.appendAttached("[\(links.number(for: target))]", style: .linkNumber)
        }
    }

    // MARK: Output

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
            } else if isInHeading {
                emit(.heading(spans))
            } else if let marker = itemMarker {
                emit(.listItem(marker: marker, spans: spans, depth: max(1, listDepth)))
                itemMarker = String(repeating: " ", count: marker.count)
            } else {
                emit(.paragraph(spans))
            }
        }
    }

    /// `<p>---</p>` and its kin (`***`, `———`): a paragraph drawn as a rule.
    private static func isRule(_ spans: [InlineSpan]) -> Bool {
        var count = 0
        for span in spans {
            for character in span.text.string where !character.isWhitespace {
                guard "-—*_=─━".contains(character) else { return false }
                count += 1
            }
        }
        return count >= 3
    }

    /// Adds a block, inside the quotes being read: a paragraph in a quote is a `.quote`, anything
    /// else (and the quotes around that) is `.quoted`.
    private mutating func emit(_ block: ArticleBlock) {
        var wrapped = block
        var depth = quoteDepth
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

    /// Text read from the body as it goes into the article: the nodes it came from were cleaned
    /// as they were read, and the article's text is made safe for the screen here.
    private static func display(_ text: String) -> DisplayText {
        TextSanitizer.clean(text)
    }

    /// The visible text of `node` on one line, whitespace collapsed.
    private func plainText(of node: HTMLNode) -> String {
        var text = InlineText()
        ArticleBuilder.collectPlainText(of: node, into: &text)
        return text.takeText()
    }

    private static func collectPlainText(of node: HTMLNode, into text: inout InlineText) {
        if node.isText {
            text.append(node.text, style: [])
            return
        }
        guard node.isElement, !node.isHidden else { return }
        let name = node.name
        guard !ignoredTags.contains(name) else { return }
        if name == "br" {
            text.append(" ", style: [])
        } else if name == "img", let tex = FormulaImage.tex(of: node) {
            text.appendFormula(tex, style: [])
        }
        for child in node.children { collectPlainText(of: child, into: &text) }
    }

    /// All the text of `node` as the source has it, `br` as a line break.
    private static func rawText(of node: HTMLNode) -> String {
        if node.isText { return node.text }
        guard node.isElement, !node.isHidden else { return "" }
        if node.name == "br" { return "\n" }
        return node.children.map(rawText(of:)).joined()
    }
}
