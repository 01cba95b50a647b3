import FoundationEssentials
import ZReaderDomain

/// Fetches URLs over HTTP(S), with every failure to get an answer already turned into a `LoadFailure`.
public protocol HTTPClient: Sendable {
    /// GETs `url` within `options`: the answer whatever its status, or why there was none.
    ///
    /// Cancelling the calling task aborts the transfer.
    func response(for url: URL, options: HTTPRequestOptions) async -> Result<HTTPResponse, LoadFailure>
}

extension HTTPClient {
    /// The body of a 2xx answer; any other status is a failure (`httpStatus`).
    public func data(from url: URL, options: HTTPRequestOptions = .api) async -> Result<Data, LoadFailure> {
        switch await response(for: url, options: options) {
        case .success(let response):
            if let failure = response.failure { return .failure(failure) }
            return .success(response.body)
        case .failure(let failure):
            return .failure(failure)
        }
    }
}
