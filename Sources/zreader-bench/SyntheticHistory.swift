import ZReaderDomain
import ZReaderModel
import ZReaderScreen

/// Days of made-up stories for benchmarks: eight a day by default, a mix of one- and two-line titles.
enum SyntheticHistory {
    static let titles: [DisplayText] = [
        "为什么冬天的第一场雪总让人兴奋？", "猫为什么喜欢把东西推下桌？",
        "宋朝人冬天怎么取暖？为什么说一个「炭」字背后是一整座城市的经济，和一个王朝的命运？",
        "如何评价 iPhone 15 的新设计？", "一颗卤蛋从养鸡场到便利店，价格是怎么一步步涨上去的，每一环又赚了多少钱？",
        "北方人真的不怕冷吗？", "瞎扯 · 如何正确地吐槽", "电梯里的关门键到底有没有用？",
    ]

    /// `count` days ending `today`, `storiesPerDay` stories each (eight, as before 2023; about four
    /// in 2026), the titles taken in turn; at most ten a day (their ids are ten apart).
    static func days(_ count: Int, from today: DayStamp, storiesPerDay: Int = 8) -> [DayFeed] {
        var date = today
        var days: [DayFeed] = []
        days.reserveCapacity(count)
        for index in 0..<count {
            let stories = (0..<storiesPerDay).map { offset in
                let title = titles[offset % titles.count]
                return StorySummary(
                    id: StoryID(9_000_000 + index * 10 + offset), title: title,
                    hint: "作者 \(offset) · \(offset + 2) 分钟阅读",
                    imageHue: RGBColor(hex: 0x304050 + UInt32(offset * 0x0F0A05)))
            }
            days.append(DayFeed(date: date, stories: stories))
            date = date.previous
        }
        return days
    }

    static let topStories = (0..<5).map { index in
        TopStory(
            id: StoryID(8_000_000 + index), title: titles[index], hint: "作者 / 某人",
            imageHue: RGBColor(hex: 0x2E4A66 + UInt32(index * 0x101010)))
    }

    /// The app state with `count` days loaded, as the reducer builds it from a cache that holds
    /// them all, then today's answer.
    static func state(days count: Int, size: Size) -> AppState {
        let days = self.days(count, from: DayStamp(year: 2026, month: 11, day: 30) ?? DayStamp.firstIssue)
        var state = AppState(screenSize: size)
        _ = AppReducer.reduce(&state, .started, now: 0)
        guard let today = days.first else { return state }
        _ = AppReducer.reduce(&state, .cachedHomeLoaded(CachedHome(days: days, topStories: topStories)), now: 0)
        _ = AppReducer.reduce(&state, .latestLoaded(.success(LatestFeed(day: today, topStories: topStories))), now: 0)
        return state
    }
}
