import ZReaderDomain
import ZReaderScreen

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

    func existingNumber(of target: WebURL) -> Int? {
        numbers[target]
    }

    /// Forgets the targets numbered after the first `count`: what an advertisement had linked.
    mutating func removeTargets(after count: Int) {
        guard count < targets.count else { return }
        for target in targets[count...] { numbers[target] = nil }
        targets.removeSubrange(count...)
    }

    /// What a reader should see for an `href`: the real target of a `link.zhihu.com/?target=`
    /// redirect, `https:` before a protocol-relative URL; nil for anything that is not a web
    /// address (anchors, `javascript:`, relative paths).
    static func target(ofHref href: String) -> WebURL? {
        var url = href
        if url.unicodeScalars.first?.properties.isWhitespace == true
            || url.unicodeScalars.last?.properties.isWhitespace == true
        {
            url = url.trimming(.whitespacesAndNewlines)
        }
        if url.hasPrefix("//") { url = "https:" + url }
        let schemeLength: Int
        let scheme = url.utf8.prefix(8).map { $0 | 0x20 }
        if scheme.starts(with: "https://".utf8) {
            schemeLength = 8
        } else if scheme.starts(with: "http://".utf8) {
            schemeLength = 7
        } else {
            return nil
        }
        return redirectTarget(of: url, schemeLength: schemeLength) ?? WebURL(url)
    }

    /// `https://link.zhihu.com/?target=https%3A//example.com/` → `https://example.com/`.
    private static func redirectTarget(of url: String, schemeLength: Int) -> WebURL? {
        let rest = url.utf8.dropFirst(schemeLength)
        let isDelimiter: (UInt8) -> Bool = {
            $0 == UInt8(ascii: "/") || $0 == UInt8(ascii: "?") || $0 == UInt8(ascii: "#")
        }
        let host = rest.prefix { !isDelimiter($0) }
        guard host.count == redirectHost.count, zip(host, redirectHost).allSatisfy({ $0 | 0x20 == $1 }),
            let queryStart = rest.firstIndex(of: UInt8(ascii: "?"))
        else { return nil }
        let query = rest[rest.index(after: queryStart)...].prefix { $0 != UInt8(ascii: "#") }
        for pair in query.split(separator: UInt8(ascii: "&")) where pair.starts(with: "target=".utf8) {
            let encoded = pair.dropFirst("target=".utf8.count)
            // Percent-decoding can bring back what the attribute's cleaning removed (%1B is ESC).
            let decoded = percentDecoded(encoded) ?? String(decoding: encoded, as: UTF8.self)
            return target(ofHref: TextSanitizer.clean(decoded).string)
        }
        return nil
    }

    private static let redirectHost = Array("link.zhihu.com".utf8)

    /// `%XX` escapes decoded, or nil when they do not make UTF-8 text.
    private static func percentDecoded(_ encoded: Substring.UTF8View.SubSequence) -> String? {
        guard encoded.contains(UInt8(ascii: "%")) else { return String(decoding: encoded, as: UTF8.self) }
        var bytes: [UInt8] = []
        bytes.reserveCapacity(encoded.count)
        var index = encoded.startIndex
        while index != encoded.endIndex {
            let byte = encoded[index]
            index = encoded.index(after: index)
            guard byte == UInt8(ascii: "%"), let high = hexValue(encoded, at: index),
                let low = hexValue(encoded, at: encoded.index(after: index))
            else {
                bytes.append(byte)
                continue
            }
            bytes.append(high << 4 | low)
            index = encoded.index(index, offsetBy: 2)
        }
        return String(validating: bytes, as: UTF8.self)
    }

    private static func hexValue(_ bytes: Substring.UTF8View.SubSequence, at index: Substring.UTF8View.Index) -> UInt8?
    {
        guard index < bytes.endIndex else { return nil }
        let byte = bytes[index]
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): return byte - UInt8(ascii: "0")
        case UInt8(ascii: "a")...UInt8(ascii: "f"): return byte - UInt8(ascii: "a") + 10
        case UInt8(ascii: "A")...UInt8(ascii: "F"): return byte - UInt8(ascii: "A") + 10
        default: return nil
        }
    }
}
