import Foundation
import ZReaderDomain
import ZReaderHTML
import ZReaderModel
import ZReaderScreen
import ZReaderStore

/// Search over a ten-year cache: 3,650 days of eight stories with bodies of varied made-up Chinese
/// text, indexed as zreader indexes it, then queried with words of three or more characters and
/// of one or two; prints the index's size against its text, the indexing time, and the medians.
enum SearchBenchmark {
    /// Common words and characters the made-up text is drawn from (deterministically).
    static let vocabulary: [String] = Array(
        "的一是在不了有和人这中大为上个国我以要他时来用们生到作地于出就分对成会可主发年动同工也能下过子说产种面而方后多定行学法所民得经十三之进着等部度家电力里如水化高自二理起小物现实加量都两体制机当使点从业本去把性好应开它合还因由其些然前外天政四日那社义事平形相全表间样与关各重新线内数正心反你明看原又么利比或但质气第向道命此变条只没结解问意建月公无系军很情者最立代想已通并提直题党程展五果料象员革位入常文总次品式活设及管特件长求老头基资边流路级少图山统接知较将组见计别她手角期根论运农指几九区强放决西被干做必战先回则任取据处队南给色光门即保治北造百规热领七海口东导器压志世金增争济阶油思术极交受联什认六共权收证改清己美再采转更单风切打白教速花带安场身车例真务具万每目至达走积示议声报斗完类八离华名确才科张信马节话米整空元况今集温传土许步群广石记需段研界拉林律叫且究观越织装影算低持音众书布复容儿须际商非验连断深难近矿千周委素技备半办青省列习响约支般史感劳便团往酸历市克何除消构府称太准精值号率族维划选标写存候毛亲快效斯院查江型眼王按格养易置派层片始却专状育厂京识适属圆包火住调满县局照参红细引听该铁价严"
    ).map(String.init)

    static func run() throws -> String {
        let folder = FileManager.default.temporaryDirectory.appending(path: "zreader-search-\(getpid())").path
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let opened = StoreOpener.open(cacheDirectory: folder)
        guard let store = opened.store as? SQLiteStoryStore else { return "search: no SQLite store" }
        var random = SplitMix(seed: 20_261_201)
        let today = DayStamp(year: 2026, month: 12, day: 1) ?? DayStamp.firstIssue
        var date = today
        var stories = 0
        for day in 0..<3650 {
            let list = (0..<8).map { index in
                StorySummary(id: StoryID(10_000_000 + day * 10 + index), title: TextSanitizer.clean(text(&random, 18)))
            }
            try store.saveDay(DayFeed(date: date, stories: list), topStories: nil)
            for story in list {
                let body = "<p>" + text(&random, 1300) + "</p>"
                try store.saveStoryDetail(StoryDetail(id: story.id, title: story.title, body: body))
            }
            stories += list.count
            date = date.previous
        }
        let bodyText = { (html: String) in ArticleParser.parse(html).plainText }
        let clock = ContinuousClock()
        let indexing = try clock.measure {
            while try store.indexPending(limit: 500, bodyText: bodyText) > 0 {}
        }
        let footprint = try store.searchFootprint()
        let long = (0..<25).map { _ in text(&random, 3 + Int(random.next() % 3)) } + ["完全没有的词语"]
        let short = (0..<25).map { _ in text(&random, 1 + Int(random.next() % 2)) } + ["鸮"]
        func median(_ queries: [String]) throws -> Double {
            var samples: [Duration] = []
            for typed in queries {
                guard let query = SearchQuery(typed: typed) else { continue }
                samples.append(try clock.measure { _ = try store.search(query, limit: SearchState.limit) })
            }
            return Measurement.microseconds(Measurement.median(samples))
        }
        let index =
            footprint.indexBytes.map {
                "\($0 / 1_048_576) MB (\(Measurement.rounded(Double($0) / Double(max(1, footprint.textBytes))))× its text)"
            } ?? "not measurable (no dbstat)"
        return """
            search: \(stories) stories over 3650 days, \(footprint.textBytes / 1_048_576) MB of folded text; \
            indexed in \(Measurement.format(Measurement.microseconds(indexing))); trigram index \(index)
              3+ characters: median \(Measurement.format(try median(long))) over \(long.count) queries
              1-2 characters: median \(Measurement.format(try median(short))) over \(short.count) queries
            """
    }

    private static func text(_ random: inout SplitMix, _ length: Int) -> String {
        var text = ""
        for _ in 0..<length {
            text += vocabulary[Int(random.next() % UInt64(vocabulary.count))]
        }
        return text
    }

    /// A small seeded generator, so every run searches the same text.
    struct SplitMix {
        var state: UInt64

        init(seed: UInt64) {
            state = seed
        }

        mutating func next() -> UInt64 {
            state &+= 0x9E37_79B9_7F4A_7C15
            var value = state
            value = (value ^ (value >> 30)) &* 0xBF58_476D_1CE4_E5B9
            value = (value ^ (value >> 27)) &* 0x94D0_49BB_1331_11EB
            return value ^ (value >> 31)
        }
    }
}
