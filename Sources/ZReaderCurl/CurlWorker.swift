import CCurl
import Glibc
import Synchronization
import ZReaderDomain
import ZReaderSystem

/// The curl thread, and the queue through which callers on any thread hand it requests.
///
/// Callers `submit` and `cancel`; the thread takes what is queued, runs every transfer in one
/// multi handle and sleeps in `curl_multi_poll` until a socket, one of libcurl's timers or
/// `curl_multi_wakeup` (from `submit`, `cancel` and `stop`) needs it, so nothing spins while an
/// answer is pending.
final class CurlWorker: Sendable {
    /// What the thread takes from the queue on each turn.
    struct Work {
        var requests: [CurlRequest]
        var cancellations: [UInt64]
        var stopping: Bool
    }

    /// The multi handle, as far as other threads may touch it: only to wake it.
    ///
    /// `curl_multi_wakeup` is thread-safe, and nothing else is called on it off the curl thread.
    /// It is only woken under the queue's lock and before `close`, so never after `curl_multi_cleanup`.
    private struct MultiHandle: @unchecked Sendable {
        let pointer: UnsafeMutableRawPointer
    }

    /// Where one request is, so a cancellation that comes before, during or after its
    /// submission is neither lost nor kept for ever.
    private enum Phase {
        case allocated, cancelled, queued, running
    }

    private struct Queue {
        var lastID: UInt64 = 0
        var phases: [UInt64: Phase] = [:]
        var requests: [CurlRequest] = []
        var cancellations: [UInt64] = []
        var stopping = false
        var closed = false
        var threadClock: clockid_t?
    }

    /// What a caller whose task was cancelled gets; nobody shows it.
    static let cancelled = LoadFailure.unavailable("请求已取消")

    /// At most this many connections to one host, as browsers do.
    static let connectionsPerHost = 8

    private static let libcurlReady = curl_global_init(zr_curl_global_default()) == CURLE_OK

    let userAgent: String
    private let multi: MultiHandle
    private let queue = Mutex(Queue())

    private init(multi: MultiHandle, userAgent: String) {
        self.multi = multi
        self.userAgent = userAgent
    }

    /// Starts the thread; nil when libcurl cannot be set up.
    static func start(userAgent: String) -> CurlWorker? {
        guard libcurlReady, let multi = curl_multi_init() else { return nil }
        // A bound per host whatever the callers do: more requests wait inside libcurl for a connection.
        _ = zr_curl_multi_setopt_long(multi, CURLMOPT_MAX_HOST_CONNECTIONS, CurlWorker.connectionsPerHost)
        let worker = CurlWorker(multi: MultiHandle(pointer: multi), userAgent: userAgent)
        do {
            try SystemThread.start(name: "zreader-curl") { worker.run() }
        } catch {
            curl_multi_cleanup(multi)
            return nil
        }
        return worker
    }

    private func run() {
        var clock = clockid_t()
        let hasClock = pthread_getcpuclockid(pthread_self(), &clock) == 0
        queue.withLock { $0.threadClock = hasClock ? clock : nil }
        CurlLoop(worker: self, multi: multi.pointer).run()
    }

    /// A fresh request id, to `submit` and perhaps `cancel`.
    func allocate() -> UInt64 {
        queue.withLock { queue in
            queue.lastID += 1
            queue.phases[queue.lastID] = .allocated
            return queue.lastID
        }
    }

    func submit(_ request: CurlRequest) {
        let accepted = queue.withLock { queue -> Bool in
            guard queue.phases[request.id] == .allocated, !queue.stopping else {
                queue.phases[request.id] = nil
                return false
            }
            queue.phases[request.id] = .queued
            queue.requests.append(request)
            curl_multi_wakeup(multi.pointer)
            return true
        }
        if !accepted { request.finish(.failure(CurlWorker.cancelled)) }
    }

    /// Aborts request `id` wherever it is; nothing when it has finished.
    func cancel(_ id: UInt64) {
        let dropped = queue.withLock { queue -> CurlRequest? in
            switch queue.phases[id] {
            case .allocated:
                queue.phases[id] = .cancelled
            case .queued:
                queue.phases[id] = nil
                if let index = queue.requests.firstIndex(where: { $0.id == id }) {
                    return queue.requests.remove(at: index)
                }
            case .running:
                queue.cancellations.append(id)
                curl_multi_wakeup(multi.pointer)
            case .cancelled, nil:
                break
            }
            return nil
        }
        dropped?.finish(.failure(CurlWorker.cancelled))
    }

    /// Ends the thread; requests in flight fail as cancelled.
    func stop() {
        queue.withLock { queue in
            queue.stopping = true
            if !queue.closed { curl_multi_wakeup(multi.pointer) }
        }
    }

    /// CPU time the curl thread has used (what waiting costs); nil before it runs and after it ends.
    func threadCPUTime() -> Duration? {
        queue.withLock { queue in
            guard !queue.closed, let clock = queue.threadClock else { return nil }
            var time = timespec()
            guard clock_gettime(clock, &time) == 0 else { return nil }
            return .seconds(time.tv_sec) + .nanoseconds(time.tv_nsec)
        }
    }

    // MARK: The curl thread's side

    /// What was queued and cancelled since the last turn; queued requests are running from now.
    func take() -> Work {
        queue.withLock { queue in
            let requests = queue.requests
            queue.requests = []
            for request in requests { queue.phases[request.id] = .running }
            let cancellations = queue.cancellations
            queue.cancellations = []
            return Work(requests: requests, cancellations: cancellations, stopping: queue.stopping)
        }
    }

    /// Forgets request `id`, which the thread is about to answer.
    func finished(_ id: UInt64) {
        _ = queue.withLock { $0.phases.removeValue(forKey: id) }
    }

    /// Frees the multi handle once the thread has let go of every transfer, and fails whatever
    /// was queued meanwhile.
    func close() {
        let leftover = queue.withLock { queue -> [CurlRequest] in
            queue.closed = true
            curl_multi_cleanup(multi.pointer)
            let leftover = queue.requests
            queue.requests = []
            queue.phases = [:]
            return leftover
        }
        for request in leftover { request.finish(.failure(CurlWorker.cancelled)) }
    }
}
