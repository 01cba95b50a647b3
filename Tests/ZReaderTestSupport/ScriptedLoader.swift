import Synchronization
import ZReaderDomain

/// A network stand-in that answers at once from fixed days, or fails, and counts its calls.
public final class ScriptedLoader: StoryLoader {
    private let days: [DayFeed]
    private let topStories: [TopStory]
    private let failure: LoadFailure?
    private let calls = Mutex<[String]>([])

    /// Answers from `days` (today first), or with `failure` for everything when it is set.
    public init(days: [DayFeed], topStories: [TopStory] = Fixtures.topStories, failure: LoadFailure? = nil) {
        self.days = days
        self.topStories = topStories
        self.failure = failure
    }

    public var requests: [String] { calls.withLock { $0 } }

    /// Nothing: this source keeps no cache.
    public func cachedHome() async -> CachedHome { CachedHome() }

    public func latest() async -> Result<LatestFeed, LoadFailure> {
        calls.withLock { $0.append("news/latest") }
        if let failure { return .failure(failure) }
        guard let today = days.first else { return .failure(.unavailable("no days")) }
        return .success(LatestFeed(day: today, topStories: topStories, origin: .network))
    }

    public func day(before date: DayStamp) async -> Result<DayFeed, LoadFailure> {
        calls.withLock { $0.append("news/before/\(date.stamp)") }
        if let failure { return .failure(failure) }
        return .success(days.first { $0.date == date.previous } ?? DayFeed(date: date.previous, stories: []))
    }

    public func storyExtra(_ id: StoryID) async -> Result<StoryExtra, LoadFailure> {
        calls.withLock { $0.append("story-extra/\(id)") }
        if let failure { return .failure(failure) }
        return .success(StoryExtra(popularity: 10, longComments: 1, shortComments: 2, comments: 3))
    }

    public func comments(_ id: StoryID, kind: CommentKind, before: Int?) async -> Result<[Comment], LoadFailure> {
        calls.withLock { $0.append("story/\(id)/\(kind.pathSegment)") }
        if let failure { return .failure(failure) }
        return .success([Comment(id: 1, author: "甲", content: "好", likes: 0, time: 0)])
    }

    public func story(_ id: StoryID) async -> Result<StoryDetail, LoadFailure> {
        calls.withLock { $0.append("news/\(id)") }
        if let failure { return .failure(failure) }
        return .success(StoryDetail(id: id, title: "标题 \(id)", body: "<p>正文</p>"))
    }
}
