import Foundation
import Testing
import ZReaderDomain
import ZReaderLoader
import ZReaderModel
import ZReaderScreen
import ZReaderTestSupport

/// Lists in the shapes real `news/latest` answers have had, decoded and shown on the home screen.
@Suite("Real list shapes on the home screen")
struct RealListShapeTests {
    let size = Size(columns: 100, rows: 30)

    /// The home screen after `json` arrives as today's list, with nothing cached before.
    func home(afterLatest json: String) throws -> (AppState, ScreenBuffer) {
        let decoded = try PayloadDecoder.day(from: Data(json.utf8))
        var state = AppState(screenSize: size)
        _ = AppReducer.reduce(&state, .cachedHomeLoaded(CachedHome()), now: 0)
        let feed = LatestFeed(day: decoded.day, topStories: decoded.topStories)
        _ = AppReducer.reduce(&state, .latestLoaded(.success(feed)), now: 0)
        return (state, ZReaderViewsProbe.render(state))
    }

    @Test func aLatestWithoutTopStoriesFillsTheBannerFromTheDaysPicturedStories() throws {
        // A 2016-style answer: no top_stories key at all; the second story has no picture.
        let (state, frame) = try home(
            afterLatest: """
                {"date":"20161112","stories":[
                 {"images":["https://pic1.zhimg.com/v2-aaaa.jpg"],"type":0,"id":8960001,"ga_prefix":"111222","title":"深夜的便利店都卖给了谁"},
                 {"type":0,"id":8960002,"ga_prefix":"111221","title":"没有配图的一篇"},
                 {"images":["https://pic2.zhimg.com/v2-bbbb.jpg"],"type":0,"id":8960003,"ga_prefix":"111220","title":"为什么猫总在你工作时躺上键盘"}
                ]}
                """)
        #expect(state.home.topStories.map(\.id) == [StoryID(8_960_001), StoryID(8_960_003)])
        #expect(state.home.topStories.first?.imageURL?.string == "https://pic1.zhimg.com/v2-aaaa.jpg")
        let banner = (0..<state.home.layout.bannerHeight).map { frame.text(ofRow: $0) }
        #expect(banner.contains { $0.contains("深夜的便利店都卖给了谁") }, "\(banner)")
        #expect(banner.contains { $0.contains("● ○") }, "two pages of dots: \(banner)")
    }

    @Test func aLatestWithTopStoriesKeepsThem() throws {
        let (state, _) = try home(
            afterLatest: """
                {"date":"20230425","stories":[{"images":["https://pic1.zhimg.com/a.jpg"],"type":0,"id":1,"title":"列表里的"}],
                 "top_stories":[{"image":"https://pic1.zhimg.com/b.jpg","type":0,"id":2,"title":"头条","hint":"作者 / 某人"}]}
                """)
        #expect(state.home.topStories.map(\.id) == [StoryID(2)])
    }

    @Test func aTitleWithALineBreakShowsOneSpace() throws {
        // Titles typed with a line break arrive as "\r\n" inside the JSON string.
        let (_, frame) = try home(
            afterLatest: """
                {"date":"20180301","stories":[{"type":0,"id":9670001,"title":"为什么春天容易犯困？\\r\\n医生来回答","hint":"某医生 · 3 分钟阅读"}]}
                """)
        let rows = (0..<size.rows).map { frame.text(ofRow: $0) }
        #expect(rows.contains { $0.contains("为什么春天容易犯困？ 医生来回答") }, "\(rows)")
        #expect(!rows.contains { $0.contains("？  医") })
    }
}
