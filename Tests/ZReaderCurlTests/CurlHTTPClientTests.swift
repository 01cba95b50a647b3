import Foundation
import Testing
import ZReaderCurl
import ZReaderDomain
import ZReaderLoader
import ZReaderTestSupport

/// The curl client against the fixture server: what it sends, what it returns, and the words for
/// each way an answer can go wrong.
@Suite("The curl HTTP client")
struct CurlHTTPClientTests {
    static func url(_ server: FixtureServer, _ path: String = "news/latest") -> URL {
        server.baseURL.appending(path: path)
    }

    @Test func namesZreaderSendsNoRefererNoCookieAndReturnsTheBody() async throws {
        let server = try await FixtureServer.start()
        let client = CurlHTTPClient(userAgent: "zreader/9.9 (tests)")
        let data = try await client.data(from: Self.url(server)).get()
        #expect(try PayloadDecoder.day(from: data).day.date == DayStamp("20261130"))
        let headers = try await server.lastRequestHeaders()
        #expect(headers["user-agent"] == "zreader/9.9 (tests)")
        #expect(headers["accept"] == "application/json")
        #expect(headers["referer"] == nil)
        #expect(headers["cookie"] == nil)
        #expect(headers["accept-encoding"]?.contains("gzip") == true, "\(headers)")
    }

    @Test func aPictureAsksForImagesAndStillSendsNoReferer() async throws {
        let server = try await FixtureServer.start()
        let client = CurlHTTPClient(userAgent: "zreader/9.9 (tests)")
        _ = await client.response(for: Self.url(server), options: .picture())
        let headers = try await server.lastRequestHeaders()
        #expect(headers["accept"]?.hasPrefix("image/") == true, "\(headers)")
        #expect(headers["user-agent"] == "zreader/9.9 (tests)")
        #expect(headers["referer"] == nil)
    }

    @Test func aResponseCarriesItsStatusAndContentType() async throws {
        let server = try await FixtureServer.start()
        try await server.setFaults(["news/latest": ["status:404"]])
        let client = CurlHTTPClient(userAgent: "t")
        let missing = try await client.response(for: Self.url(server), options: .api).get()
        #expect(missing.status == 404)
        #expect(missing.contentType == "text/html; charset=utf-8")
        #expect(String(decoding: missing.body, as: UTF8.self).contains("injected error"))
        let found = try await client.response(for: Self.url(server), options: .api).get()
        #expect(found.status == 200)
        #expect(found.contentType == "application/json; charset=utf-8")
        #expect(found.retryAfterSeconds == nil)
    }

    @Test func aRateLimitGivesTheSecondsToWait() async throws {
        let server = try await FixtureServer.start()
        try await server.setFaults(["news/latest": ["ratelimit:7", "ratelimit:7"]])
        let client = CurlHTTPClient(userAgent: "t")
        let limited = try await client.response(for: Self.url(server), options: .api).get()
        #expect(limited.status == 429)
        #expect(limited.retryAfterSeconds == 7)
        #expect(await client.data(from: Self.url(server)) == .failure(.httpStatus(429)))
    }

    @Test(arguments: [
        ("status:404", LoadFailure.httpStatus(404), "加载失败 (HTTP 404)"),
        ("status:503", .httpStatus(503), "加载失败 (HTTP 503)"),
        ("close", .badData("服务器响应不完整"), "数据有误（服务器响应不完整）"),
        ("truncated", .connection("连接中断"), "连接失败（连接中断）"),
        ("reset", .connection("连接中断"), "连接失败（连接中断）"),
        ("huge:20", .tooLarge(8 * 1_048_576), "响应过大（超过 8 MB）"),
        ("bomb:64", .tooLarge(8 * 1_048_576), "响应过大（超过 8 MB）"),
        ("redirect:other", .connection("拒绝重定向到其他网站"), "连接失败（拒绝重定向到其他网站）"),
    ])
    func eachFaultHasItsWords(_ fault: String, _ expected: LoadFailure, _ words: String) async throws {
        let server = try await FixtureServer.start()
        try await server.setFaults(["news/latest": [fault]])
        let result = await CurlHTTPClient(userAgent: "t").data(from: Self.url(server))
        #expect(result == .failure(expected))
        #expect(expected.summary.string == words)
    }

    @Test func aSilentServerTimesOut() async throws {
        let server = try await FixtureServer.start()
        try await server.setFaults(["news/latest": ["silent"]])
        let options = HTTPRequestOptions(totalTimeout: .seconds(1), lowSpeedTime: .seconds(60))
        let start = ContinuousClock.now
        let result = await CurlHTTPClient(userAgent: "t").data(from: Self.url(server), options: options)
        #expect(result == .failure(.timeout))
        #expect(LoadFailure.timeout.summary == "请求超时")
        // Without the total timeout only the low-speed limit (60 s here) would end it.
        #expect(ContinuousClock.now - start < .seconds(30))
    }

    @Test func aResetIsReportedAtOnce() async throws {
        let server = try await FixtureServer.start()
        try await server.setFaults(["news/latest": ["reset"]])
        let start = ContinuousClock.now
        #expect(await CurlHTTPClient(userAgent: "t").data(from: Self.url(server)) == .failure(.connection("连接中断")))
        // At once: well before any timeout (the shortest is the 10-second connect timeout), with
        // room for a loaded machine.
        #expect(ContinuousClock.now - start < .seconds(5))
    }

    @Test(arguments: ["http://127.0.0.1:9/api/4/news/latest", "http://nonexistent.invalid/api/4/news/latest"])
    func aRefusedConnectionOrAnUnknownHostIsOffline(_ address: String) async throws {
        let url = try #require(URL(string: address))
        let result = await CurlHTTPClient(userAgent: "t").data(from: url)
        #expect(result == .failure(.offline))
        #expect(LoadFailure.offline.summary == "网络不可用")
    }

    @Test func tlsToAServerThatSpeaksPlainHTTPFailsTheHandshake() async throws {
        let server = try await FixtureServer.start()
        let url = try #require(URL(string: "https://127.0.0.1:\(server.port)/api/4/news/latest"))
        let result = await CurlHTTPClient(userAgent: "t").data(from: url)
        #expect(result == .failure(.connection("TLS 握手失败")))
    }

    @Test func anAddressThatIsNotHTTPIsRefusedInWords() async throws {
        let url = try #require(URL(string: "ftp://127.0.0.1:9/api/4/news/latest"))
        let result = await CurlHTTPClient(userAgent: "t").data(from: url)
        #expect(result == .failure(.badData("无效的地址（只支持 http 和 https）")))
    }
}
