import Foundation
import Testing
import ZReaderCurl
import ZReaderDomain
import ZReaderLoader
import ZReaderTestSupport

/// `news-at.zhihu.com` has failed to resolve (RSSHub #17325, 2024): the API client then asks
/// `daily.zhihu.com`, which serves the same paths, and keeps asking it.
@Suite("Falling back to the other host")
struct HostFallbackTests {
    @Test func aHostThatDoesNotResolveFallsBackToTheOtherThroughCurl() async throws {
        let server = try await FixtureServer.start()
        let log = RecordingLog()
        // `.invalid` never resolves (RFC 6761): the first host, as news-at did.
        let unresolvable = "http://news-at.zhihu.invalid/api/4"
        let api = ZhihuDailyAPI(
            baseURLs: [unresolvable, server.baseURL.absoluteString], http: CurlHTTPClient(userAgent: "t"), log: log)
        let latest = try await api.latest().get()
        #expect(latest.day.date == DayStamp("20261130"))
        _ = try await api.day(before: latest.day.date).get()
        #expect(try await server.requestLog() == ["news/latest", "news/before/20261130"])
        #expect(log.recorded.contains { $0.contains("using \(server.baseURL.absoluteString) after \(unresolvable)") })
    }
}
