import FoundationEssentials
import ZReaderDomain
import ZReaderLoader

/// One GET handed to the curl thread, with the continuation its caller waits on.
struct CurlRequest: Sendable {
    let id: UInt64
    let url: URL
    let options: HTTPRequestOptions
    let continuation: CheckedContinuation<Result<HTTPResponse, LoadFailure>, Never>

    func finish(_ result: Result<HTTPResponse, LoadFailure>) {
        continuation.resume(returning: result)
    }
}
