import CLibXML2
import Foundation
import ZReaderModel

/// Turns a Zhihu Daily `body` (HTML) into an `Article`, with libxml2's HTML parser.
///
/// It follows the API's markup: the headline's "相关新闻" box, each `div.question` with its
/// `h2.question-title` (an empty one falls back to the story's title), each `div.answer` with its
/// `div.meta` (author without the trailing "，", bio) and `div.content`, and `div.view-more`.
/// Inside the content: paragraphs, `strong`/`b`, `em`/`i`, `blockquote`, `ul`/`ol` (nested),
/// `hr` and `<p>---</p>`, `figure`/`img` as placeholders with captions, formula images as their
/// TeX, `sup`, `code`/`pre`, `br`, and links as text followed by `[n]` with the targets listed in
/// `Article.links` (`link.zhihu.com/?target=` unwrapped). Entities are decoded by the parser;
/// `script`, `style` and hidden elements are dropped; whitespace is collapsed.
public enum ArticleParser {
    private static let initialised: Bool = {
        xmlInitParser()
        return true
    }()

    /// The article in `html`; `storyTitle` stands in for empty question titles.
    public static func parse(_ html: String, storyTitle: String) -> Article {
        _ = initialised
        var builder = ArticleBuilder(storyTitle: storyTitle)
        var bytes = Array(html.utf8)
        guard !bytes.isEmpty else { return Article(blocks: []) }
        bytes.append(0)
        let document = bytes.withUnsafeBufferPointer { buffer in
            buffer.baseAddress.flatMap { base in
                base.withMemoryRebound(to: CChar.self, capacity: buffer.count) { zr_html_parse($0, Int32(buffer.count - 1)) }
            }
        }
        guard let document else { return Article(blocks: []) }
        defer { xmlFreeDoc(document) }
        if let root = xmlDocGetRootElement(document) {
            builder.walkBlocks(root)
        }
        return builder.article
    }
}

/// Walks the parsed tree, collecting blocks and link targets.
private struct ArticleBuilder {
    let storyTitle: String
    var blocks: [ArticleBlock] = []
    var links: [String] = []
    var listDepth = 0

    init(storyTitle: String) {
        self.storyTitle = storyTitle
    }

    var article: Article { Article(blocks: blocks, links: links) }

    // MARK: Blocks

    mutating func walkBlocks(_ parent: xmlNodePtr) {
        var inline: [InlineSpan] = []
        for node in children(of: parent) {
            if node.pointee.type == XML_TEXT_NODE || (isElement(node) && isInlineElement(node)) {
                collectInline(node, style: [], into: &inline)
                continue
            }
            guard isElement(node) else { continue }
            flushParagraph(&inline)
            block(node)
        }
        flushParagraph(&inline)
    }

    private mutating func flushParagraph(_ spans: inout [InlineSpan]) {
        let cleaned = clean(spans)
        spans = []
        guard !cleaned.isEmpty else { return }
        if cleaned.map(\.text).joined() == "---" {
            blocks.append(.rule)
        } else {
            blocks.append(.paragraph(cleaned))
        }
    }

    private mutating func block(_ node: xmlNodePtr) {
        let tag = name(of: node)
        if isHidden(node) { return }
        switch tag {
        case "script", "style", "head", "noscript", "template", "iframe":
            return
        case "div" where hasClass(node, "img-place-holder"):
            return
        case "div" where hasClass(node, "headline-background"):
            if let content = descendant(of: node, where: { hasClass($0, "heading-content") }) {
                let title = collapsed(text(of: content))
                if !title.isEmpty { blocks.append(.relatedNews(title: title)) }
            }
        case "h2" where hasClass(node, "question-title"):
            let title = collapsed(text(of: node))
            blocks.append(.questionTitle(title.isEmpty ? storyTitle : title))
        case "div" where hasClass(node, "meta"):
            meta(node)
        case "div" where hasClass(node, "view-more"):
            if let anchor = descendant(of: node, where: { name(of: $0) == "a" }) {
                let label = collapsed(text(of: anchor))
                blocks.append(.viewMore(label: label.isEmpty ? "查看知乎讨论" : label, url: unwrapped(attribute("href", of: anchor) ?? "")))
            }
        case "p":
            paragraph(node)
        case "h1", "h3", "h4", "h5", "h6", "h2":
            let spans = inlineSpans(of: node)
            if !spans.isEmpty { blocks.append(.heading(spans)) }
        case "blockquote":
            quote(node)
        case "ul", "ol":
            list(node, ordered: tag == "ol")
        case "hr":
            blocks.append(.rule)
        case "figure":
            let caption = descendant(of: node, where: { name(of: $0) == "figcaption" }).map { collapsed(text(of: $0)) }
            if let image = descendant(of: node, where: { name(of: $0) == "img" }), let tex = equation(image) {
                blocks.append(.equation(tex))
            } else {
                blocks.append(.figure(caption: caption.flatMap { $0.isEmpty ? nil : $0 }))
            }
        case "img":
            if let tex = equation(node) {
                blocks.append(.equation(tex))
            } else {
                let alt = collapsed(attribute("alt", of: node) ?? "")
                blocks.append(.figure(caption: alt.isEmpty ? nil : alt))
            }
        case "pre":
            let raw = text(of: node).replacingOccurrences(of: "\r\n", with: "\n")
            let trimmed = raw.trimmingCharacters(in: .newlines)
            if !trimmed.isEmpty { blocks.append(.preformatted(trimmed)) }
        case "table":
            for row in descendants(of: node, where: { name(of: $0) == "tr" }) {
                let cells = children(of: row).filter { ["td", "th"].contains(name(of: $0)) }.map { collapsed(text(of: $0)) }
                let line = cells.joined(separator: " │ ")
                if !line.isEmpty { blocks.append(.paragraph([InlineSpan(line)])) }
            }
        default:
            walkBlocks(node)
        }
    }

    private mutating func meta(_ node: xmlNodePtr) {
        let author = descendant(of: node, where: { hasClass($0, "author") }).map { collapsed(text(of: $0)) } ?? ""
        let bio = descendant(of: node, where: { hasClass($0, "bio") }).map { collapsed(text(of: $0)) }
        var name = author
        while let last = name.last, last == "，" || last == "," {
            name.removeLast()
        }
        guard !name.isEmpty || !(bio ?? "").isEmpty else { return }
        blocks.append(.answerMeta(author: name.isEmpty ? "匿名用户" : name, bio: bio.flatMap { $0.isEmpty ? nil : $0 }))
    }

    private mutating func paragraph(_ node: xmlNodePtr) {
        let elementChildren = children(of: node).filter { isElement($0) || !collapsed(textContent($0)).isEmpty }
        // A paragraph that only holds an image is a figure.
        if elementChildren.count == 1, let only = elementChildren.first, name(of: only) == "img" {
            block(only)
            return
        }
        // Block elements wrongly nested in a p (libxml2 usually closes the p first).
        if children(of: node).contains(where: { isElement($0) && !isInlineElement($0) }) {
            walkBlocks(node)
            return
        }
        var spans: [InlineSpan] = []
        for child in children(of: node) {
            collectInline(child, style: [], into: &spans)
        }
        flushParagraph(&spans)
    }

    private mutating func quote(_ node: xmlNodePtr) {
        var inline: [InlineSpan] = []
        var quoted: [ArticleBlock] = []
        func flush(_ spans: inout [InlineSpan]) {
            let cleaned = clean(spans)
            spans = []
            if !cleaned.isEmpty { quoted.append(.quote(cleaned)) }
        }
        for child in children(of: node) {
            if isElement(child), !isInlineElement(child) {
                flush(&inline)
                if ["p", "div"].contains(name(of: child)) {
                    var spans: [InlineSpan] = []
                    for grandchild in children(of: child) { collectInline(grandchild, style: [], into: &spans) }
                    flush(&spans)
                } else {
                    blocks += quoted
                    quoted = []
                    block(child)
                }
            } else {
                collectInline(child, style: [], into: &inline)
            }
        }
        flush(&inline)
        blocks += quoted
    }

    private mutating func list(_ node: xmlNodePtr, ordered: Bool) {
        listDepth += 1
        defer { listDepth -= 1 }
        var number = Int(attribute("start", of: node) ?? "") ?? 1
        for item in children(of: node) where name(of: item) == "li" {
            var spans: [InlineSpan] = []
            var nested: [xmlNodePtr] = []
            for child in children(of: item) {
                if isElement(child), ["ul", "ol"].contains(name(of: child)) {
                    nested.append(child)
                } else if isElement(child), ["p", "div"].contains(name(of: child)) {
                    if !spans.isEmpty { spans.append(InlineSpan(" ")) }
                    for grandchild in children(of: child) { collectInline(grandchild, style: [], into: &spans) }
                } else {
                    collectInline(child, style: [], into: &spans)
                }
            }
            let marker = ordered ? "\(number)." : (listDepth == 1 ? "•" : "◦")
            blocks.append(.listItem(marker: marker, spans: clean(spans), depth: listDepth))
            number += 1
            for child in nested {
                list(child, ordered: name(of: child) == "ol")
            }
        }
    }

    // MARK: Inline

    private mutating func inlineSpans(of node: xmlNodePtr) -> [InlineSpan] {
        var spans: [InlineSpan] = []
        for child in children(of: node) {
            collectInline(child, style: [], into: &spans)
        }
        return clean(spans)
    }

    private mutating func collectInline(_ node: xmlNodePtr, style: InlineStyle, into spans: inout [InlineSpan]) {
        if node.pointee.type == XML_TEXT_NODE || node.pointee.type == XML_CDATA_SECTION_NODE {
            append(textContent(node), style: style, to: &spans)
            return
        }
        guard isElement(node), !isHidden(node) else { return }
        var style = style
        switch name(of: node) {
        case "script", "style", "noscript":
            return
        case "br":
            spans.append(InlineSpan("\n", style: style))
            return
        case "img":
            if let tex = equation(node) {
                append(tex, style: style.union(.code), to: &spans)
            } else {
                append("[图]", style: style, to: &spans)
            }
            return
        case "strong", "b": style.insert(.strong)
        case "em", "i": style.insert(.emphasis)
        case "sup": style.insert(.superscript)
        case "code", "kbd", "tt": style.insert(.code)
        case "a":
            let target = unwrapped(attribute("href", of: node) ?? "")
            var inner: [InlineSpan] = []
            for child in children(of: node) {
                collectInline(child, style: style.union(.link), into: &inner)
            }
            spans.append(contentsOf: inner)
            if isWebLink(target), !inner.allSatisfy({ $0.text.allSatisfy(\.isWhitespace) }) {
                spans.append(InlineSpan("[\(number(forLink: target))]", style: .linkNumber))
            }
            return
        default:
            break
        }
        for child in children(of: node) {
            collectInline(child, style: style, into: &spans)
        }
    }

    private func append(_ text: String, style: InlineStyle, to spans: inout [InlineSpan]) {
        guard !text.isEmpty else { return }
        var collapsedText = ""
        var lastWasSpace = spans.last?.text.last.map(isCollapsibleSpace) ?? false
        for character in text {
            if isCollapsibleSpace(character) {
                if !lastWasSpace { collapsedText.append(" ") }
                lastWasSpace = true
            } else {
                collapsedText.append(character == "\u{00A0}" ? " " : character)
                lastWasSpace = false
            }
        }
        guard !collapsedText.isEmpty else { return }
        if let last = spans.last, last.style == style, last.text != "\n" {
            spans[spans.count - 1].text += collapsedText
        } else {
            spans.append(InlineSpan(collapsedText, style: style))
        }
    }

    /// Trims whitespace at the ends and around line breaks, and drops empty spans.
    private func clean(_ spans: [InlineSpan]) -> [InlineSpan] {
        var result = spans.filter { !$0.text.isEmpty }
        while let first = result.first, first.text.allSatisfy({ $0.isWhitespace }) { result.removeFirst() }
        while let last = result.last, last.text.allSatisfy({ $0.isWhitespace }) { result.removeLast() }
        guard !result.isEmpty else { return [] }
        result[0].text = String(result[0].text.drop(while: { $0 == " " }))
        result[result.count - 1].text = String(result[result.count - 1].text.reversed().drop(while: { $0 == " " }).reversed())
        for index in result.indices {
            if index > 0, result[index - 1].text.hasSuffix("\n") {
                result[index].text = String(result[index].text.drop(while: { $0 == " " }))
            }
            if index + 1 < result.count, result[index + 1].text.hasPrefix("\n") {
                while result[index].text.hasSuffix(" ") { result[index].text.removeLast() }
            }
        }
        return result.filter { !$0.text.isEmpty }
    }

    private func isCollapsibleSpace(_ character: Character) -> Bool {
        character == " " || character == "\n" || character == "\r\n" || character == "\t" || character == "\r"
    }

    private mutating func number(forLink target: String) -> Int {
        if let index = links.firstIndex(of: target) { return index + 1 }
        links.append(target)
        return links.count
    }

    // MARK: Links and images

    /// The real target of a `link.zhihu.com/?target=` redirect; other URLs unchanged.
    func unwrapped(_ href: String) -> String {
        guard let components = URLComponents(string: href), components.host == "link.zhihu.com",
            let target = components.queryItems?.first(where: { $0.name == "target" })?.value, !target.isEmpty
        else { return href }
        return target
    }

    private func isWebLink(_ target: String) -> Bool {
        target.hasPrefix("http://") || target.hasPrefix("https://")
    }

    /// The TeX of a formula image (`https://www.zhihu.com/equation?tex=…`), or nil.
    private func equation(_ image: xmlNodePtr) -> String? {
        guard let source = attribute("src", of: image), source.contains("equation?tex="),
            let components = URLComponents(string: source),
            let tex = components.queryItems?.first(where: { $0.name == "tex" })?.value, !tex.isEmpty
        else { return nil }
        return tex
    }

    // MARK: Tree access

    private func isElement(_ node: xmlNodePtr) -> Bool { node.pointee.type == XML_ELEMENT_NODE }

    private static let inlineTags: Set<String> = [
        "a", "abbr", "b", "br", "cite", "code", "em", "i", "img", "kbd", "mark", "q", "s", "small",
        "span", "strike", "strong", "sub", "sup", "tt", "u", "font", "del", "ins", "time", "label",
    ]

    private func isInlineElement(_ node: xmlNodePtr) -> Bool {
        ArticleBuilder.inlineTags.contains(name(of: node))
    }

    private func isHidden(_ node: xmlNodePtr) -> Bool {
        attribute("hidden", of: node) != nil || hasClass(node, "originUrl")
    }

    private func children(of node: xmlNodePtr) -> [xmlNodePtr] {
        var result: [xmlNodePtr] = []
        var child = node.pointee.children
        while let current = child {
            result.append(current)
            child = current.pointee.next
        }
        return result
    }

    private func descendant(of node: xmlNodePtr, where matches: (xmlNodePtr) -> Bool) -> xmlNodePtr? {
        for child in children(of: node) where isElement(child) {
            if matches(child) { return child }
            if let found = descendant(of: child, where: matches) { return found }
        }
        return nil
    }

    private func descendants(of node: xmlNodePtr, where matches: (xmlNodePtr) -> Bool) -> [xmlNodePtr] {
        var found: [xmlNodePtr] = []
        for child in children(of: node) where isElement(child) {
            if matches(child) { found.append(child) }
            found += descendants(of: child, where: matches)
        }
        return found
    }

    private func name(of node: xmlNodePtr) -> String {
        guard let name = node.pointee.name else { return "" }
        return String(cString: name).lowercased()
    }

    private func attribute(_ attributeName: String, of node: xmlNodePtr) -> String? {
        guard let value = xmlGetProp(node, attributeName) else { return nil }
        defer { zr_xml_free(value) }
        return String(cString: value)
    }

    private func hasClass(_ node: xmlNodePtr, _ className: String) -> Bool {
        guard let classes = attribute("class", of: node) else { return false }
        return classes.split(whereSeparator: \.isWhitespace).contains { $0 == className }
    }

    private func textContent(_ node: xmlNodePtr) -> String {
        guard let content = node.pointee.content else { return "" }
        return String(cString: content)
    }

    /// All the text under `node`, hidden elements and scripts left out.
    private func text(of node: xmlNodePtr) -> String {
        if node.pointee.type == XML_TEXT_NODE { return textContent(node) }
        guard isElement(node), !isHidden(node), !["script", "style"].contains(name(of: node)) else { return "" }
        return children(of: node).map { text(of: $0) }.joined()
    }

    private func collapsed(_ text: String) -> String {
        text.split(whereSeparator: { $0.isWhitespace }).joined(separator: " ")
    }
}
