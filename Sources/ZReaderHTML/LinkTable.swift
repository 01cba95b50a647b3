import Foundation
import ZReaderModel

/// The link targets of an article, numbered from 1 in order of first appearance.
struct LinkTable {
    private(set) var targets: [WebURL] = []
    private var numbers: [WebURL: Int] = [:]

    /// The number of `target`, given the next one the first time it is seen.
    @discardableResult
    mutating func number(for target: WebURL) -> Int {
        if let number = numbers[target] { return number }
        targets.append(target)
        numbers[target] = targets.count
        return targets.count
    }

    /// What a reader should see for an `href`: the real target of a `link.zhihu.com/?target=`
    /// redirect, `https:` before a protocol-relative URL; nil for anything that is not a web
    /// address (anchors, `javascript:`, relative paths).
    static func target(ofHref href: String) -> WebURL? {
        var url = href
        if url.first?.isWhitespace == true || url.last?.isWhitespace == true {
            url = url.trimmingCharacters(in: .whitespacesAndNewlines)
        }
        if url.hasPrefix("//") { url = "https:" + url }
        let scheme = url.prefix(8).lowercased()
        guard scheme.hasPrefix("http://") || scheme.hasPrefix("https://") else { return nil }
        return redirectTarget(of: url) ?? WebURL(url)
    }

    /// `https://link.zhihu.com/?target=https%3A//example.com/` → `https://example.com/`.
    private static func redirectTarget(of url: String) -> WebURL? {
        guard let schemeEnd = url.range(of: "://") else { return nil }
        let rest = url[schemeEnd.upperBound...]
        let hostEnd = rest.firstIndex(where: { "/?#".contains($0) }) ?? rest.endIndex
        guard rest[..<hostEnd].lowercased() == "link.zhihu.com", let queryStart = rest.firstIndex(of: "?") else {
            return nil
        }
        let query = rest[rest.index(after: queryStart)...].prefix { $0 != "#" }
        for pair in query.split(separator: "&") where pair.hasPrefix("target=") {
            let encoded = String(pair.dropFirst("target=".count))
            // Percent-decoding can bring back what the attribute's cleaning removed (%1B is ESC).
            return target(ofHref: TextSanitizer.clean(encoded.removingPercentEncoding ?? encoded).string)
        }
        return nil
    }
}
