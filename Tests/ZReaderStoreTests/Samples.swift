import Testing
import ZReaderDomain
import ZReaderScreen
import ZReaderTestSupport

/// Stories, days and details for store tests, with every optional field either set or not.
enum Samples {
    static func date(_ stamp: String) throws -> DayStamp {
        try #require(DayStamp(stamp))
    }

    /// A story with every field set; an even id has several pictures (`multipic`).
    static func story(_ id: Int, title: DisplayText? = nil) -> StorySummary {
        StorySummary(
            id: StoryID(id), title: title ?? "第 \(id) 篇：为什么冬天的风更冷？", hint: "作者 \(id) · 3 分钟阅读",
            imageHue: RGBColor(hex: UInt32(0x10_2030 + id)), thumbnailURL: web("https://pic.example/\(id).jpg"),
            gaPrefix: "113007", isMultipic: id % 2 == 0)
    }

    /// A story with only the required fields, the way old payloads give it.
    static func bareStory(_ id: Int) -> StorySummary {
        StorySummary(id: StoryID(id), title: "只有标题的第 \(id) 篇")
    }

    /// A `type: 1` story.
    static func externalStory(_ id: Int) -> StorySummary {
        StorySummary(id: StoryID(id), title: "外链文章 \(id)", hint: "VOL.3090", kind: .external)
    }

    static func topStory(_ id: Int) -> TopStory {
        TopStory(
            id: StoryID(id), title: "头条 \(id)", hint: "作者 / 名字 \(id)", imageHue: RGBColor(hex: 0x6a_6358),
            imageURL: web("https://pic.example/top-\(id).jpg"))
    }

    static func day(_ stamp: String, _ ids: [Int]) throws -> DayFeed {
        DayFeed(date: try date(stamp), stories: ids.map { story($0) })
    }

    static func detail(_ id: Int, body: String?) -> StoryDetail {
        StoryDetail(
            id: StoryID(id), title: "第 \(id) 篇", body: body, imageURL: web("https://pic.example/\(id)-large.jpg"),
            imageSource: "Yestone.com 版权图片库", imageHue: RGBColor(hex: 0x4d_6b34),
            shareURL: web("http://daily.zhihu.com/story/\(id)"), kind: body == nil ? .external : .normal,
            sectionName: "瞎扯", publishTime: 1_764_460_800)
    }

    /// A story body of about `kilobytes` KB of HTML, Chinese like the real ones.
    static func body(kilobytes: Int, seed: Int) -> String {
        let sentence = "知乎日报第 \(seed) 篇的正文，讲的是冬天、暖气、南极和宋朝的炭。"
        var html = "<div class=\"question\"><h2 class=\"question-title\">问题 \(seed)</h2>"
        while html.utf8.count < kilobytes * 1024 {
            html += "<p>" + String(repeating: sentence, count: 4) + "</p>"
        }
        return html + "</div>"
    }
}
