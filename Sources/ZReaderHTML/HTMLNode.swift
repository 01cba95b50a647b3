import CLibXML2
import ZReaderModel

/// A node of the parsed body, read through the few accessors the article builder needs.
///
/// It borrows the libxml2 node: it is only valid while the document it came from is alive.
struct HTMLNode {
    let pointer: xmlNodePtr

    var isElement: Bool { pointer.pointee.type == XML_ELEMENT_NODE }

    var isText: Bool {
        pointer.pointee.type == XML_TEXT_NODE || pointer.pointee.type == XML_CDATA_SECTION_NODE
    }

    /// The element's tag name (libxml2's HTML parser lowercases it); empty for other nodes.
    var name: String {
        guard isElement, let name = pointer.pointee.name else { return "" }
        return String(cString: name)
    }

    /// A text node's text, entities already decoded and terminal controls removed (an entity
    /// like `&#27;` decodes to ESC), line breaks as LF, tabs kept for `pre`; empty for other nodes.
    var text: String {
        guard let content = pointer.pointee.content else { return "" }
        return TextSanitizer.clean(String(cString: content), keepsNewlines: true, keepsTabs: true).string
    }

    /// An attribute's value, cleaned like text.
    func attribute(_ attributeName: String) -> String? {
        guard let value = xmlGetProp(pointer, attributeName) else { return nil }
        defer { zr_xml_free(value) }
        return TextSanitizer.clean(String(cString: value)).string
    }

    /// The words of the `class` attribute.
    var classes: [String] {
        guard let value = attribute("class") else { return [] }
        // HTML separates classes with ASCII whitespace only.
        return value.utf8.split(whereSeparator: { $0 == 0x20 || (0x09...0x0D).contains($0) })
            .map { String(decoding: $0, as: UTF8.self) }
    }

    func hasClass(_ className: String) -> Bool {
        classes.contains { $0 == className }
    }

    /// Elements a reader never sees: `hidden`, `display: none`, the hidden "查看知乎原文" link and
    /// the author's avatar.
    var isHidden: Bool {
        guard isElement else { return false }
        if attribute("hidden") != nil { return true }
        if let style = attribute("style"), style.filter({ !$0.isWhitespace }).lowercased().contains("display:none") {
            return true
        }
        let classes = classes
        return classes.contains("originUrl") || (name == "img" && classes.contains("avatar"))
    }

    var children: Children { Children(first: pointer.pointee.children) }

    /// The first element below this one, in document order, that `matches`.
    func firstDescendant(where matches: (HTMLNode) -> Bool) -> HTMLNode? {
        for child in children where child.isElement {
            if matches(child) { return child }
            if let found = child.firstDescendant(where: matches) { return found }
        }
        return nil
    }

    /// Every element below this one, in document order, that `matches`.
    func descendants(where matches: (HTMLNode) -> Bool) -> [HTMLNode] {
        var found: [HTMLNode] = []
        for child in children where child.isElement {
            if matches(child) { found.append(child) }
            found += child.descendants(where: matches)
        }
        return found
    }

    /// The child nodes, walked through their sibling links without copying them out.
    struct Children: Sequence, IteratorProtocol {
        var upcoming: xmlNodePtr?

        init(first: xmlNodePtr?) {
            upcoming = first
        }

        mutating func next() -> HTMLNode? {
            guard let current = upcoming else { return nil }
            upcoming = current.pointee.next
            return HTMLNode(pointer: current)
        }
    }
}
