import ZReaderScreen

/// Why a load failed, in terms a user can act on.
public enum LoadFailure: Error, Hashable, Sendable {
    /// Offline, a picture the cache does not hold: the reader says so in one line.
    public static let pictureNotDownloaded = LoadFailure.unavailable("离线 · 图片未下载")

    /// No network: the host could not be found or reached at all.
    case offline
    case timeout
    /// The connection broke or could not be made for another reason (TLS, reset mid-answer…).
    case connection(String)
    case httpStatus(Int)
    /// The response was not what the API sends (not JSON, wrong types, truncated).
    case badData(String)
    /// The response was larger than zreader accepts (the limit in bytes).
    case tooLarge(Int)
    /// The data is not there (a demo edition without that story, an empty cache offline).
    case unavailable(String)

    /// A short Chinese description for the status line and footers.
    public var summary: DisplayText {
        switch self {
        case .offline: "网络不可用"
        case .timeout: "请求超时"
        case .connection(let reason): "连接失败（\(TextSanitizer.clean(reason))）"
        case .httpStatus(let code): "加载失败 (HTTP \(code))"
        case .badData(let reason): "数据有误（\(TextSanitizer.clean(reason))）"
        case .tooLarge(let limit): "响应过大（超过 \(limit / 1_048_576) MB）"
        case .unavailable(let what): TextSanitizer.clean(what)
        }
    }

    /// " · 按 r 重试" when asking again might succeed; nothing for data that is simply not there
    /// (offline with nothing cached, the demo edition without it), which `r` cannot fetch.
    public var retryHint: DisplayText {
        switch self {
        case .unavailable: ""
        case .offline, .timeout, .connection, .httpStatus, .badData, .tooLarge: " · 按 r 重试"
        }
    }

    /// True when another host might answer: the failure is about reaching this one.
    public var isReachability: Bool {
        switch self {
        case .offline, .timeout, .connection: true
        case .httpStatus(let code): code >= 500
        case .badData, .tooLarge, .unavailable: false
        }
    }
}
