import Foundation
import Testing
import ZReaderDomain
import ZReaderLoader
import ZReaderScreen

@Suite("Decoding API payloads")
struct PayloadDecoderTests {
    func day(_ json: String) throws -> DecodedDay {
        try PayloadDecoder.day(from: Data(json.utf8))
    }

    @Test func decodesTheCurrentShape() throws {
        let decoded = try day(
            """
            {"date":"20230425","stories":[{"image_hue":"0xb39168","title":"昆虫为什么要进化出蛹？","url":"https://daily.zhihu.com/story/9760754","hint":"法小喵 · 4 分钟阅读","ga_prefix":"042507","images":["https://picx.zhimg.com/a.jpg"],"type":0,"id":9760754}],
             "top_stories":[{"image_hue":"0x935755","hint":"作者 / 今夕何夕","url":"https://daily.zhihu.com/story/9760718","image":"https://picx.zhimg.com/b.jpg","title":"洛阳和长安","ga_prefix":"042107","type":0,"id":9760718}]}
            """)
        #expect(decoded.day.date == DayStamp("20230425"))
        let story = try #require(decoded.day.stories.first)
        #expect(story.id == StoryID(9_760_754))
        #expect(story.hint == "法小喵 · 4 分钟阅读")
        #expect(story.imageHue == RGBColor(hex: 0xB39168))
        #expect(story.thumbnailURL?.string == "https://picx.zhimg.com/a.jpg")
        #expect(decoded.topStories.first?.imageURL?.string == "https://picx.zhimg.com/b.jpg")
        #expect(decoded.dropped.isEmpty)
    }

    @Test func toleratesMissingAndMistypedOptionalFields() throws {
        let decoded = try day(
            """
            {"date":"20180918","stories":[
              {"title":"iOS 12 正式版来了","ga_prefix":"091817","images":["https://pic2.zhimg.com/x.jpg"],"multipic":true,"type":0,"id":9696119},
              {"title":"没有图","id":2,"images":[]},
              {"title":"提示是数字","id":3,"hint":42,"image_hue":"blue","type":"x"},
              {"title":"外链","id":"4","type":1}
            ]}
            """)
        #expect(decoded.day.stories.map(\.id.rawValue) == [9_696_119, 2, 3, 4])
        #expect(decoded.day.stories[0].hint == nil && decoded.day.stories[0].imageHue == nil)
        #expect(decoded.day.stories.map(\.isMultipic) == [true, false, false, false])
        #expect(decoded.day.stories[1].thumbnailURL == nil)
        #expect(decoded.day.stories[2].hint == nil && decoded.day.stories[2].imageHue == nil)
        #expect(decoded.day.stories[3].kind == .external)
        #expect(decoded.topStories.isEmpty)
    }

    @Test func dropsStoriesWithoutIdOrTitleButKeepsTheDay() throws {
        let decoded = try day(
            """
            {"date":"20261130","stories":[{"title":"好"},{"id":5},{"id":6,"title":"  "},{"id":7,"title":"留下"},{"id":7,"title":"重复"},"x"]}
            """)
        #expect(decoded.day.stories.map(\.title) == ["留下"])
        #expect(decoded.dropped.count == 5)
        #expect(decoded.dropped[0].contains("缺少 id"))
        #expect(decoded.dropped[1].contains("缺少 title"))
    }

    @Test(arguments: [
        "not json", "{\"date\":\"20261130\"}", "{\"stories\":[]}", "{\"date\":\"2026-11-30\",\"stories\":[]}",
        "[1,2]", "{\"date\":\"20261130\",\"stories\":[{\"id\":1,\"title\":\"t\"}", "<html>502 Bad Gateway</html>",
    ])
    func rejectsPayloadsThatAreNotADay(_ json: String) {
        #expect(throws: LoadFailure.self) { try day(json) }
    }

    @Test func decodesAStoryDetailWithOrWithoutBody() throws {
        let detail = try PayloadDecoder.storyDetail(
            from: Data(
                """
                {"body":"<p>x</p>","image_source":"《西游记》","title":"瞎扯 · 如何正确地吐槽","image":"https://pic2.zhimg.com/i.jpg","share_url":"http://daily.zhihu.com/story/9602162","js":[],"ga_prefix":"090806","section":{"thumbnail":"t","id":2,"name":"瞎扯"},"type":0,"id":9602162,"css":[]}
                """.utf8))
        #expect(detail.body == "<p>x</p>" && detail.sectionName == "瞎扯" && detail.imageSource == "《西游记》")
        #expect(detail.shareURL?.string == "http://daily.zhihu.com/story/9602162")
        let external = try PayloadDecoder.storyDetail(
            from: Data(
                """
                {"theme_name":"电影日报","title":"五分钟读懂明星的花样昵称","share_url":"http://daily.zhihu.com/story/3942319","js":[],"ga_prefix":"052921","editor_name":"邹波","theme_id":3,"type":1,"id":3942319,"css":[]}
                """.utf8))
        #expect(external.body == nil && external.kind == .external)
        let nullBody = try PayloadDecoder.storyDetail(from: Data(#"{"id":1,"title":"t","body":null}"#.utf8))
        #expect(nullBody.body == nil)
    }
}
