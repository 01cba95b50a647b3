import FoundationEssentials
import ZReaderDomain
import ZReaderModel
import ZReaderScreen

/// The home list for when there is no screen to draw on (output piped, `TERM=dumb`): the banner
/// and each day's stories as plain text — a date header, then an id and a title a line — or as
/// JSON with `--json`.
public struct PlainHome: Sendable {
    public var topStories: [TopStory]
    public var days: [DayFeed]
    public var origin: ContentOrigin
    /// What the user should know about where the list came from (a cache that could not be used,
    /// a failed request), for standard error: the screen's status line has no place here.
    public var notices: [DisplayText]
    /// What was asked for and could not be fetched, so that a script can tell a short list from
    /// a complete one: standard error, the exit status and the JSON's `errors` say it.
    public var errors: [FetchError]

    /// One thing the list lacks: today's list (`latest`) or a day, and why.
    public struct FetchError: Hashable, Sendable {
        /// `latest`, or the day's `YYYYMMDD`.
        public var what: String
        public var reason: DisplayText

        public init(what: String, reason: DisplayText) {
            self.what = what
            self.reason = reason
        }

        /// The line for standard error.
        public var message: String {
            let name = DayStamp(what).map { "\($0.sectionTitle)（\(what)）" } ?? "今日新闻"
            return "\(name) 没能获取：\(reason.string)"
        }
    }

    public init(
        topStories: [TopStory], days: [DayFeed], origin: ContentOrigin, notices: [DisplayText] = [],
        errors: [FetchError] = []
    ) {
        self.topStories = topStories
        self.days = days
        self.origin = origin
        self.notices = notices
        self.errors = errors
    }

    /// Today from `loader` and up to `dayCount - 1` days before it.
    public static func load(from loader: any StoryLoader, dayCount: Int) async -> Result<PlainHome, LoadFailure> {
        let cached = await loader.cachedHome()
        let notices = cached.notice.map { [$0] } ?? []
        var errors: [FetchError] = []
        let latest: LatestFeed
        switch await loader.latest() {
        case .success(let feed):
            latest = feed
            if let reason = feed.fallbackReason {
                errors.append(FetchError(what: "latest", reason: "\(reason.summary) · 显示演示数据"))
            }
        case .failure(let failure):
            guard !cached.days.isEmpty else { return .failure(failure) }
            latest = LatestFeed(day: cached.days[0], topStories: cached.topStories, origin: .cache)
            errors.append(FetchError(what: "latest", reason: "\(failure.summary) · 显示缓存"))
        }
        var days = [latest.day]
        while days.count < dayCount, let oldest = days.last?.date, oldest > DayStamp.firstIssue {
            switch await loader.day(before: oldest) {
            case .success(let day) where !day.stories.isEmpty:
                days.append(day)
                continue
            case .success:
                // An empty day is where history ends: nothing is missing.
                break
            case .failure(let failure):
                errors.append(FetchError(what: oldest.previous.stamp, reason: failure.summary))
            }
            break
        }
        return .success(
            PlainHome(
                topStories: latest.topStories, days: days, origin: latest.origin, notices: notices, errors: errors))
    }

    /// ```
    /// 知乎日报 · 11月30日 星期一
    ///
    /// 头条
    ///   9791102  在南极越冬站工作一年，是一种什么体验？
    ///
    /// 今日新闻
    ///   9791101  为什么北方一来暖气，很多人就开始流鼻血？（耳鼻喉科老周 · 3 分钟阅读）
    /// ```
    public var text: String {
        var lines: [String] = []
        let source =
            switch origin {
            case .network: ""
            case .cache: " · 缓存"
            case .demo: " · 演示数据"
            }
        lines.append("知乎日报 · \(days.first?.date.sectionTitle ?? "")\(source)")
        if !topStories.isEmpty {
            lines.append("")
            lines.append("头条")
            lines += topStories.map { "  \($0.id)  \($0.title.string)" }
        }
        for (index, day) in days.enumerated() {
            lines.append("")
            lines.append(index == 0 ? "今日新闻" : day.date.sectionTitle.string)
            lines += day.stories.map { story in
                "  \(story.id)  \(story.title.string)" + (story.hint.map { "（\($0.string)）" } ?? "")
            }
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// The same as JSON, keys sorted, one object.
    public var json: String {
        struct Story: Encodable {
            var id: Int
            var title: String
            var hint: String?
            var url: String
        }
        struct Day: Encodable {
            var date: String
            var title: String
            var stories: [Story]
        }
        struct Problem: Encodable {
            var what: String
            var message: String
        }
        struct Home: Encodable {
            var source: String
            var topStories: [Story]
            var days: [Day]
            var errors: [Problem]

            enum CodingKeys: String, CodingKey {
                case source
                case topStories = "top_stories"
                case days
                case errors
            }
        }
        let home = Home(
            source: "\(origin)",
            topStories: topStories.map {
                Story(id: $0.id.rawValue, title: $0.title.string, hint: $0.hint?.string, url: $0.id.webAddress.string)
            },
            days: days.map { day in
                Day(
                    date: day.date.stamp, title: day.date.sectionTitle.string,
                    stories: day.stories.map {
                        Story(
                            id: $0.id.rawValue, title: $0.title.string, hint: $0.hint?.string,
                            url: $0.id.webAddress.string)
                    })
            },
            errors: errors.map { Problem(what: $0.what, message: $0.reason.string) })
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        guard let data = try? encoder.encode(home) else { return "{}\n" }
        return String(decoding: data, as: UTF8.self) + "\n"
    }
}
