import Foundation
import Synchronization
import Testing
import ZReaderCurl
import ZReaderDomain
import ZReaderImageDecoding
import ZReaderLoader
import ZReaderTestSupport

/// An HTTP client that answers from a table and records what it was asked, with which options.
final class RecordingHTTPClient: HTTPClient {
    private let answers: [String: HTTPResponse]
    private let asked = Mutex<[(String, HTTPRequestOptions)]>([])

    init(_ answers: [String: HTTPResponse]) {
        self.answers = answers
    }

    var requests: [(url: String, options: HTTPRequestOptions)] { asked.withLock { $0 } }

    func response(for url: URL, options: HTTPRequestOptions) async -> Result<HTTPResponse, LoadFailure> {
        asked.withLock { $0.append((url.absoluteString, options)) }
        return .success(answers[url.absoluteString] ?? HTTPResponse(status: 404, body: Data("<h1>404</h1>".utf8)))
    }
}

@Suite("Where the app's pictures come from")
struct PictureLoaderTests {
    let scratch: TemporaryFolder
    let jpeg: Data
    let address = "https://picx.zhimg.com/v2-0123456789abcdef.jpg?source=8673f162"

    init() throws {
        scratch = try TemporaryFolder()
        jpeg = try Data(contentsOf: FixtureServer.imagesRoot.appending(path: "baseline.jpg"))
    }

    func url(_ text: String) throws -> WebURL { try #require(WebURL(text)) }

    @Test func aPictureIsFetchedOnceWithPictureOptionsThenServedFromTheDiskCache() async throws {
        let network = RecordingHTTPClient([address: HTTPResponse(status: 200, body: jpeg, contentType: "image/jpeg")])
        let loader = PictureLoader(cache: PictureDiskCache(cacheDirectory: scratch.path), network: network)
        #expect(try await loader.picture(at: url(address)).get() == jpeg)
        #expect(try await loader.picture(at: url(address)).get() == jpeg)
        #expect(network.requests.map(\.url) == [address])
        #expect(network.requests.first?.options == .picture(maximumBytes: PictureLoader.defaultMaximumBytes))
        #expect(network.requests.first?.options.accept.hasPrefix("image/") == true)
        // The next run, offline, shows it from the cache; what was never fetched is unavailable.
        let offline = PictureLoader(cache: PictureDiskCache(cacheDirectory: scratch.path), network: nil)
        #expect(try await offline.picture(at: url(address)).get() == jpeg)
        let missing = await offline.picture(at: try url("https://picx.zhimg.com/v2-never.jpg"))
        #expect(missing == .failure(.pictureNotDownloaded))
    }

    /// The 2026 lists name one picture on several of Zhihu's mirrored hosts, each with its own
    /// `?source=`: fetched once, kept once; another size (`_720w`) is another picture.
    @Test func oneZhihuPictureUnderAnotherHostOrQueryIsFetchedOnce() async throws {
        let first = "https://picx.zhimg.com/v2-4e93be3339e9994d42de8855b947ea2b.jpg?source=8673f162"
        let mirror = "https://pic1.zhimg.com/v2-4e93be3339e9994d42de8855b947ea2b.jpg?source=1940ef5c"
        let wide = "https://picx.zhimg.com/v2-4e93be3339e9994d42de8855b947ea2b_720w.jpg?source=8673f162"
        let network = RecordingHTTPClient([
            first: HTTPResponse(status: 200, body: jpeg, contentType: "image/jpeg"),
            wide: HTTPResponse(status: 200, body: jpeg, contentType: "image/jpeg"),
        ])
        let cache = PictureDiskCache(cacheDirectory: scratch.path)
        let loader = PictureLoader(cache: cache, network: network)
        #expect(try await loader.picture(at: url(first)).get() == jpeg)
        #expect(try await loader.picture(at: url(mirror)).get() == jpeg)
        #expect(
            try await loader.picture(at: url("http://pic3.zhimg.com/v2-4e93be3339e9994d42de8855b947ea2b.jpg")).get()
                == jpeg)
        #expect(network.requests.map(\.url) == [first])
        _ = await loader.picture(at: try url(wide))
        #expect(network.requests.map(\.url) == [first, wide])
        let files = try FileManager.default.contentsOfDirectory(atPath: cache.directory).filter { $0.hasSuffix(".pic") }
        #expect(files.count == 2)
    }

    @Test func aPictureTooCostlyToDecodeIsRefusedAndTheRefusalOutlivesTheRun() async throws {
        // 499 progressive scans over 2048x2048: 2 G pixel passes, far over the budget.
        let grey = try #require(
            RGBAImage(width: 2048, height: 2048, bytes: [UInt8](repeating: 128, count: 2048 * 2048 * 4)))
        let jpeg = try #require(JPEGEncoder.encode(grey, progressive: true, grey: true))
        let hostile = try #require(JPEGEncoder.repeatingLastScan(jpeg, toScans: 499))
        let network = RecordingHTTPClient([
            address: HTTPResponse(status: 200, body: Data(hostile), contentType: "image/jpeg")
        ])
        let loader = PictureLoader(cache: PictureDiskCache(cacheDirectory: scratch.path), network: network)
        guard case .failure(let failure) = await loader.picture(at: try url(address)) else {
            Issue.record("a picture over the decoding budget was handed on to be decoded")
            return
        }
        #expect(failure == PictureLoader.refused)
        // A resize asks again: the refusal answers, without a request or a read.
        #expect(await loader.picture(at: try url(address)) == .failure(PictureLoader.refused))
        // The next start (a new loader on the same cache) neither fetches nor decodes it.
        let restarted = PictureLoader(cache: PictureDiskCache(cacheDirectory: scratch.path), network: network)
        #expect(await restarted.picture(at: try url(address)) == .failure(PictureLoader.refused))
        #expect(network.requests.count == 1)
    }

    @Test func whatIsNotAPictureIsNeitherShownNorKept() async throws {
        let page = "https://picx.zhimg.com/v2-page.jpg"
        let network = RecordingHTTPClient([
            page: HTTPResponse(status: 200, body: Data("<html>登录</html>".utf8), contentType: "text/html")
        ])
        let cache = PictureDiskCache(cacheDirectory: scratch.path)
        let loader = PictureLoader(cache: cache, network: network)
        #expect(try await loader.picture(at: url(page)) == .failure(.badData("不是图片")))
        #expect(try await loader.picture(at: url(address)) == .failure(.httpStatus(404)))
        #expect(try cache.read(url(page)) == nil && cache.read(url(address)) == nil)
        #expect(cache.totalBytes() == 0)
    }

    @Test func theDemoEditionsOwnPicturesWhileItIsShownAndNoRequest() async throws {
        let network = RecordingHTTPClient([:])
        let banner = "https://picx.zhimg.com/v2-08229b0359b024ba2f208c5bbfdbfd88.jpg?source=8673f162"
        let showing = PictureLoader(cache: nil, network: network, demo: DemoEditionLoader(), showsDemo: { true })
        let file = FixtureServer.demoRoot.appending(path: "images/v2-08229b0359b024ba2f208c5bbfdbfd88.jpg")
        #expect(try await showing.picture(at: url(banner)).get() == Data(contentsOf: file))
        #expect(network.requests.isEmpty)
        let notShowing = PictureLoader(cache: nil, network: network, demo: DemoEditionLoader(), showsDemo: { false })
        _ = await notShowing.picture(at: try url(banner))
        #expect(network.requests.map(\.url) == [banner])
    }

    @Test func overHTTPFromTheFixtureServerWithoutAReferer() async throws {
        let server = try await FixtureServer.start(imageRoots: [FixtureServer.imagesRoot])
        defer { server.stop() }
        let loader = PictureLoader(
            cache: PictureDiskCache(cacheDirectory: scratch.path), network: CurlHTTPClient(userAgent: "zreader-test"))
        let picture = try url(server.imageURL("baseline.jpg").absoluteString)
        #expect(try await loader.picture(at: picture).get() == jpeg)
        #expect(try await loader.picture(at: picture).get() == jpeg)
        #expect(try await server.imageLog() == ["images/baseline.jpg"])
        let headers = try await server.lastImageHeaders()
        #expect(headers["referer"] == nil)
        #expect(headers["user-agent"] == "zreader-test")
        try await server.setFaults(["images/progressive.jpg": ["status:404"]])
        let missing = try url(server.imageURL("progressive.jpg").absoluteString)
        #expect(await loader.picture(at: missing) == .failure(.httpStatus(404)))
    }
}
