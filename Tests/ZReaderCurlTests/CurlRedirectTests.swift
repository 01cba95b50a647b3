import Foundation
import Testing
import ZReaderCurl
import ZReaderDomain
import ZReaderLoader
import ZReaderTestSupport

/// Redirects as the server sends them: followed on the same host, refused in words otherwise.
@Suite("The curl client's redirects")
struct CurlRedirectTests {
    let url = CurlHTTPClientTests.url

    @Test func aRedirectOnTheSameHostIsFollowed() async throws {
        let server = try await FixtureServer.start()
        try await server.setFaults(["news/latest": ["redirect", "ok"]])
        let data = try await CurlHTTPClient(userAgent: "t").data(from: url(server, "news/latest")).get()
        #expect(try PayloadDecoder.day(from: data).day.date == DayStamp("20261130"))
        #expect(try await server.requestLog() == ["news/latest", "news/latest"])
        #expect(try await server.lastRequestHeaders()["referer"] == nil)
    }

    @Test func aRedirectToAnotherHostIsRefusedAndNotFollowed() async throws {
        let server = try await FixtureServer.start()
        // `localhost` is this very server under another name: following would succeed.
        try await server.setFaults(["news/latest": ["redirect:other", "ok"]])
        let result = await CurlHTTPClient(userAgent: "t").data(from: url(server, "news/latest"))
        #expect(result == .failure(.connection("拒绝重定向到其他网站")))
        #expect(try await server.requestLog() == ["news/latest"])
    }

    @Test func aRedirectToAnotherPortOfTheSameHostIsRefusedAndNotFollowed() async throws {
        let server = try await FixtureServer.start()
        // Another server on the same host answers the same path: following would succeed.
        let other = try await FixtureServer.start()
        try await server.setFaults(["news/latest": ["redirect:port:\(other.port)", "ok"]])
        let result = await CurlHTTPClient(userAgent: "t").data(from: url(server, "news/latest"))
        #expect(result == .failure(.connection("拒绝重定向到其他端口")))
        #expect(try await server.requestLog() == ["news/latest"])
        #expect(try await other.requestLog().isEmpty)
    }

    @Test func aRedirectLoopEndsAfterFiveInWords() async throws {
        let server = try await FixtureServer.start()
        try await server.setFaults(["news/latest": ["redirect*"]])
        let result = await CurlHTTPClient(userAgent: "t").data(from: url(server, "news/latest"))
        #expect(result == .failure(.connection("重定向次数过多")))
        #expect(try await server.requestLog().count == 6)
    }
}
