import Foundation
import Testing
import ZReaderLoader
import ZReaderModel
import ZReaderTestSupport

/// The HTTP client against the fixture server: what it sends, and how it ends bad answers.
@Suite("The HTTP client")
struct URLSessionHTTPClientTests {
    func url(_ server: FixtureServer, _ path: String) -> URL {
        server.baseURL.appending(path: path)
    }

    @Test func namesZreaderSendsNoRefererAndReturnsTheBody() async throws {
        let server = try await FixtureServer.start()
        let client = URLSessionHTTPClient(userAgent: "zreader/9.9 (tests)")
        let data = try await client.data(from: url(server, "news/latest")).get()
        #expect(try PayloadDecoder.day(from: data).day.date == DayStamp("20261130"))
        let headers = try await server.lastRequestHeaders()
        #expect(headers["user-agent"] == "zreader/9.9 (tests)")
        #expect(headers["referer"] == nil)
    }

    @Test(arguments: [
        ("status:404", LoadFailure.httpStatus(404)), ("status:503", .httpStatus(503)), ("close", .badData("服务器响应不完整")),
    ])
    func failuresAreTyped(_ fault: String, _ expected: LoadFailure) async throws {
        let server = try await FixtureServer.start()
        try await server.setFaults(["news/latest": [fault]])
        let result = await URLSessionHTTPClient(userAgent: "t").data(from: url(server, "news/latest"))
        #expect(result == .failure(expected))
    }

    @Test func anAnswerOverTheLimitIsRefused() async throws {
        let server = try await FixtureServer.start()
        try await server.setFaults(["news/latest": ["huge:3"]])
        let client = URLSessionHTTPClient(userAgent: "t", limits: .init(maximumBytes: 1_048_576))
        #expect(await client.data(from: url(server, "news/latest")) == .failure(.tooLarge(1_048_576)))
    }

    @Test func aDrippingServerIsCutOffAtTheTotalTimeout() async throws {
        let server = try await FixtureServer.start()
        try await server.setFaults(["news/latest": ["drip"]])
        let client = URLSessionHTTPClient(userAgent: "t", limits: .init(connectTimeout: 5, totalTimeout: 1))
        let start = ContinuousClock.now
        #expect(await client.data(from: url(server, "news/latest")) == .failure(.timeout))
        #expect(ContinuousClock.now - start < .seconds(3))
    }

    @Test func aRefusedConnectionIsOffline() async {
        let client = URLSessionHTTPClient(userAgent: "t")
        #expect(await client.data(from: URL(string: "http://127.0.0.1:9/api/4/news/latest")!) == .failure(.offline))
    }
}
