import Foundation
import Synchronization
import ZReaderModel

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// `HTTPClient` over URLSession: a connect timeout, a total timeout, a size limit, a User-Agent
/// naming zreader, no Referer and no HTTP cache (zreader keeps its own).
///
/// The size limit and the total timeout are enforced here rather than left to URLSession: an
/// answer is refused as soon as its announced or received length passes the limit, and a server
/// that drips one byte a second is cut off when the total time is up (URLSession's own timeouts
/// were seen not to end such an answer). The session is made on the first request: setting up
/// libcurl and TLS costs several megabytes and has no place on the path to the first frame.
public final class URLSessionHTTPClient: HTTPClient {
    /// Limits of one request.
    public struct Limits: Sendable {
        /// Seconds to connect, and the longest silence while receiving.
        public var connectTimeout: Double
        /// Seconds for the whole answer.
        public var totalTimeout: Double
        public var maximumBytes: Int

        public init(connectTimeout: Double = 10, totalTimeout: Double = 30, maximumBytes: Int = 8 * 1_048_576) {
            self.connectTimeout = connectTimeout
            self.totalTimeout = totalTimeout
            self.maximumBytes = maximumBytes
        }
    }

    private let lazySession = Mutex<URLSession?>(nil)
    private let transfers: TransferTable
    private let limits: Limits
    private let userAgent: String

    public init(userAgent: String, limits: Limits = Limits()) {
        self.limits = limits
        self.userAgent = userAgent
        transfers = TransferTable(maximumBytes: limits.maximumBytes)
    }

    deinit {
        lazySession.withLock { $0?.invalidateAndCancel() }
    }

    private var session: URLSession {
        lazySession.withLock { session in
            if let session { return session }
            let configuration = URLSessionConfiguration.ephemeral
            configuration.timeoutIntervalForRequest = limits.connectTimeout
            configuration.timeoutIntervalForResource = limits.totalTimeout
            configuration.urlCache = nil
            configuration.requestCachePolicy = .reloadIgnoringLocalCacheData
            configuration.httpShouldSetCookies = false
            let made = URLSession(configuration: configuration, delegate: transfers, delegateQueue: nil)
            session = made
            return made
        }
    }

    public func data(from url: URL) async -> Result<Data, LoadFailure> {
        var request = URLRequest(url: url)
        request.setValue(userAgent, forHTTPHeaderField: "User-Agent")
        request.setValue("application/json", forHTTPHeaderField: "Accept")
        let task = session.dataTask(with: request)
        let identifier = task.taskIdentifier
        let transfers = self.transfers
        let totalTimeout = limits.totalTimeout
        return await withCheckedContinuation { continuation in
            // Cancelled when the transfer finishes: a timer per request would otherwise outlive
            // it by up to the whole timeout, holding the task.
            let timer = Task.detached {
                guard (try? await Task.sleep(for: .milliseconds(Int(totalTimeout * 1000)))) != nil else { return }
                if transfers.finish(identifier, with: .failure(.timeout)) {
                    task.cancel()
                }
            }
            transfers.begin(identifier, continuation, timer: timer)
            task.resume()
        }
    }
}

/// The transfers in flight and their received bytes; also the session's delegate.
private final class TransferTable: NSObject, URLSessionDataDelegate, Sendable {
    private struct Transfer {
        var continuation: CheckedContinuation<Result<Data, LoadFailure>, Never>
        var timer: Task<Void, Never>
        var data = Data()
        var status = 0
    }

    private let table = Mutex<[Int: Transfer]>([:])
    private let maximumBytes: Int

    init(maximumBytes: Int) {
        self.maximumBytes = maximumBytes
    }

    func begin(
        _ identifier: Int, _ continuation: CheckedContinuation<Result<Data, LoadFailure>, Never>,
        timer: Task<Void, Never>
    ) {
        table.withLock { $0[identifier] = Transfer(continuation: continuation, timer: timer) }
    }

    /// Resumes the waiting request once; false when it had already finished.
    @discardableResult
    func finish(_ identifier: Int, with result: Result<Data, LoadFailure>) -> Bool {
        guard let transfer = table.withLock({ $0.removeValue(forKey: identifier) }) else { return false }
        transfer.timer.cancel()
        transfer.continuation.resume(returning: result)
        return true
    }

    func urlSession(
        _ session: URLSession, dataTask: URLSessionDataTask, didReceive response: URLResponse,
        completionHandler: @escaping @Sendable (URLSession.ResponseDisposition) -> Void
    ) {
        let status = (response as? HTTPURLResponse)?.statusCode ?? 0
        table.withLock { $0[dataTask.taskIdentifier]?.status = status }
        if response.expectedContentLength > Int64(maximumBytes) {
            finish(dataTask.taskIdentifier, with: .failure(.tooLarge(maximumBytes)))
            completionHandler(.cancel)
            return
        }
        completionHandler(.allow)
    }

    func urlSession(_ session: URLSession, dataTask: URLSessionDataTask, didReceive data: Data) {
        let overLimit = table.withLock { table -> Bool in
            guard table[dataTask.taskIdentifier] != nil else { return false }
            table[dataTask.taskIdentifier]?.data.append(data)
            return (table[dataTask.taskIdentifier]?.data.count ?? 0) > maximumBytes
        }
        if overLimit, finish(dataTask.taskIdentifier, with: .failure(.tooLarge(maximumBytes))) {
            dataTask.cancel()
        }
    }

    func urlSession(_ session: URLSession, task: URLSessionTask, didCompleteWithError error: (any Error)?) {
        let transfer = table.withLock { $0[task.taskIdentifier] }
        guard let transfer else { return }
        if let error {
            finish(task.taskIdentifier, with: .failure(TransferTable.failure(for: error)))
        } else if (200..<300).contains(transfer.status) {
            finish(task.taskIdentifier, with: .success(transfer.data))
        } else {
            finish(task.taskIdentifier, with: .failure(.httpStatus(transfer.status)))
        }
    }

    static func failure(for error: any Error) -> LoadFailure {
        guard let urlError = error as? URLError else { return .connection("网络错误") }
        switch urlError.code {
        case .timedOut: return .timeout
        case .notConnectedToInternet, .cannotFindHost, .dnsLookupFailed, .cannotConnectToHost,
            .internationalRoamingOff, .dataNotAllowed:
            return .offline
        // libcurl reports a body cut short ("transfer closed with N bytes remaining") as unknown.
        case .networkConnectionLost, .unknown: return .connection("连接中断")
        case .secureConnectionFailed, .serverCertificateUntrusted, .serverCertificateHasBadDate,
            .serverCertificateNotYetValid, .serverCertificateHasUnknownRoot:
            return .connection("TLS 握手失败")
        case .badServerResponse, .cannotParseResponse, .zeroByteResource:
            return .badData("服务器响应不完整")
        default: return .connection("网络错误 \(urlError.code.rawValue)")
        }
    }
}
