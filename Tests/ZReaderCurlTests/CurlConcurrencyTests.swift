import Foundation
import Testing
import ZReaderDomain
import ZReaderLoader
import ZReaderTestSupport

@testable import ZReaderCurl

/// Many requests at once on the one curl thread, and cancelling one of them.
@Suite("The curl client's concurrency")
struct CurlConcurrencyTests {
    let url = CurlHTTPClientTests.url

    @Test func twentyRequestsAtOnceAllCompleteTogether() async throws {
        let server = try await FixtureServer.start()
        try await server.setFaults(["news/latest": ["delay:1*"]])
        let client = CurlHTTPClient(userAgent: "t")
        let target = url(server, "news/latest")
        let start = ContinuousClock.now
        let dates = await withTaskGroup(of: DayStamp?.self) { group in
            for _ in 0..<20 {
                group.addTask {
                    guard case .success(let data) = await client.data(from: target) else { return nil }
                    return try? PayloadDecoder.day(from: data).day.date
                }
            }
            return await group.reduce(into: []) { $0.append($1) }
        }
        #expect(dates == Array(repeating: DayStamp("20261130"), count: 20))
        // The server may still be closing a connection when libcurl starts the next one on its
        // side, so its count can run one or two over.
        let peak = try await server.openRequests().peak
        #expect(peak > 1 && peak <= CurlWorker.connectionsPerHost + 2, "at most \(peak) at once")
        // Eight connections to a host at a time: three rounds of 1 s; one after another would take
        // 20 s. The bound leaves room for a loaded machine and still tells the two apart.
        #expect(ContinuousClock.now - start < .seconds(12))
    }

    @Test func cancellingTheTaskAbortsTheTransfer() async throws {
        let server = try await FixtureServer.start()
        try await server.setFaults(["news/latest": ["silent"]])
        let client = CurlHTTPClient(userAgent: "t")
        let target = url(server, "news/latest")
        let options = HTTPRequestOptions(lowSpeedTime: .seconds(60))
        let waiting = Task { await client.data(from: target, options: options) }
        #expect(try await eventually { try await server.openRequests().now == 1 })
        let start = ContinuousClock.now
        waiting.cancel()
        #expect(await waiting.value == .failure(.unavailable("请求已取消")))
        // A cancel that did nothing would wait for the low-speed limit (60 s here) and time out.
        #expect(ContinuousClock.now - start < .seconds(30))
        // The server sees the connection closed, and the client goes on working.
        #expect(try await eventually { try await server.openRequests().now == 0 })
        #expect(try await PayloadDecoder.day(from: client.data(from: target).get()).day.date == DayStamp("20261130"))
    }

    @Test func aTaskCancelledBeforeItAsksMakesNoRequest() async throws {
        let server = try await FixtureServer.start()
        let client = CurlHTTPClient(userAgent: "t")
        let target = url(server, "news/latest")
        let waiting = Task {
            while !Task.isCancelled { await Task.yield() }
            return await client.data(from: target)
        }
        waiting.cancel()
        #expect(await waiting.value == .failure(.unavailable("请求已取消")))
        #expect(try await server.requestLog().isEmpty)
    }

    /// True once `condition` holds, polling for up to 2 s.
    private func eventually(_ condition: () async throws -> Bool) async throws -> Bool {
        for _ in 0..<100 {
            if try await condition() { return true }
            try await Task.sleep(for: .milliseconds(20))
        }
        return false
    }
}
