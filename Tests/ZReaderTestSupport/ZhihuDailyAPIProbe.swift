import Foundation
import ZReaderCurl
import ZReaderDomain
import ZReaderLoader

/// The real API client pointed at a test server, with its answers unwrapped for assertions.
public struct ZhihuDailyAPIProbe {
    let api: ZhihuDailyAPI

    public init(base: URL) {
        api = ZhihuDailyAPI(
            baseURLs: [base.absoluteString], http: CurlHTTPClient(userAgent: "zreader-tests"), log: RecordingLog()
        )
    }

    public func day(before date: DayStamp) async throws -> DayFeed {
        try await api.day(before: date).get()
    }

    public func story(_ id: StoryID) async throws -> StoryDetail {
        try await api.story(id).get()
    }
}
