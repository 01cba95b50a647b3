import Foundation
import ZReaderDemoEdition
import ZReaderModel

/// Serves the embedded demo edition with the API's semantics: `day(before: D)` answers the day
/// before D, and a day the edition does not hold answers an empty day (the end of history, as the
/// real API does before 2013-05-19). Never touches the network.
public struct DemoEditionLoader: StoryLoader {
    /// Added before every answer, so the loading footer and non-blocking input can be seen.
    public var delay: Duration

    public init(delay: Duration = .zero) {
        self.delay = delay
    }

    /// Nothing: this source keeps no cache.
    public func cachedHome() async -> CachedHome { CachedHome() }

    public func latest() async -> Result<LatestFeed, LoadFailure> {
        await wait()
        guard let data = DemoEditionFiles.data(forPath: "news/latest") else {
            return .failure(.unavailable("演示数据缺失"))
        }
        do {
            let decoded = try PayloadDecoder.day(from: data)
            return .success(LatestFeed(day: decoded.day, topStories: decoded.topStories, origin: .demo))
        } catch {
            return .failure(error)
        }
    }

    public func day(before date: DayStamp) async -> Result<DayFeed, LoadFailure> {
        await wait()
        guard let data = DemoEditionFiles.data(forPath: "news/before/\(date.stamp)") else {
            return .success(DayFeed(date: date.previous, stories: []))
        }
        do {
            return .success(try PayloadDecoder.day(from: data).day)
        } catch {
            return .failure(error)
        }
    }

    public func story(_ id: StoryID) async -> Result<StoryDetail, LoadFailure> {
        await wait()
        guard let data = DemoEditionFiles.data(forPath: "news/\(id)") else {
            return .failure(.unavailable("演示数据中没有这篇文章"))
        }
        do {
            return .success(try PayloadDecoder.storyDetail(from: data))
        } catch {
            return .failure(error)
        }
    }

    public func storyExtra(_ id: StoryID) async -> Result<StoryExtra, LoadFailure> {
        await wait()
        guard let data = DemoEditionFiles.data(forPath: "story-extra/\(id)") else {
            return .failure(.unavailable("演示数据中没有这篇文章的评论数"))
        }
        return Result { () throws(LoadFailure) in try PayloadDecoder.storyExtra(from: data) }
    }

    /// A page the edition does not hold is empty: the end of that list.
    public func comments(_ id: StoryID, kind: CommentKind, before: Int?) async -> Result<[Comment], LoadFailure> {
        await wait()
        guard let data = DemoEditionFiles.data(forPath: ZhihuDailyAPI.commentsPath(id, kind: kind, before: before)) else {
            return .success([])
        }
        return Result { () throws(LoadFailure) in try PayloadDecoder.comments(from: data) }
    }

    private func wait() async {
        if delay > .zero {
            try? await Task.sleep(for: delay)
        }
    }
}
