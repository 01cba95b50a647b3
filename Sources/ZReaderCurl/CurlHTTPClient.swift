import FoundationEssentials
import Synchronization
import ZReaderDomain
import ZReaderLoader

/// `HTTPClient` over libcurl's multi interface, on one thread of its own that sleeps in
/// `curl_multi_poll` while answers are pending: waiting costs no CPU.
///
/// Every request has a connect and a total timeout, a low-speed limit, a size limit counted on
/// the decoded bytes, at most five redirects on the same host and never from HTTPS to HTTP, the
/// User-Agent given here, no Referer, no cookies and no HTTP cache (zreader keeps its own, and
/// writes nowhere else). The thread and libcurl are set up on the first request: they have no
/// place on the path to the first frame.
public final class CurlHTTPClient: HTTPClient {
    private let userAgent: String
    private let worker = Mutex<CurlWorker?>(nil)

    public init(userAgent: String) {
        self.userAgent = userAgent
    }

    deinit {
        worker.withLock { $0?.stop() }
    }

    public func response(for url: URL, options: HTTPRequestOptions) async -> Result<HTTPResponse, LoadFailure> {
        guard let worker = startedWorker() else { return .failure(.connection("网络库无法启动")) }
        let id = worker.allocate()
        return await withTaskCancellationHandler {
            await withCheckedContinuation { continuation in
                worker.submit(CurlRequest(id: id, url: url, options: options, continuation: continuation))
            }
        } onCancel: {
            worker.cancel(id)
        }
    }

    /// CPU time the client's thread has used so far, nil before the first request: what waiting
    /// on the network costs (for tests and benchmarks; the rest of the process is not counted).
    public var threadCPUTime: Duration? {
        worker.withLock { $0 }?.threadCPUTime()
    }

    private func startedWorker() -> CurlWorker? {
        worker.withLock { worker in
            if let worker { return worker }
            worker = CurlWorker.start(userAgent: userAgent)
            return worker
        }
    }
}
