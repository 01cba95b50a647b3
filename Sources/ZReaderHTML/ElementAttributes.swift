import CLibXML2
import ZReaderDomain
import ZReaderScreen

/// The attributes of an element that the article builder reads, from libxml2's SAX attribute
/// list (name and value pairs, values entity-decoded), cleaned like text.
struct ElementAttributes {
    /// The words of `class`: HTML separates them with ASCII whitespace only.
    private(set) var classes: [Substring] = []
    private(set) var style: String?
    /// `hidden`, with or without a value.
    private(set) var isHiddenAttribute = false
    private(set) var href: String?
    private(set) var src: String?
    private(set) var alt: String?
    private(set) var title: String?
    private(set) var start: String?
    private(set) var value: String?
    private(set) var align: String?
    /// The full-size picture, on Zhihu's images.
    private(set) var dataOriginal: String?
    /// The real picture where `src` is a lazy-loading placeholder.
    private(set) var dataActualSource: String?

    /// Reads libxml2's NULL-terminated list of names and values.
    init(_ list: UnsafeMutablePointer<UnsafePointer<xmlChar>?>?) {
        guard var cursor = list else { return }
        while let namePointer = cursor.pointee {
            let valuePointer = cursor.advanced(by: 1).pointee
            cursor += 2
            // Lower-cased by the parser, and short: small strings that need no allocation.
            let name = String(cString: namePointer)
            func value() -> String? {
                valuePointer.map { TextSanitizer.clean(String(cString: $0)).string }
            }
            switch name {
            case "class":
                let words = value() ?? ""
                classes = words.split(whereSeparator: { $0 == " " || $0 == "\t" || $0 == "\n" || $0 == "\r" })
            case "style": style = value()
            case "hidden": isHiddenAttribute = true
            case "href": href = value()
            case "src": src = value()
            case "alt": alt = value()
            case "title": title = value()
            case "start": start = value()
            case "value": self.value = value()
            case "align": align = value()
            case "data-original": dataOriginal = value()
            case "data-actualsrc": dataActualSource = value()
            default: continue
            }
        }
    }

    func hasClass(_ name: String) -> Bool {
        classes.contains { $0 == name }
    }

    /// `display: none` in the inline style.
    var isDisplayNone: Bool {
        guard let style else { return false }
        return style.lowercased().filter { !$0.isWhitespace }.contains("display:none")
    }

    /// Whether the element centres its text (`text-align: center`, `align="center"`), leaves it at
    /// the start (any other alignment), or says nothing and inherits.
    var centresText: Bool? {
        if let style {
            let declarations = style.lowercased().filter { !$0.isWhitespace }
            if let range = declarations.firstRange(of: "text-align:") {
                let value = declarations[range.upperBound...].prefix { $0 != ";" }
                return value.hasPrefix("center") || value.hasPrefix("-webkit-center")
            }
        }
        if let align { return align.lowercased().trimming(.whitespaces) == "center" }
        return nil
    }
}
