import FoundationEssentials
import ZReaderDemoEdition
import ZReaderDomain

/// Serves the embedded demo edition with the API's semantics: `day(before: D)` answers the day
/// before D, and a day the edition does not hold answers an empty day (the end of history, as the
/// real API does before 2013-05-19).
///
/// Never touches the network.
public struct DemoEditionLoader: StoryLoader {
    /// Added before every answer, so the loading footer and non-blocking input can be seen.
    public var delay: Duration

    public init(delay: Duration = .zero) {
        self.delay = delay
    }

    /// The days the edition holds: the latest day's and each one a `news/before/D` answers (D's
    /// eve), first to last; nil if it held none.
    public static let coveredDays: ClosedRange<DayStamp>? = {
        let befores = DemoEditionFiles.paths.compactMap { path -> DayStamp? in
            guard path.hasPrefix("news/before/") else { return nil }
            return DayStamp(String(path.dropFirst("news/before/".count)))?.previous
        }
        let latest = DemoEditionFiles.data(forPath: "news/latest").flatMap {
            try? PayloadDecoder.day(from: $0).day.date
        }
        let days = befores + (latest.map { [$0] } ?? [])
        guard let first = days.min(), let last = days.max() else { return nil }
        return first...last
    }()

    /// Nothing: this source keeps no cache.
    public func cachedHome() async -> CachedHome { CachedHome() }

    public func latest() async -> Result<LatestFeed, LoadFailure> {
        await load("news/latest", ifMissing: .failure(.unavailable("演示数据缺失"))) { data throws(LoadFailure) in
            let decoded = try PayloadDecoder.day(from: data)
            return LatestFeed(day: decoded.day, topStories: decoded.topStories, origin: .demo)
        }
    }

    public func day(before date: DayStamp) async -> Result<DayFeed, LoadFailure> {
        await load("news/before/\(date.stamp)", ifMissing: .success(DayFeed(date: date.previous, stories: []))) {
            data throws(LoadFailure) in try PayloadDecoder.day(from: data).day
        }
    }

    public func story(_ id: StoryID) async -> Result<StoryDetail, LoadFailure> {
        await load("news/\(id)", ifMissing: .failure(.unavailable("演示数据中没有这篇文章")), PayloadDecoder.storyDetail)
    }

    public func storyExtra(_ id: StoryID) async -> Result<StoryExtra, LoadFailure> {
        await load(
            "story-extra/\(id)", ifMissing: .failure(.unavailable("演示数据中没有这篇文章的评论数")), PayloadDecoder.storyExtra)
    }

    /// A page the edition does not hold is empty: the end of that list.
    public func comments(_ id: StoryID, kind: CommentKind, before: Int?) async -> Result<[Comment], LoadFailure> {
        await load(
            ZhihuDailyAPI.commentsPath(id, kind: kind, before: before), ifMissing: .success([]), PayloadDecoder.comments
        )
    }

    /// The bytes of the edition's picture for an image URL of its JSON (a banner, a thumbnail, a
    /// header or a figure in a body), after `delay` like every answer; `.unavailable` when the
    /// edition has no picture for that URL.
    public func picture(at url: String) async -> Result<Data, LoadFailure> {
        await wait()
        guard let name = DemoEditionPictures.fileName(forURL: url), let data = DemoEditionPictures.data(named: name)
        else { return .failure(.unavailable("演示数据中没有这张图片")) }
        return .success(data)
    }

    /// The edition's file for the request `path`, decoded; `missing` when the edition lacks it.
    func load<Value>(
        _ path: String, ifMissing missing: Result<Value, LoadFailure>,
        _ decode: (Data) throws(LoadFailure) -> Value
    ) async -> Result<Value, LoadFailure> {
        await wait()
        guard let data = DemoEditionFiles.data(forPath: path) else { return missing }
        return Result { () throws(LoadFailure) in try decode(data) }
    }

    private func wait() async {
        if delay > .zero {
            try? await Task.sleep(for: delay)
        }
    }
}
