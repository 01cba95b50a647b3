import Foundation
import Synchronization
import ZReaderDomain

/// A loader whose answers wait until the test releases them, and which records every request,
/// in what order they came, and how many older days were asked for at once.
public final class GatedLoader: StoryLoader, Sendable {
    /// A request as the API would see it.
    public enum Request: Hashable, Sendable, CustomStringConvertible {
        case cachedHome
        case latest
        case before(DayStamp)
        case story(StoryID)
        case extra(StoryID)
        case comments(StoryID, CommentKind, before: Int?)

        public var description: String {
            switch self {
            case .cachedHome: "cache"
            case .latest: "news/latest"
            case .before(let date): "news/before/\(date.stamp)"
            case .story(let id): "news/\(id)"
            case .extra(let id): "story-extra/\(id)"
            case .comments(let id, let kind, let before):
                "story/\(id)/\(kind.pathSegment)" + (before.map { "/before/\($0)" } ?? "")
            }
        }
    }

    private struct Waiting {
        var request: Request
        var continuation: CheckedContinuation<Void, Never>
    }

    private struct Book {
        var log: [Request] = []
        var waiting: [Waiting] = []
        var olderDaysInFlight = 0
        var maxOlderDaysInFlight = 0
    }

    private let book = Mutex(Book())
    private let days: [DayFeed]
    private let topStories: [TopStory]
    private let cached: CachedHome
    private let commentCounts: [CommentKind: Int]
    private let failures: Mutex<[Request: LoadFailure]>
    private let bodies: [StoryID: String]

    /// Answers from `days` (today first): `before(D)` gives the day before D, or an empty day;
    /// `cachedHome()` gives `cached`; every story has `commentCounts` comments of each kind, and
    /// a body of two paragraphs unless `bodies` gives its own.
    public init(
        days: [DayFeed], topStories: [TopStory] = Fixtures.topStories, cached: CachedHome = CachedHome(),
        commentCounts: [CommentKind: Int] = [.long: 2, .short: 45], failures: [Request: LoadFailure] = [:],
        bodies: [StoryID: String] = [:]
    ) {
        self.bodies = bodies
        self.days = days
        self.topStories = topStories
        self.cached = cached
        self.commentCounts = commentCounts
        self.failures = Mutex(failures)
    }

    public var requests: [Request] { book.withLock { $0.log } }
    /// The most `before(D)` requests that were waiting at the same time.
    public var maxOlderDaysInFlight: Int { book.withLock { $0.maxOlderDaysInFlight } }
    public var pending: [Request] { book.withLock { $0.waiting.map(\.request) } }

    /// Lets the oldest waiting request answer; false when none is waiting.
    @discardableResult
    public func releaseNext() -> Bool {
        let next: Waiting? = book.withLock { book in
            book.waiting.isEmpty ? nil : book.waiting.removeFirst()
        }
        next?.continuation.resume()
        return next != nil
    }

    /// Makes `request` fail (once) with `failure` when released.
    public func fail(_ request: Request, with failure: LoadFailure) {
        failures.withLock { $0[request] = failure }
    }

    /// Waits (up to `milliseconds`) until `count` requests are waiting.
    public func waitForPending(_ count: Int, milliseconds: Int = 2000) async -> Bool {
        for _ in 0..<max(1, milliseconds / 5) {
            if book.withLock({ $0.waiting.count >= count }) { return true }
            try? await Task.sleep(for: .milliseconds(5))
        }
        return false
    }

    public func cachedHome() async -> CachedHome {
        await gate(.cachedHome)
        return cached
    }

    public func latest() async -> Result<LatestFeed, LoadFailure> {
        await gate(.latest)
        if let failure = takeFailure(.latest) { return .failure(failure) }
        guard let today = days.first else { return .failure(.unavailable("empty")) }
        return .success(LatestFeed(day: today, topStories: topStories, origin: .demo))
    }

    public func day(before date: DayStamp) async -> Result<DayFeed, LoadFailure> {
        await gate(.before(date))
        if let failure = takeFailure(.before(date)) { return .failure(failure) }
        return .success(days.first { $0.date == date.previous } ?? DayFeed(date: date.previous, stories: []))
    }

    public func story(_ id: StoryID) async -> Result<StoryDetail, LoadFailure> {
        await gate(.story(id))
        if let failure = takeFailure(.story(id)) { return .failure(failure) }
        let title =
            days.flatMap(\.stories).first { $0.id == id }?.title ?? topStories.first { $0.id == id }?.title ?? "?"
        return .success(
            StoryDetail(
                id: id, title: title,
                body: bodies[id]
                    ?? "<div class=\"question\"><h2 class=\"question-title\">\(title)</h2><div class=\"answer\"><div class=\"content\"><p>正文第一段。</p><p>正文第二段。</p></div></div></div>"
            ))
    }

    public func storyExtra(_ id: StoryID) async -> Result<StoryExtra, LoadFailure> {
        await gate(.extra(id))
        if let failure = takeFailure(.extra(id)) { return .failure(failure) }
        let long = commentCounts[.long] ?? 0
        let short = commentCounts[.short] ?? 0
        return .success(StoryExtra(popularity: 64, longComments: long, shortComments: short, comments: long + short))
    }

    /// Comments numbered down from 1000 (long) or 5000 (short), newest first, paged by 20.
    public func comments(_ id: StoryID, kind: CommentKind, before: Int?) async -> Result<[Comment], LoadFailure> {
        await gate(.comments(id, kind, before: before))
        if let failure = takeFailure(.comments(id, kind, before: before)) { return .failure(failure) }
        let top = kind == .long ? 1000 : 5000
        let all = (0..<(commentCounts[kind] ?? 0)).map { index in
            Comment(
                id: top - index, author: "读者\(index + 1)",
                content: kind == .long ? "长评第 \(index + 1) 条。" : "短评 \(index + 1)",
                likes: index, time: 1_795_968_000 - index * 60)
        }
        let start = before.map { limit in all.firstIndex { $0.id < limit } ?? all.count } ?? 0
        return .success(Array(all[start..<min(all.count, start + CommentKind.pageSize)]))
    }

    private func takeFailure(_ request: Request) -> LoadFailure? {
        failures.withLock { $0.removeValue(forKey: request) }
    }

    private func gate(_ request: Request) async {
        await withCheckedContinuation { continuation in
            book.withLock { book in
                book.log.append(request)
                book.waiting.append(Waiting(request: request, continuation: continuation))
                if case .before = request {
                    book.olderDaysInFlight += 1
                    book.maxOlderDaysInFlight = max(book.maxOlderDaysInFlight, book.olderDaysInFlight)
                }
            }
        }
        if case .before = request {
            book.withLock { $0.olderDaysInFlight -= 1 }
        }
    }
}
