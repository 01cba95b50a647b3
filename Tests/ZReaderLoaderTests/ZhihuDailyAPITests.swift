import Foundation
import Synchronization
import Testing
import ZReaderDomain
import ZReaderLoader
import ZReaderTestSupport

/// An HTTP client that answers by URL prefix and records what was asked; an `httpStatus` failure
/// is answered as a response with that status, as the real client does.
final class ScriptedHTTPClient: HTTPClient {
    private let answers: [String: Result<Data, LoadFailure>]
    private let calls = Mutex<[String]>([])

    init(_ answers: [String: Result<Data, LoadFailure>]) {
        self.answers = answers
    }

    var urls: [String] { calls.withLock { $0 } }

    func response(for url: URL, options: HTTPRequestOptions) async -> Result<HTTPResponse, LoadFailure> {
        calls.withLock { $0.append(url.absoluteString) }
        switch answers.first(where: { url.absoluteString.hasPrefix($0.key) })?.value ?? .failure(.httpStatus(404)) {
        case .success(let body): return .success(HTTPResponse(status: 200, body: body))
        case .failure(.httpStatus(let status)): return .success(HTTPResponse(status: status, body: Data()))
        case .failure(let failure): return .failure(failure)
        }
    }
}

@Suite("The API client")
struct ZhihuDailyAPITests {
    let day = Data(#"{"date":"20261129","stories":[{"id":1,"title":"一"},{"title":"无 id"},{"id":3,"title":"三"}]}"#.utf8)

    @Test func buildsTheAPIsPaths() async {
        let http = ScriptedHTTPClient(["https://a.test/api/4/": .success(day)])
        let api = ZhihuDailyAPI(baseURLs: ["https://a.test/api/4/"], http: http, log: RecordingLog())
        _ = await api.latest()
        _ = await api.day(before: DayStamp("20261130")!)
        _ = await api.story(StoryID(9_791_101))
        #expect(
            http.urls == [
                "https://a.test/api/4/news/latest", "https://a.test/api/4/news/before/20261130",
                "https://a.test/api/4/news/9791101",
            ])
    }

    @Test func dropsBadStoriesWithALoggedReasonAndKeepsTheDay() async throws {
        let log = RecordingLog()
        let api = ZhihuDailyAPI(
            baseURLs: ["https://a.test"], http: ScriptedHTTPClient(["https://a.test": .success(day)]), log: log)
        let result = try await api.day(before: DayStamp("20261130")!).get()
        #expect(result.stories.map(\.id.rawValue) == [1, 3])
        #expect(log.recorded == ["news/before/20261130: dropped stories[1]: 缺少 id"])
    }

    @Test func fallsBackToTheSecondHostWhenTheFirstCannotBeReachedAndSticksToIt() async throws {
        let http = ScriptedHTTPClient(["https://news-at.test": .failure(.offline), "https://daily.test": .success(day)])
        let log = RecordingLog()
        let api = ZhihuDailyAPI(baseURLs: ["https://news-at.test", "https://daily.test"], http: http, log: log)
        _ = try await api.latest().get()
        _ = try await api.day(before: DayStamp("20261130")!).get()
        #expect(
            http.urls == [
                "https://news-at.test/news/latest", "https://daily.test/news/latest",
                "https://daily.test/news/before/20261130",
            ])
        #expect(log.recorded.contains { $0.contains("using https://daily.test") })
    }

    @Test(arguments: [LoadFailure.httpStatus(404), .badData("x"), .tooLarge(8)])
    func doesNotFallBackWhenTheHostAnswered(_ failure: LoadFailure) async {
        let http = ScriptedHTTPClient(["https://news-at.test": .failure(failure), "https://daily.test": .success(day)])
        let api = ZhihuDailyAPI(
            baseURLs: ["https://news-at.test", "https://daily.test"], http: http, log: RecordingLog())
        #expect(await api.latest() == .failure(failure))
        #expect(http.urls.count == 1)
    }

    @Test func serverErrorsAndTimeoutsTryTheOtherHost() async {
        for failure in [LoadFailure.httpStatus(503), .timeout, .connection("TLS 握手失败")] {
            let http = ScriptedHTTPClient([
                "https://news-at.test": .failure(failure), "https://daily.test": .success(day),
            ])
            let api = ZhihuDailyAPI(
                baseURLs: ["https://news-at.test", "https://daily.test"], http: http, log: RecordingLog())
            #expect((try? await api.latest().get()) != nil)
        }
    }

    @Test func theDefaultIsNewsAtWithDailyAsFallbackAndAUserBaseStandsAlone() {
        #expect(
            ZhihuDailyAPI.baseURLs(userBase: nil) == [
                "https://news-at.zhihu.com/api/4", "https://daily.zhihu.com/api/4",
            ])
        #expect(ZhihuDailyAPI.baseURLs(userBase: "http://127.0.0.1:9/api/4") == ["http://127.0.0.1:9/api/4"])
    }
}
