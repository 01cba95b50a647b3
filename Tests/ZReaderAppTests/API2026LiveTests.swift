import Foundation
import Testing
import ZReaderApp
import ZReaderDomain
import ZReaderModel
import ZReaderScreen
import ZReaderTestSupport

/// The whole app against the API as it answers in 2026 (`Tests/Fixtures/api2026`, written in its
/// shapes): days of four stories, pictures on several `pic*.zhimg.com` hosts with `?source=`, a
/// `multipic` story a day, a page without `publish_time`, counts in the v7 shape.
@Suite("The API as it answers in 2026, live", .serialized)
struct API2026LiveTests {
    static let root = FixtureServer.packageRoot.appending(path: "Tests/Fixtures/api2026")

    @Test func fourStoryDaysFillTheScreenAndACacheOfThemOpensOffline() async throws {
        let server = try await FixtureServer.start(roots: [Self.root])
        let cache = try TemporaryFolder()
        let size = Size(columns: 120, rows: 40)
        do {
            let app = LiveApp(options: LiveApp.options(api: server.baseURL, cacheDirectory: cache.path), size: size)
            #expect(
                await app.settle(seconds: 30) { $0.home.latestStatus == .loaded && !$0.home.olderStatus.isLoading })
            await app.settleQuietly()
            // Today and the older days the first screen and the next need: more than three days.
            #expect(app.state.home.days.count >= 4, "\(app.state.home.days.map(\.date))")
            #expect(app.state.home.days.allSatisfy { $0.stories.count == 4 })
            // The list reaches the status line: no empty rows at the bottom.
            #expect(!app.lines[size.rows - 2].trimmingCharacters(in: .whitespaces).isEmpty, "\(app.lines)")
            // One 多图 a day.
            #expect(app.lines.filter { $0.contains("多图") }.count >= 1)
            await app.close()
        }
        try await server.reset()
        let offline = LiveApp(
            options: LiveApp.options(api: server.baseURL, cacheDirectory: cache.path, offline: true), size: size)
        #expect(await offline.settle(seconds: 30) { $0.home.latestStatus == .loaded && $0.home.days.count >= 4 })
        #expect(!offline.lines[size.rows - 2].trimmingCharacters(in: .whitespaces).isEmpty)
        #expect(try await server.requestLog() == [])
        await offline.close()
    }

    @Test func aPageWithoutPublishTimeAndV7Counts() async throws {
        let server = try await FixtureServer.start(roots: [Self.root])
        let cache = try TemporaryFolder()
        let app = LiveApp(options: LiveApp.options(api: server.baseURL, cacheDirectory: cache.path))
        #expect(await app.settle(seconds: 30) { $0.home.latestStatus == .loaded })
        app.press(.character("j"))
        app.press(.enter)
        #expect(await app.settle(seconds: 30) { $0.reader?.extra != nil && $0.reader?.layout != nil })
        #expect(app.state.reader?.storyID == StoryID(9_787_900))
        // The list's day, 2026-02-10, at the hour of its ga_prefix 021007.
        #expect(app.lines[1].contains("02-10 07:00"), "\(app.lines[1])")
        #expect(app.lines.last?.contains("赞 128 · 评论 21") == true, "\(app.lines.last ?? "")")
        await app.close()
    }
}
