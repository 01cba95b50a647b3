import CCurl
import ZReaderDomain
import ZReaderLoader
import ZReaderSystem

/// The curl thread's side of the worker: the transfers in the multi handle, driven by
/// `curl_multi_perform` and waited on with `curl_multi_poll`.
final class CurlLoop {
    /// The longest sleep with nothing to do: libcurl's own timers and `curl_multi_wakeup` end it sooner.
    private static let idlePollMilliseconds: Int32 = 60_000

    private let worker: CurlWorker
    private let multi: UnsafeMutableRawPointer
    private var transfers: [UInt64: CurlTransfer] = [:]
    private var idsByHandle: [UnsafeMutableRawPointer: UInt64] = [:]

    init(worker: CurlWorker, multi: UnsafeMutableRawPointer) {
        self.worker = worker
        self.multi = multi
    }

    func run() {
        while true {
            let work = worker.take()
            if work.stopping {
                for request in work.requests { answer(request, with: .failure(CurlWorker.cancelled)) }
                break
            }
            for request in work.requests { start(request) }
            for id in work.cancellations { finish(id, with: .failure(CurlWorker.cancelled)) }
            var running: Int32 = 0
            curl_multi_perform(multi, &running)
            collectFinished()
            if curl_multi_poll(multi, nil, 0, CurlLoop.idlePollMilliseconds, nil) != CURLM_OK {
                // A poll that fails at once would otherwise turn this loop into a spin.
                SystemThread.sleep(for: .milliseconds(100))
            }
        }
        for id in Array(transfers.keys) { finish(id, with: .failure(CurlWorker.cancelled)) }
        worker.close()
    }

    private func start(_ request: CurlRequest) {
        guard let transfer = CurlTransfer(request: request, userAgent: worker.userAgent) else {
            answer(request, with: .failure(.connection("网络库无法发出请求")))
            return
        }
        if let failure = transfer.prepare(hop: request.url) {
            answer(request, with: .failure(failure))
            return
        }
        guard curl_multi_add_handle(multi, transfer.easy) == CURLM_OK else {
            answer(request, with: .failure(.connection("网络库无法发出请求")))
            return
        }
        transfers[request.id] = transfer
        idsByHandle[transfer.easy] = request.id
    }

    private func collectFinished() {
        var remaining: Int32 = 0
        while let message = curl_multi_info_read(multi, &remaining) {
            guard message.pointee.msg == CURLMSG_DONE, let easy = message.pointee.easy_handle,
                let id = idsByHandle[easy], let transfer = transfers[id]
            else { continue }
            switch transfer.outcome(of: zr_curl_message_result(message)) {
            case .follow(let target):
                curl_multi_remove_handle(multi, easy)
                if let failure = transfer.prepare(hop: target) {
                    finish(id, with: .failure(failure))
                } else if curl_multi_add_handle(multi, easy) != CURLM_OK {
                    finish(id, with: .failure(.connection("网络库无法发出请求")))
                }
            case .finished(let result):
                finish(id, with: result)
            }
        }
    }

    /// Takes transfer `id` out of the multi handle (closing its connection if it was still
    /// talking) and answers its caller.
    private func finish(_ id: UInt64, with result: Result<HTTPResponse, LoadFailure>) {
        guard let transfer = transfers.removeValue(forKey: id) else { return }
        idsByHandle[transfer.easy] = nil
        curl_multi_remove_handle(multi, transfer.easy)
        answer(transfer.request, with: result)
    }

    private func answer(_ request: CurlRequest, with result: Result<HTTPResponse, LoadFailure>) {
        worker.finished(request.id)
        request.finish(result)
    }
}
