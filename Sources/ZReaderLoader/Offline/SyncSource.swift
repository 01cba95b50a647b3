import FoundationEssentials
import ZReaderDomain

/// Where an offline download gets the API's answers: every answer with its status and
/// `Retry-After`, which a download must see to honour a server asking it to slow down.
public protocol SyncSource: Sendable {
    /// GETs an API path such as `news/latest`: the answer whatever its status, or why there was none.
    func get(_ path: String) async -> Result<HTTPResponse, LoadFailure>
}

/// The Zhihu Daily API over HTTP, its hosts tried in order while a host cannot be reached, as
/// `ZhihuDailyAPI` does.
public struct APISyncSource: SyncSource {
    private let bases: [String]
    private let http: any HTTPClient

    public init(baseURLs: [String], http: any HTTPClient) {
        bases = baseURLs.map { $0.hasSuffix("/") ? String($0.dropLast()) : $0 }
        self.http = http
    }

    public func get(_ path: String) async -> Result<HTTPResponse, LoadFailure> {
        var lastFailure = LoadFailure.offline
        for base in bases {
            guard let url = URL(string: "\(base)/\(path)") else { return .failure(.badData("无效的 API 地址")) }
            let result = await http.response(for: url, options: .api)
            switch result {
            case .success(let response) where response.status < 500:
                return result
            case .success(let response):
                lastFailure = .httpStatus(response.status)
                if base == bases.last { return result }
            case .failure(let failure):
                lastFailure = failure
                guard failure.isReachability else { return result }
            }
        }
        return .failure(lastFailure)
    }
}
