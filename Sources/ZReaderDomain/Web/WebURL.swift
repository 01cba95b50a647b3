import ZReaderScreen

/// A web address zreader may fetch, open in a browser or copy: `http` or `https` with a host, and
/// nothing a terminal or a shell could read as more than one address.
///
/// Anything else a story's data may hold — a `file:` or `javascript:` URL, a word starting with
/// `-` that a browser would take for an option, text with spaces or controls — is not a `WebURL`,
/// so it can never reach a browser, the clipboard or a request.
public struct WebURL: Hashable, Sendable, CustomStringConvertible {
    /// The address as it is requested and handed on.
    public let string: String

    /// The address in `text`, or nil when it is not a plain http(s) address with a host.
    public init?(_ text: String) {
        let lowered = text.prefix(8).lowercased()
        let schemeLength: Int
        if lowered.hasPrefix("https://") {
            schemeLength = 8
        } else if lowered.hasPrefix("http://") {
            schemeLength = 7
        } else {
            return nil
        }
        guard !text.unicodeScalars.contains(where: { $0.properties.isWhitespace || TextSanitizer.isInvisible($0) })
        else { return nil }
        let host = text.dropFirst(schemeLength).prefix { !"/?#".contains($0) }
        guard !host.isEmpty, !host.hasPrefix("-") else { return nil }
        string = text
    }

    /// Zhihu Daily's home page, which every story address lives under.
    public static let dailyHome = WebURL(checked: "https://daily.zhihu.com/")

    private init(checked string: String) {
        self.string = string
    }

    /// The address as text for the screen.
    public var display: DisplayText { TextSanitizer.clean(string) }

    public var description: String { string }

    /// The host, lower-cased, without a port or user.
    public var host: String {
        let afterScheme = string.drop { $0 != "/" }.dropFirst(2)
        let authority = afterScheme.prefix { !"/?#".contains($0) }
        let hostAndPort = authority.split(separator: "@").last ?? authority
        return String(hostAndPort.prefix { $0 != ":" }).lowercased()
    }

    /// This address with `https` in place of `http`, for hosts known to serve both (the app's own
    /// share links say `http://daily.zhihu.com/…`, which only redirects).
    public var preferringHTTPS: WebURL {
        guard string.prefix(7).lowercased() == "http://" else { return self }
        return WebURL("https://" + string.dropFirst(7)) ?? self
    }
}
