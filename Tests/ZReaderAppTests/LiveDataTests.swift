import Foundation
import Testing
import ZReaderApp
import ZReaderDomain
import ZReaderModel
import ZReaderScreen
import ZReaderStore
import ZReaderTestSupport

/// The whole app against the fixture server, with a real cache on disk.
@Suite("Live data through the fixture server", .serialized)
struct LiveDataTests {
    static let today = Fixtures.today

    func dates(_ app: LiveApp) -> [String] { app.state.home.days.map(\.date.stamp) }

    @Test func asksForTodayThenEachOlderDayOnceInOrderAndCachesThem() async throws {
        let server = try await FixtureServer.start()
        let cache = try TemporaryFolder()
        let app = LiveApp(options: LiveApp.options(api: server.baseURL, cacheDirectory: cache.path))
        #expect(await app.settle { $0.home.days.count == 2 && $0.home.olderStatus == .idle })
        #expect(try await server.requestLog() == ["news/latest", "news/before/20261130"])
        #expect(app.state.sourceLabel == nil)

        for _ in 0..<3 {
            let count = app.state.home.days.count
            app.press(.character("G"))
            app.press(.character("G"))
            #expect(await app.settle { $0.home.days.count > count && $0.home.olderStatus == .idle })
        }
        await app.settleQuietly()
        // Each older day exactly once, in order, whatever the prefetch added after the G presses.
        let log = try await server.requestLog()
        let loaded = dates(app)
        #expect(loaded.count >= 5)
        #expect(log == ["news/latest"] + loaded.dropLast().map { "news/before/\($0)" })
        let store = StoreOpener.open(cacheDirectory: cache.path).store
        for date in loaded {
            #expect(try store.day(DayStamp(date)!)?.stories.isEmpty == false, "\(date) not cached")
        }
        #expect(try store.latestDay()?.topStories.count == 5)
    }

    @Test func anOfflineRestartShowsTheSameDaysFromTheCacheWithoutARequest() async throws {
        let server = try await FixtureServer.start()
        let cache = try TemporaryFolder()
        var online: [String] = []
        do {
            let app = LiveApp(options: LiveApp.options(api: server.baseURL, cacheDirectory: cache.path))
            #expect(await app.settle { $0.home.days.count == 2 && $0.home.olderStatus == .idle })
            for _ in 0..<3 {
                let count = app.state.home.days.count
                app.press(.character("G"))
                #expect(await app.settle { $0.home.days.count > count && $0.home.olderStatus == .idle })
            }
            await app.settleQuietly()
            online = dates(app)
        }
        try await server.reset()
        let offline = LiveApp(options: LiveApp.options(api: server.baseURL, cacheDirectory: cache.path, offline: true))
        #expect(await offline.settle { $0.home.latestStatus == .loaded })
        #expect(offline.state.sourceLabel == "离线 · 缓存")
        while offline.state.home.days.count < online.count {
            let count = offline.state.home.days.count
            offline.press(.character("G"))
            guard await offline.settle(until: { $0.home.days.count > count }) else { break }
        }
        #expect(Array(dates(offline).prefix(online.count)) == online)
        #expect(try await server.requestLog() == [])
    }

    @Test func aDayThatFailsOnceIsRetriedWithR() async throws {
        let server = try await FixtureServer.start()
        try await server.setFaults(["news/before/20261130": ["status:500", "ok"]])
        let cache = try TemporaryFolder()
        let app = LiveApp(options: LiveApp.options(api: server.baseURL, cacheDirectory: cache.path))
        #expect(await app.settle { if case .failed = $0.home.olderStatus { true } else { false } })
        app.press(.character("G"))
        #expect(app.lines.contains { $0.contains("加载失败 (HTTP 500) · 按 r 重试") })
        app.press(.character("r"))
        #expect(await app.settle { $0.home.days.count == 2 })
        #expect(try await server.requestLog() == ["news/latest", "news/before/20261130", "news/before/20261130"])
    }

    @Test(arguments: [
        ("malformed", "数据有误"), ("truncated", "连接中断"), ("html", "数据有误"), ("status:503", "HTTP 503"),
        ("empty", "数据有误"),
    ])
    func aBadAnswerForTodayKeepsTheCacheAndSaysWhy(_ fault: String, _ words: String) async throws {
        let server = try await FixtureServer.start()
        let cache = try TemporaryFolder()
        do {
            let first = LiveApp(options: LiveApp.options(api: server.baseURL, cacheDirectory: cache.path))
            #expect(await first.settle { $0.home.days.count == 2 && $0.home.olderStatus == .idle })
        }
        try await server.setFaults(["news/latest": ["\(fault)*"]])
        let app = LiveApp(options: LiveApp.options(api: server.baseURL, cacheDirectory: cache.path))
        // Today's answer and the cache race each other; the cache is shown whichever comes first.
        #expect(
            await app.settle {
                guard case .failed = $0.home.latestStatus else { return false }
                return !$0.home.days.isEmpty
            })
        #expect(dates(app).first == "20261130")
        let status = app.lines.last ?? ""
        #expect(status.contains("显示缓存"), "\(status)")
        #expect(status.contains(words), "\(status)")
        #expect(try StoreOpener.open(cacheDirectory: cache.path).store.latestDay()?.day.stories.isEmpty == false)
    }

    @Test func withNoCacheAndNoNetworkTheDemoEditionStandsInAndSaysSo() async throws {
        let cache = try TemporaryFolder()
        let app = LiveApp(
            options: LiveApp.options(api: URL(string: "http://127.0.0.1:9/api/4"), cacheDirectory: cache.path))
        #expect(await app.settle { !$0.home.days.isEmpty })
        #expect(app.state.sourceLabel == "演示数据 · 离线")
        #expect(app.lines.last?.contains("演示数据 · 离线") == true)
        #expect(try StoreOpener.open(cacheDirectory: cache.path).store.latestDay() == nil)
    }

    @Test func withNoCacheAndAFailingServerTheDemoEditionStandsInAndTheFailureIsNamed() async throws {
        let server = try await FixtureServer.start()
        try await server.setFaults(["news/latest": ["status:500*"]])
        let cache = try TemporaryFolder()
        let app = LiveApp(options: LiveApp.options(api: server.baseURL, cacheDirectory: cache.path))
        #expect(await app.settle { !$0.home.days.isEmpty })
        let status = app.lines.last ?? ""
        #expect(status.contains("加载失败 (HTTP 500) · 显示演示数据 · 按 r 重试"), "\(status)")
        #expect(app.state.sourceLabel == "演示数据 · 离线")
        #expect(try StoreOpener.open(cacheDirectory: cache.path).store.latestDay() == nil)
    }

    @Test func aSlowServerNeverHoldsUpTheKeys() async throws {
        let server = try await FixtureServer.start()
        try await server.setFaults(["news/latest": ["delay:10*"]])
        let cache = try TemporaryFolder()
        let app = LiveApp(options: LiveApp.options(api: server.baseURL, cacheDirectory: cache.path))
        let start = ContinuousClock.now
        app.press(.character("?"))
        #expect(app.lines.joined().contains("帮助 · 首页"))
        app.press(.character("q"), .character("q"))
        #expect(app.state.isQuitting)
        // Today's answer takes 10 s; the keys are not held up by it.
        #expect(ContinuousClock.now - start < .seconds(5))
    }

    @Test func historyEndsBeforeTheFirstIssue() async throws {
        let server = try await FixtureServer.start()
        let api = ZhihuDailyAPIProbe(base: server.baseURL)
        let day = try await api.day(before: DayStamp("20130520")!)
        #expect(day.date == DayStamp("20130519") && day.stories.isEmpty)
    }

    @Test func quirkyDaysKeepEveryGoodStory() async throws {
        let server = try await FixtureServer.start()
        let api = ZhihuDailyAPIProbe(base: server.baseURL)
        let day = try await api.day(before: DayStamp("20261126")!)
        #expect(day.stories.count == 10)
        #expect(day.stories.contains { $0.kind == .external && $0.id == StoryID(9_799_001) })
        #expect(day.stories.contains { $0.hint == nil && $0.imageHue == nil })
        let oldShape = try await api.day(before: DayStamp("20261124")!)
        #expect(oldShape.stories.allSatisfy { $0.hint == nil && $0.imageHue == nil })
    }

    @Test func aCorruptCacheIsMovedAsideAndTheUserIsTold() async throws {
        let server = try await FixtureServer.start()
        let cache = try TemporaryFolder()
        try Data(repeating: 0x5A, count: 4096).write(to: cache.url.appending(path: "cache.db"))
        let app = LiveApp(options: LiveApp.options(api: server.baseURL, cacheDirectory: cache.path))
        #expect(await app.settle { $0.home.days.count >= 1 })
        #expect(app.lines.last?.contains("缓存文件已损坏") == true, "\(app.lines.last ?? "")")
        let names = try FileManager.default.contentsOfDirectory(atPath: cache.path)
        #expect(names.contains { $0.hasPrefix("cache.db.corrupt-") })
    }

    @Test func readStoriesStayDimAcrossARestart() async throws {
        let server = try await FixtureServer.start()
        let cache = try TemporaryFolder()
        let options = LiveApp.options(api: server.baseURL, cacheDirectory: cache.path)
        var read: StoryID?
        do {
            let app = LiveApp(options: options)
            #expect(await app.settle { $0.home.latestStatus == .loaded })
            app.press(.character("j"), .enter)
            read = app.state.reader?.storyID
            #expect(await app.settle { if case .loaded = $0.reader?.content { true } else { false } })
            await app.settleQuietly()
        }
        let again = LiveApp(options: LiveApp.options(api: server.baseURL, cacheDirectory: cache.path, offline: true))
        #expect(await again.settle { !$0.home.days.isEmpty && !$0.home.readStories.isEmpty })
        #expect(again.state.home.readStories == Set([read].compactMap { $0 }))
        let row = try #require(again.state.home.layout.rows(of: StoryPosition(section: 0, index: 0))).lowerBound
        let frame = ZReaderViewsProbe.render(again.state)
        #expect(
            frame[2 + StoryRowMetrics.rowColumns(screenWidth: 80).x, row].style.foreground
                == .rgb(RGBColor(hex: 0x999999))) // the terminal theme's read grey (its hints')
    }

    @Test func favouritesAreKeptAndOpenOfflineWithTheirBodies() async throws {
        let server = try await FixtureServer.start()
        let cache = try TemporaryFolder()
        var saved: [StoryID] = []
        do {
            let app = LiveApp(options: LiveApp.options(api: server.baseURL, cacheDirectory: cache.path))
            #expect(await app.settle { $0.home.latestStatus == .loaded })
            for moves in [1, 2] {
                for _ in 0..<moves { app.press(.character("j")) }
                app.press(.enter)
                #expect(await app.settle { if case .loaded = $0.reader?.content { true } else { false } })
                app.press(.character("s"))
                saved.append(app.state.reader!.storyID)
                app.press(.character("q"))
            }
            await app.settleQuietly()
        }
        try await server.reset()
        let offline = LiveApp(options: LiveApp.options(api: nil, cacheDirectory: cache.path, offline: true))
        #expect(await offline.settle { $0.home.latestStatus == .loaded })
        #expect(offline.state.favouriteStories == Set(saved))
        offline.press(.character("F"))
        #expect(await offline.settle { $0.favourites?.isLoading == false })
        #expect(offline.state.favourites?.entries.map(\.story.id) == saved.reversed())
        offline.press(.enter)
        #expect(await offline.settle { if case .loaded = $0.reader?.content { true } else { false } })
        #expect(offline.state.reader?.storyID == saved.last)
        #expect(try await server.requestLog() == [])
    }

    @Test func commentsArePagedFromTheServerLongThenShortByBefore() async throws {
        let server = try await FixtureServer.start()
        let cache = try TemporaryFolder()
        let app = LiveApp(
            options: LiveApp.options(api: server.baseURL, cacheDirectory: cache.path), size: Size(columns: 80, rows: 24)
        )
        #expect(await app.settle { $0.home.latestStatus == .loaded && $0.home.olderStatus == .idle })
        // 9791107 carries 45 short comments in the demo edition: pages of 20, 20 and 5.
        guard let position = app.state.home.position(of: StoryID(9_791_107)) else {
            Issue.record("story 9791107 is not on the home screen")
            return
        }
        #expect(position.section == 0)
        for _ in 0..<(position.index + 1) { app.press(.character("j")) }
        app.press(.enter, .character("c"))
        for _ in 0..<6 {
            _ = await app.settle(seconds: 1) { $0.comments?.isLoading == false }
            app.press(.character("G"))
        }
        await app.settleQuietly()
        let log = try await server.requestLog().filter { $0.hasPrefix("story/9791107/") }
        // Both lists start at once; the short one then pages on its own.
        #expect(log.count == 4, "\(log)")
        #expect(Set(log.prefix(2)) == ["story/9791107/long-comments", "story/9791107/short-comments"])
        #expect(log.dropFirst(2).allSatisfy { $0.hasPrefix("story/9791107/short-comments/before/") })
        #expect(app.state.comments?.threads[.short]?.comments.count == 45)
    }

    @Test(arguments: [
        ("status:404", "HTTP 404"), ("status:500", "HTTP 500"), ("status:503", "HTTP 503"), ("html", "数据有误"),
        ("wrongtypes", "数据有误"), ("malformed", "数据有误"), ("truncated", "连接中断"), ("huge:20", "响应过大（超过 8 MB）"),
        ("close", "数据有误"),
    ])
    func aBadOlderDayShowsWhyKeepsTheDaysAndRetries(_ fault: String, _ words: String) async throws {
        let server = try await FixtureServer.start()
        let cache = try TemporaryFolder()
        let app = LiveApp(options: LiveApp.options(api: server.baseURL, cacheDirectory: cache.path))
        #expect(await app.settle { $0.home.days.count == 2 && $0.home.olderStatus == .idle })
        try await server.setFaults(["news/before/20261129": [fault, "ok"]])
        app.press(.character("G"))
        #expect(await app.settle { if case .failed = $0.home.olderStatus { true } else { false } })
        app.press(.character("G"))
        let footer = app.lines.first { $0.contains("按 r 重试") } ?? ""
        #expect(footer.contains(words), "\(footer)")
        #expect(dates(app) == ["20261130", "20261129"])
        #expect(try StoreOpener.open(cacheDirectory: cache.path).store.day(DayStamp("20261128")!) == nil)
        app.press(.character("r"))
        #expect(await app.settle { $0.home.days.count >= 3 })
    }

    @Test func aHostThatCannotBeResolvedIsOffline() async throws {
        let cache = try TemporaryFolder()
        do {
            let server = try await FixtureServer.start()
            let first = LiveApp(options: LiveApp.options(api: server.baseURL, cacheDirectory: cache.path))
            #expect(await first.settle { $0.home.days.count == 2 && $0.home.olderStatus == .idle })
        }
        let app = LiveApp(
            options: LiveApp.options(api: URL(string: "http://nonexistent.invalid/api/4"), cacheDirectory: cache.path))
        #expect(await app.settle(seconds: 15) { if case .failed = $0.home.latestStatus { true } else { false } })
        #expect(app.state.home.latestStatus == .failed(.offline))
        #expect(app.lines.last?.contains("网络不可用 · 显示缓存") == true, "\(app.lines.last ?? "")")
    }

    @Test func aCacheThatCannotBeUsedFallsBackToMemoryAndSaysSo() async throws {
        let server = try await FixtureServer.start()
        let folder = try TemporaryFolder()
        let notADirectory = folder.url.appending(path: "cache")
        try Data("not a directory".utf8).write(to: notADirectory)
        let app = LiveApp(options: LiveApp.options(api: server.baseURL, cacheDirectory: notADirectory.path))
        #expect(await app.settle { $0.home.days.count >= 1 && $0.status != nil })
        #expect(app.lines.last?.contains("内存缓存") == true, "\(app.lines.last ?? "")")
        #expect(try String(contentsOf: notADirectory, encoding: .utf8) == "not a directory")
    }
}
