import ZReaderDomain
import ZReaderModel
import ZReaderScreen

/// Stories and days for tests, made up deterministically.
public enum Fixtures {
    public static let today: DayStamp = {
        guard let date = DayStamp(year: 2026, month: 11, day: 30) else { preconditionFailure("a valid date") }
        return date
    }()

    /// Titles of one line (short) and of two lines (long) at 80 columns.
    public static let shortTitles: [DisplayText] = [
        "为什么冬天的第一场雪总让人兴奋？", "猫为什么喜欢把东西推下桌？", "电梯的关门键有用吗？",
        "如何评价 iPhone 15 的新设计？", "隔夜米饭为什么更适合炒饭？", "北方人真的不怕冷吗？",
    ]
    public static let longTitles: [DisplayText] = [
        "宋朝人冬天怎么取暖？为什么说一个「炭」字背后是一整座城市的经济，和一个王朝的命运？",
        "一颗卤蛋从养鸡场到便利店的货架，价格是怎么一步步涨上去的，每一环又赚了多少钱？",
    ]

    /// A day of `count` stories, ids from `firstID`; every `longEvery`-th title is long (0: none).
    public static func day(_ date: DayStamp, count: Int, firstID: Int, longEvery: Int = 0) -> DayFeed {
        DayFeed(
            date: date,
            stories: (0..<count).map { index in
                let isLong = longEvery > 0 && index % longEvery == longEvery - 1
                let title = isLong ? longTitles[index % longTitles.count] : shortTitles[index % shortTitles.count]
                return StorySummary(
                    id: StoryID(firstID + index), title: title, hint: "作者\(index + 1) · \(index % 5 + 2) 分钟阅读",
                    imageHue: RGBColor(hex: 0x305070 + UInt32(index * 0x0B0903)), gaPrefix: nil)
            })
    }

    /// Today and `olderDays` days before it, 8 stories each, every third title long.
    public static func days(olderDays: Int, storiesPerDay: Int = 8, longEvery: Int = 3) -> [DayFeed] {
        var date = today
        var result: [DayFeed] = []
        for index in 0...olderDays {
            result.append(day(date, count: storiesPerDay, firstID: 9_000_000 + index * 100, longEvery: longEvery))
            date = date.previous
        }
        return result
    }

    public static let topStories: [TopStory] = [
        TopStory(
            id: StoryID(9_100_001), title: "在南极越冬站工作一年，是一种什么体验？", hint: "作者 / 冰原上的鸟", imageHue: RGBColor(hex: 0x2E4A66)),
        TopStory(
            id: StoryID(9_100_002), title: "为什么光速是宇宙中速度的上限？", hint: "作者 / 物理系的老猫", imageHue: RGBColor(hex: 0xB39168)),
        TopStory(id: StoryID(9_100_003), title: "宋朝人冬天怎么取暖？", hint: "作者 / 汴梁旧事", imageHue: RGBColor(hex: 0x935755)),
        TopStory(id: StoryID(9_100_004), title: "明朝的驿站是怎么运转的？", hint: "作者 / 驿路", imageHue: RGBColor(hex: 0x364460)),
        TopStory(id: StoryID(9_100_005), title: "猫为什么喜欢把东西推下桌？", hint: "作者 / 猫奴", imageHue: RGBColor(hex: 0x2E3022)),
    ]

    /// A state showing `days` (and the banner) at `size`, at rest, in `theme`, reached as the app
    /// reaches it.
    ///
    /// That is: started, the days read from the cache, today's answer. An older day the view
    /// asked for then is still in flight, as it would be; so are the pictures asked for when
    /// `pictures` turns them on.
    public static func state(
        size: Size, days: [DayFeed], topStories: [TopStory] = Fixtures.topStories, pictures: PictureSettings = .off,
        preferences: Preferences = Preferences(), theme: ThemeName = .terminal,
        coveredDays: ClosedRange<DayStamp>? = nil
    ) -> AppState {
        var state = AppState(
            screenSize: size, isDemoEdition: true, pictures: pictures, preferences: preferences, theme: theme,
            coveredDays: coveredDays)
        _ = AppReducer.reduce(&state, .resized(size), now: 0)
        _ = AppReducer.reduce(&state, .started, now: 0)
        guard let first = days.first else { return state }
        _ = AppReducer.reduce(&state, .cachedHomeLoaded(CachedHome(days: days, topStories: topStories)), now: 0)
        _ = AppReducer.reduce(
            &state, .latestLoaded(.success(LatestFeed(day: first, topStories: topStories, origin: .demo))), now: 0)
        return state
    }

    /// Scrolls `state` a row at a time, as Ctrl-E and Ctrl-Y do, until it shows `offset` (or can
    /// go no further); the selection follows as it does for the user.
    public static func scroll(_ state: inout AppState, to offset: Int) {
        while state.home.scrollOffset != offset {
            let before = state.home.scrollOffset
            let command: Command = offset > before ? .scrollDown : .scrollUp
            _ = AppReducer.reduce(&state, .command(command), now: state.clock)
            if state.home.scrollOffset == before { return }
        }
    }

    /// Answers the older day `state` waits for — asking for it first with `G` when none is in
    /// flight — with what `answer` gives for the date asked before.
    public static func answerOlderDay(
        _ state: inout AppState, _ answer: (DayStamp) -> Result<DayFeed, LoadFailure>
    ) {
        if state.home.olderStatus == .idle { _ = AppReducer.reduce(&state, .command(.bottom), now: state.clock) }
        guard case .loading(let before) = state.home.olderStatus else { return }
        _ = AppReducer.reduce(&state, .olderDayLoaded(before: before, answer(before)), now: state.clock)
    }
}
