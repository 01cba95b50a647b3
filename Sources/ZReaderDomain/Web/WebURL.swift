import ZReaderScreen

/// A web address zreader may fetch, open in a browser or copy: `http` or `https` with a host, and
/// nothing a terminal or a shell could read as more than one address.
///
/// Anything else a story's data may hold — a `file:` or `javascript:` URL, a word starting with
/// `-` that a browser would take for an option, text with spaces or controls, a host with a
/// shell's metacharacters — is not a `WebURL`, so it can never reach a browser, the clipboard or a
/// request. The shell's metacharacters after the host are percent-encoded, so an address pasted
/// or handed to a shell by a careless browser wrapper is still one word that runs nothing.
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
        guard !host.isEmpty, !host.hasPrefix("-"), !host.unicodeScalars.contains(where: Self.shellSpecial.contains)
        else { return nil }
        string =
            String(text.prefix(schemeLength) + host)
            + Self.encodingShellSpecials(text.dropFirst(schemeLength + host.count))
    }

    /// What a POSIX shell reads as more than a word's letters.
    ///
    /// Quotes, expansions, command substitution, redirection, pipes, lists, globs and history.
    /// `&`, `?`, `=`, `#` and `~` are kept: they are the address's own structure, and a URL handed
    /// on as one argument of its own (never inside a shell's command string) is safe with them.
    static let shellSpecial: Set<Unicode.Scalar> = [
        "`", "$", "(", ")", ";", "'", "\"", "\\", "<", ">", "|", "{", "}", "^", "!", "*", "[", "]",
    ]

    /// `text` with each of the shell's metacharacters as `%XX`.
    private static func encodingShellSpecials(_ text: Substring) -> String {
        var encoded = ""
        for scalar in text.unicodeScalars {
            if shellSpecial.contains(scalar) {
                encoded += "%" + String(scalar.value, radix: 16, uppercase: true)
            } else {
                encoded.unicodeScalars.append(scalar)
            }
        }
        return encoded
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
