/// Why a load failed, in terms a user can act on.
public enum LoadFailure: Error, Hashable, Sendable {
    /// No network: the host could not be reached at all.
    case offline
    case timeout
    case httpStatus(Int)
    /// The response was not what the API sends (not JSON, wrong types, truncated, too large).
    case badData(String)
    /// The data is not there (a demo edition without that story, an empty cache offline).
    case unavailable(String)

    /// A short Chinese description for the status line and footers.
    public var summary: String {
        switch self {
        case .offline: "网络不可用"
        case .timeout: "请求超时"
        case .httpStatus(let code): "加载失败 (HTTP \(code))"
        case .badData: "数据有误"
        case .unavailable(let what): what
        }
    }
}
