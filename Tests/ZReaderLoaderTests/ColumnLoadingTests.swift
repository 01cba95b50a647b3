import Foundation
import Testing
import ZReaderCurl
import ZReaderDomain
import ZReaderLoader
import ZReaderScreen
import ZReaderTestSupport

/// The columns (栏目) from the API's `sections` and `section/ID`, in the shapes of the API
/// reference §8, from the demo edition, and through the fixture server.
@Suite("Loading the columns")
struct ColumnLoadingTests {
    static let sections = Data(
        #"""
        {"data": [
          {"id": 2, "thumbnail": "https://pic3.zhimg.com/v2-0123456789abcdef0123456789abcdef.jpg", "name": "瞎扯", "description": "用别人的回答下饭"},
          {"id": 35, "name": "小事"},
          {"id": 9, "description": "没有名字的栏目不算"}
        ]}
        """#.utf8)

    /// A page in the order one report saw: oldest first.
    static let page = Data(
        #"""
        {"timestamp": 1689721198, "name": "瞎扯", "stories": [
          {"image_hue": "0x9b5442", "title": "瞎扯 · 如何正确地吐槽", "url": "https://daily.zhihu.com/story/9764567",
           "date": "20230814", "display_date": "8 月 14 日",
           "images": ["https://pica.zhimg.com/v2-50cf26a0b5112ed06d9bfe3657ef9536.jpg?source=8673f162"], "id": 9764567},
          {"image_hue": "0x7690a8", "title": "瞎扯 · 如何正确地吐槽", "url": "https://daily.zhihu.com/story/9764592",
           "date": "20230815", "display_date": "8 月 15 日",
           "images": ["https://picx.zhimg.com/v2-05cb0b187483c9eed858d1b32fb9df67.jpg?source=8673f162"], "id": 9764592},
          {"title": "没有日期的不算", "id": 9764500}
        ]}
        """#.utf8)

    @Test func sectionsAndASectionPageAreRead() throws {
        let columns = try PayloadDecoder.sections(from: Self.sections)
        #expect(columns.map(\.name) == ["瞎扯", "小事"])
        #expect(columns[0].id == 2 && columns[0].description == "用别人的回答下饭")
        #expect(columns[0].thumbnailURL?.string == "https://pic3.zhimg.com/v2-0123456789abcdef0123456789abcdef.jpg")
        let page = try PayloadDecoder.section(from: Self.page)
        #expect(page.timestamp == 1_689_721_198)
        #expect(page.name == "瞎扯")
        // Newest first, whatever order they came in.
        #expect(page.stories.map(\.story.id.rawValue) == [9_764_592, 9_764_567])
        #expect(page.stories.map(\.date.stamp) == ["20230815", "20230814"])
        #expect(page.stories[0].story.imageHue == RGBColor(hex: 0x7690A8))
        // The oldest shape calls the stories `news`.
        let old = try PayloadDecoder.section(
            from: Data(#"{"news": [{"id": 1, "title": "一", "date": "20140101"}]}"#.utf8))
        #expect(old.stories.map(\.story.title) == ["一"] && old.timestamp == nil)
        #expect(throws: LoadFailure.self) { try PayloadDecoder.sections(from: Data("[]".utf8)) }
    }

    @Test func theAPIsPathsAndAColumnKnownOnlyByName() async throws {
        let http = ScriptedHTTPClient([
            "https://a.test/api/4/sections": .success(Self.sections),
            "https://a.test/api/4/section/2": .success(Self.page),
        ])
        let api = ZhihuDailyAPI(baseURLs: ["https://a.test/api/4"], http: http, log: RecordingLog())
        let first = try await api.columnStories(DailyColumn(name: "瞎扯"), after: nil).get()
        #expect(first.origin == .network)
        let next = try #require(first.next)
        let oldest = try #require(DayStamp("20230814"))
        #expect(next == ColumnCursor(timestamp: 1_689_721_198, date: oldest, id: StoryID(9_764_567)))
        #expect(await api.columnStories(DailyColumn(id: 35, name: "小事"), after: nil) == .failure(.httpStatus(404)))
        #expect(
            http.urls == [
                "https://a.test/api/4/sections", "https://a.test/api/4/section/2",
                // Not on version 4: version 7 is asked before giving up.
                "https://a.test/api/4/section/35", "https://a.test/api/7/section/35",
            ])
        // The next page of a page is asked for with its timestamp.
        #expect(ZhihuDailyAPI.sectionPath(2, before: next.timestamp) == "section/2/before/1689721198")
    }

    @Test func version7AnswersWhenVersion4DoesNotThroughCurl() async throws {
        let server = try await FixtureServer.start(roots: [FixtureServer.demoRoot])
        try await server.setFaults(["sections": ["status:404*"], "section/2": ["status:500*"]])
        let api = ZhihuDailyAPI(
            baseURLs: [server.baseURL.absoluteString], http: CurlHTTPClient(userAgent: "t"), log: RecordingLog())
        let list = try await api.columns().get()
        #expect(list.columns.map(\.name) == ["瞎扯", "小事", "读史"])
        let page = try await api.columnStories(list.columns[0], after: nil).get()
        #expect(page.stories.count == 8)
        #expect(
            try await server.requestLog() == ["sections", "api/7/sections", "section/2", "api/7/section/2"])
    }

    @Test func aColumnIsPagedBackToItsEndThroughTheFixtureServer() async throws {
        let server = try await FixtureServer.start(roots: [FixtureServer.demoRoot])
        let api = ZhihuDailyAPI(
            baseURLs: [server.baseURL.absoluteString], http: CurlHTTPClient(userAgent: "t"), log: RecordingLog())
        var cursor: ColumnCursor?
        var counts: [Int] = []
        var days: [DayStamp] = []
        repeat {
            let page = try await api.columnStories(DailyColumn(id: 2, name: "瞎扯"), after: cursor).get()
            counts.append(page.stories.count)
            days += page.stories.map(\.date)
            cursor = page.next
        } while cursor != nil && counts.count < 10
        #expect(counts == [8, 4, 0])
        #expect(days == days.sorted(by: >), "newest first across pages")
        #expect(Set(days).count == 12)
    }

    @Test func theDemoEditionHasThreeColumnsPagedLikeTheAPI() async throws {
        let demo = DemoEditionLoader()
        let list = try await demo.columns().get()
        #expect(list.origin == .demo)
        #expect(list.columns.map(\.name) == ["瞎扯", "小事", "读史"])
        #expect(list.columns.allSatisfy { $0.description != nil && $0.thumbnailURL != nil })
        for column in list.columns {
            let picture = try #require(column.thumbnailURL)
            #expect((try? await demo.picture(at: picture.string).get()) != nil, "\(column.name)")
        }
        let first = try await demo.columnStories(DailyColumn(name: "瞎扯"), after: nil).get()
        let second = try await demo.columnStories(list.columns[0], after: first.next).get()
        let end = try await demo.columnStories(list.columns[0], after: second.next).get()
        #expect([first, second, end].map(\.stories.count) == [8, 4, 0])
        #expect(end.next == nil)
        // Every story of a column is one of the edition's, with its picture.
        for story in first.stories + second.stories {
            #expect(try await demo.story(story.story.id).get().title == story.story.title)
            let picture = try #require(story.story.thumbnailURL)
            #expect((try? await demo.picture(at: picture.string).get()) != nil)
        }
    }
}
