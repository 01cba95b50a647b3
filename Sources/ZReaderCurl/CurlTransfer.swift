import CCurl
import FoundationEssentials
import ZReaderDomain
import ZReaderLoader
import ZReaderSystem

/// One request on the curl thread: its easy handle, the body so far and the redirects taken.
///
/// Touched only by the curl thread, from the loop and from libcurl's write callback inside
/// `curl_multi_perform`.
final class CurlTransfer {
    /// What a finished hop leads to.
    enum Outcome {
        case follow(URL)
        case finished(Result<HTTPResponse, LoadFailure>)
    }

    let request: CurlRequest
    let easy: UnsafeMutableRawPointer
    private var headers: UnsafeMutablePointer<curl_slist>?
    private let deadline: ContinuousClock.Instant
    private var current: URL
    private var redirects = 0
    private var body = Data()
    private var overLimit = false

    /// Nil when libcurl refuses to make or set up a handle.
    init?(request: CurlRequest, userAgent: String) {
        guard let easy = curl_easy_init() else { return nil }
        self.request = request
        self.easy = easy
        current = request.url
        deadline = .now + request.options.totalTimeout
        guard configure(userAgent: userAgent) else { return nil }
    }

    deinit {
        curl_easy_cleanup(easy)
        curl_slist_free_all(headers)
    }

    /// The options every hop shares.
    private func configure(userAgent: String) -> Bool {
        let options = request.options
        headers = curl_slist_append(nil, "Accept: \(CurlTransfer.headerValue(options.accept))")
        let context = Unmanaged.passUnretained(self).toOpaque()
        let results = [
            // Several threads use libcurl: no SIGALRM for DNS timeouts (the resolver is threaded).
            zr_curl_easy_setopt_long(easy, CURLOPT_NOSIGNAL, 1),
            zr_curl_easy_setopt_string(easy, CURLOPT_PROTOCOLS_STR, "http,https"),
            // Redirects are followed here, by RedirectRule, not by libcurl.
            zr_curl_easy_setopt_long(easy, CURLOPT_FOLLOWLOCATION, 0),
            zr_curl_easy_setopt_string(easy, CURLOPT_USERAGENT, CurlTransfer.headerValue(userAgent)),
            zr_curl_easy_setopt_list(easy, CURLOPT_HTTPHEADER, headers),
            // Every encoding libcurl can undo; the write callback sees (and counts) decoded bytes.
            zr_curl_easy_setopt_string(easy, CURLOPT_ACCEPT_ENCODING, ""),
            zr_curl_easy_setopt_offset(easy, CURLOPT_MAXFILESIZE_LARGE, curl_off_t(options.maximumBytes)),
            zr_curl_easy_setopt_long(easy, CURLOPT_LOW_SPEED_LIMIT, max(1, options.lowSpeedBytesPerSecond)),
            zr_curl_easy_setopt_long(
                easy, CURLOPT_LOW_SPEED_TIME, max(1, Int((options.lowSpeedTime.milliseconds + 999) / 1000))),
            zr_curl_easy_setopt_pointer(easy, CURLOPT_WRITEDATA, context),
            zr_curl_easy_setopt_write_function(easy) { buffer, size, count, context in
                guard let buffer, let context else { return 0 }
                let transfer = Unmanaged<CurlTransfer>.fromOpaque(context).takeUnretainedValue()
                return transfer.receive(UnsafeRawBufferPointer(start: buffer, count: size * count))
            },
        ]
        return headers != nil && results.allSatisfy { $0 == CURLE_OK }
    }

    /// Points the handle at `url` with what is left of the time; a failure when none is.
    func prepare(hop url: URL) -> LoadFailure? {
        let remaining = deadline - .now
        guard remaining > .zero else { return .timeout }
        current = url
        body = Data()
        overLimit = false
        let connect = min(request.options.connectTimeout, remaining)
        let results = [
            zr_curl_easy_setopt_string(easy, CURLOPT_URL, url.absoluteString),
            zr_curl_easy_setopt_long(easy, CURLOPT_CONNECTTIMEOUT_MS, max(1, Int(connect.milliseconds))),
            zr_curl_easy_setopt_long(easy, CURLOPT_TIMEOUT_MS, max(1, Int(remaining.milliseconds))),
        ]
        return results.allSatisfy { $0 == CURLE_OK } ? nil : .badData("无效的地址")
    }

    /// Keeps decoded bytes up to the limit; over it, returns 0, which makes libcurl abort the
    /// transfer at once (nothing more is inflated).
    private func receive(_ bytes: UnsafeRawBufferPointer) -> Int {
        guard let base = bytes.baseAddress, !bytes.isEmpty else { return 0 }
        guard bytes.count <= request.options.maximumBytes - body.count else {
            overLimit = true
            return 0
        }
        body.append(base.assumingMemoryBound(to: UInt8.self), count: bytes.count)
        return bytes.count
    }

    /// What the hop that libcurl finished with `code` means: an answer, a failure, or a redirect to follow.
    func outcome(of code: CURLcode) -> Outcome {
        let maximumBytes = request.options.maximumBytes
        if overLimit { return .finished(.failure(.tooLarge(maximumBytes))) }
        guard code == CURLE_OK else {
            return .finished(.failure(CurlFailure.loadFailure(for: code, maximumBytes: maximumBytes)))
        }
        var status = 0
        _ = zr_curl_easy_getinfo_long(easy, CURLINFO_RESPONSE_CODE, &status)
        if RedirectRule.isRedirect(status), let location = stringInfo(CURLINFO_REDIRECT_URL) {
            guard let target = URL(string: location) else { return .finished(.failure(.badData("重定向地址无效"))) }
            if let refusal = RedirectRule.refusal(from: current, to: target, redirectsSoFar: redirects) {
                return .finished(.failure(refusal))
            }
            redirects += 1
            return .follow(target)
        }
        let retryAfter = zr_curl_response_header(easy, "Retry-After").flatMap { value in
            RetryAfter.seconds(from: String(cString: value), now: UnixClock.now())
        }
        let response = HTTPResponse(
            status: status, body: body, contentType: stringInfo(CURLINFO_CONTENT_TYPE), retryAfterSeconds: retryAfter)
        return .finished(.success(response))
    }

    private func stringInfo(_ info: CURLINFO) -> String? {
        var value: UnsafeMutablePointer<CChar>?
        guard zr_curl_easy_getinfo_string(easy, info, &value) == CURLE_OK, let value else { return nil }
        return String(cString: value)
    }

    /// `value` without line breaks or other controls, which would end the header early.
    private static func headerValue(_ value: String) -> String {
        String(value.unicodeScalars.filter { $0.value >= 0x20 && $0.value != 0x7F })
    }
}

extension Duration {
    /// Whole milliseconds, rounded down.
    fileprivate var milliseconds: Int64 {
        let (seconds, attoseconds) = components
        return seconds * 1000 + attoseconds / 1_000_000_000_000_000
    }
}
