import Foundation
import Testing
import ZReaderTestSupport

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

@Suite("The local fixture API server")
struct FixtureServerTests {
    @Test func servesTheDemoEditionWithTheQuirksOverlayOnTop() async throws {
        let server = try await FixtureServer.start(roots: [FixtureServer.demoRoot, FixtureServer.quirksRoot])
        defer { server.stop() }
        #expect(server.baseURL.absoluteString == "http://127.0.0.1:\(server.port)/api/4")

        let latest = try await get(server, "news/latest")
        #expect(latest.status == 200)
        #expect(latest.json["date"] as? String == "20261130")

        // The overlay's day 20261125 carries three extra items on top of the demo's nine.
        let quirky = try await get(server, "news/before/20261126")
        #expect(quirky.json["date"] as? String == "20261125")
        #expect((quirky.json["stories"] as? [Any])?.count == 12)

        // Before Zhihu Daily began, every day is empty, with or without a file.
        let first = try await get(server, "news/before/20130520")
        #expect(first.json["date"] as? String == "20130519")
        #expect((first.json["stories"] as? [Any])?.isEmpty == true)

        #expect(try await get(server, "news/1").status == 404)
    }

    @Test func faultQueuesAreUsedOnePerRequestAndTheLogKeepsArrivalOrder() async throws {
        let server = try await FixtureServer.start()
        defer { server.stop() }
        try await server.setFaults(["news/before/20261127": ["status:500", "ok"], "news/latest": ["malformed"]])

        #expect(try await get(server, "news/before/20261127").status == 500)
        #expect(try await get(server, "news/before/20261127").json["date"] as? String == "20261126")
        #expect(try await get(server, "news/latest").json.isEmpty) // malformed: not JSON
        #expect(try await get(server, "news/latest").json["date"] as? String == "20261130") // queue used up

        #expect(
            try await server.requestLog() == [
                "news/before/20261127", "news/before/20261127", "news/latest", "news/latest",
            ])
        try await server.reset()
        #expect(try await server.requestLog().isEmpty)
    }

    @Test func servesPicturesAndPointsTheAnswersAtThem() async throws {
        let server = try await FixtureServer.start(imageRoots: [FixtureServer.imagesRoot])
        defer { server.stop() }
        let latest = try await get(server, "news/latest")
        let banner = try #require((latest.json["top_stories"] as? [[String: Any]])?.first?["image"] as? String)
        #expect(banner.hasPrefix("http://127.0.0.1:\(server.port)/images/v2-"), "\(banner)")
        let session = URLSession(configuration: .ephemeral)
        defer { session.finishTasksAndInvalidate() }
        let (demo, answer) = try await session.data(from: try #require(URL(string: banner)))
        #expect((answer as? HTTPURLResponse)?.value(forHTTPHeaderField: "Content-Type") == "image/jpeg")
        let name = try #require(banner.split(separator: "/").last?.split(separator: "?").first)
        #expect(demo == (try Data(contentsOf: FixtureServer.demoRoot.appending(path: "images/\(name)"))))
        let (fixture, _) = try await session.data(from: server.imageURL("alpha.png"))
        #expect(fixture == (try Data(contentsOf: FixtureServer.imagesRoot.appending(path: "alpha.png"))))
        let (_, missing) = try await session.data(from: server.imageURL("nothing.jpg"))
        #expect((missing as? HTTPURLResponse)?.statusCode == 404)
        #expect(try await server.imageLog() == ["images/\(name)", "images/alpha.png", "images/nothing.jpg"])
        #expect(try await server.requestLog() == ["news/latest"])

        let kept = try await FixtureServer.start(keepsImageHosts: true)
        defer { kept.stop() }
        let original = try await get(kept, "news/latest")
        let image = (original.json["top_stories"] as? [[String: Any]])?.first?["image"] as? String
        #expect(image?.hasPrefix("https://picx.zhimg.com/") == true)
    }

    @Test func stopEndsTheServer() async throws {
        let server = try await FixtureServer.start()
        server.stop()
        await #expect(throws: (any Error).self) { try await server.requestLog() }
        let probe = URLSession(configuration: .ephemeral)
        await #expect(throws: (any Error).self) {
            _ = try await probe.data(from: server.baseURL.appending(path: "news/latest"))
        }
    }

    /// One GET through a fresh session; `json` is empty when the body is not a JSON object.
    private func get(_ server: FixtureServer, _ path: String) async throws -> (status: Int, json: [String: Any]) {
        let configuration = URLSessionConfiguration.ephemeral
        configuration.timeoutIntervalForRequest = 5
        let session = URLSession(configuration: configuration)
        defer { session.finishTasksAndInvalidate() }
        let (data, response) = try await session.data(from: server.baseURL.appending(path: path))
        let status = (response as? HTTPURLResponse)?.statusCode ?? 0
        let json = (try? JSONSerialization.jsonObject(with: data)) as? [String: Any] ?? [:]
        return (status, json)
    }
}
