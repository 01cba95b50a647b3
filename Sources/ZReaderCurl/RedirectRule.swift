import FoundationEssentials
import ZReaderDomain

/// Which redirects are followed: at most five, to the same origin (scheme, host and port), or
/// from HTTP up to HTTPS on the same host's HTTPS port; never from HTTPS to HTTP.
///
/// The same origin rather than the same site: the API's two hosts and the image host have no
/// reason to send zreader elsewhere, so a redirect off the origin means something is in the way
/// (a captive portal, a hijacked name, an open redirect, another service on the host's other
/// ports) and is reported in words instead of followed.
enum RedirectRule {
    static let maximumRedirects = 5

    /// The statuses that carry a `Location` to follow.
    static func isRedirect(_ status: Int) -> Bool {
        [301, 302, 303, 307, 308].contains(status)
    }

    /// Nil when the redirect from `current` to `target` is followed; else why not, in words.
    static func refusal(from current: URL, to target: URL, redirectsSoFar: Int) -> LoadFailure? {
        if redirectsSoFar >= maximumRedirects { return .connection("重定向次数过多") }
        let scheme = target.scheme?.lowercased()
        guard scheme == "http" || scheme == "https" else { return .connection("拒绝重定向到非 HTTP 地址") }
        if current.scheme?.lowercased() == "https", scheme == "http" {
            return .connection("拒绝从 HTTPS 重定向到 HTTP")
        }
        guard let from = hostName(current), let to = hostName(target), from == to else {
            return .connection("拒绝重定向到其他网站")
        }
        let isUpgrade = current.scheme?.lowercased() == "http" && scheme == "https"
        let sameService = isUpgrade ? port(of: target) == 443 : port(of: current) == port(of: target)
        guard sameService else { return .connection("拒绝重定向到其他端口") }
        return nil
    }

    /// The port asked for, or the scheme's own when none is written.
    private static func port(of url: URL) -> Int {
        url.port ?? (url.scheme?.lowercased() == "https" ? 443 : 80)
    }

    /// The host, lower-cased and without a trailing dot, so `Example.COM.` is `example.com`.
    private static func hostName(_ url: URL) -> String? {
        guard var host = url.host?.lowercased(), !host.isEmpty else { return nil }
        if host.hasSuffix(".") { host.removeLast() }
        return host
    }
}
