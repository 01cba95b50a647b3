import Foundation
import Testing
import ZReaderCurl
import ZReaderLoader
import ZReaderTestSupport

/// How the client ends answers that are too big or too slow, and what waiting costs.
@Suite("The curl client's limits")
struct CurlLimitsTests {
    let url = CurlHTTPClientTests.url

    @Test func anAnnouncedLengthOverTheLimitIsRefused() async throws {
        let server = try await FixtureServer.start()
        try await server.setFaults(["news/latest": ["huge:3"]])
        let options = HTTPRequestOptions(maximumBytes: 1_048_576)
        let result = await CurlHTTPClient(userAgent: "t").data(from: url(server, "news/latest"), options: options)
        #expect(result == .failure(.tooLarge(1_048_576)))
    }

    @Test func aCompressedAnswerIsDecodedAndItsDecodedSizeIsWhatCounts() async throws {
        let server = try await FixtureServer.start()
        try await server.setFaults(["news/latest": ["bomb:2", "bomb:3"]])
        let client = CurlHTTPClient(userAgent: "t")
        let options = HTTPRequestOptions(maximumBytes: 2 * 1_048_576)
        let body = try await client.data(from: url(server, "news/latest"), options: options).get()
        // Counted and compared by hand: a failed `==` on megabytes would be diffed for minutes.
        #expect(body.count == 2 * 1_048_576)
        #expect(body.allSatisfy { $0 == UInt8(ascii: " ") })
        // 3 MiB decoded is about 3 KiB on the wire: only the decoded count can refuse it.
        #expect(await client.data(from: url(server, "news/latest"), options: options) == .failure(.tooLarge(2_097_152)))
    }

    @Test func aGzipBombStopsAtTheLimitWithLittleMemory() async throws {
        let server = try await FixtureServer.start()
        try await server.setFaults(["news/latest": ["bomb:1024"]]) // 1 MiB on the wire, 1 GiB inflated
        let client = CurlHTTPClient(userAgent: "t")
        try ProcessMemory.resetPeak()
        let before = try ProcessMemory.current()
        let start = ContinuousClock.now
        #expect(await client.data(from: url(server, "news/latest")) == .failure(.tooLarge(8 * 1_048_576)))
        let growth = try ProcessMemory.peak() - before
        #expect(growth < 50 * 1_048_576, "resident memory grew by \(growth / 1_048_576) MiB")
        #expect(ContinuousClock.now - start < .seconds(8))
    }

    @Test func aDrippingServerIsCutOffAtTheTotalTimeout() async throws {
        let server = try await FixtureServer.start()
        try await server.setFaults(["news/latest": ["drip"]])
        let options = HTTPRequestOptions(
            connectTimeout: .seconds(5), totalTimeout: .seconds(1), lowSpeedTime: .seconds(60))
        let start = ContinuousClock.now
        #expect(
            await CurlHTTPClient(userAgent: "t").data(from: url(server, "news/latest"), options: options)
                == .failure(.timeout))
        // Without the total timeout only the low-speed limit (60 s here) would end it; the bound
        // leaves room for a loaded machine.
        #expect(ContinuousClock.now - start < .seconds(30))
    }

    @Test func aDripUnderTheLowSpeedLimitEndsBeforeTheTotalTimeout() async throws {
        let server = try await FixtureServer.start()
        try await server.setFaults(["news/latest": ["drip"]])
        let options = HTTPRequestOptions(totalTimeout: .seconds(120), lowSpeedTime: .seconds(2))
        let start = ContinuousClock.now
        #expect(
            await CurlHTTPClient(userAgent: "t").data(from: url(server, "news/latest"), options: options)
                == .failure(.timeout))
        let elapsed = ContinuousClock.now - start
        #expect(elapsed >= .seconds(2) && elapsed < .seconds(60), "\(elapsed)")
    }

    /// The curl thread's own CPU clock, so tests running beside this one do not count.
    @Test func waitingOnASilentServerCostsAlmostNoCPU() async throws {
        let server = try await FixtureServer.start()
        try await server.setFaults(["news/latest": ["silent*"]])
        let client = CurlHTTPClient(userAgent: "t")
        let target = url(server, "news/latest")
        let waiting = Task { await client.data(from: target, options: HTTPRequestOptions(totalTimeout: .seconds(60))) }
        var opened = false
        for _ in 0..<100 where !opened {
            try await Task.sleep(for: .milliseconds(20))
            opened = try await server.openRequests().now == 1
        }
        #expect(opened)
        let before = try #require(client.threadCPUTime)
        try await Task.sleep(for: .seconds(3))
        let used = try #require(client.threadCPUTime) - before
        waiting.cancel()
        _ = await waiting.value
        #expect(used < .milliseconds(150), "the curl thread used \(used) of CPU in 3 s of waiting")
    }
}
