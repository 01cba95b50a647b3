import FoundationEssentials
import Synchronization
import ZReaderDomain

/// The Zhihu Daily API v4 over HTTP: builds the request paths, tries the hosts in order and
/// decodes the answers.
///
/// With the default base URL, a failure to reach `news-at.zhihu.com` (offline, timeout,
/// connection error, HTTP 5xx) is retried on `daily.zhihu.com`, which serves the same paths; the
/// host that answered is used first from then on. With a base URL of the user's, only that one.
public final class ZhihuDailyAPI: StoryLoader {
    public static let defaultBaseURL = "https://news-at.zhihu.com/api/4"
    public static let fallbackBaseURL = "https://daily.zhihu.com/api/4"

    private let bases: [String]
    private let http: any HTTPClient
    private let log: any EventLog
    /// The base that answered last: tried first next time.
    private let preferred = Mutex(0)

    /// - Parameter baseURLs: tried in order until one is reachable.
    public init(baseURLs: [String], http: any HTTPClient, log: any EventLog) {
        bases = baseURLs.map { $0.hasSuffix("/") ? String($0.dropLast()) : $0 }
        self.http = http
        self.log = log
    }

    /// The bases for a user's `--api` value, or the default host with its fallback.
    public static func baseURLs(userBase: String?) -> [String] {
        if let userBase, !userBase.isEmpty { return [userBase] }
        return [defaultBaseURL, fallbackBaseURL]
    }

    /// Nothing: this source keeps no cache.
    public func cachedHome() async -> CachedHome { CachedHome() }

    public func latest() async -> Result<LatestFeed, LoadFailure> {
        await decodeDay("news/latest").map { LatestFeed(day: $0.day, topStories: $0.topStories, origin: .network) }
    }

    public func day(before date: DayStamp) async -> Result<DayFeed, LoadFailure> {
        await decodeDay("news/before/\(date.stamp)").map(\.day)
    }

    public func story(_ id: StoryID) async -> Result<StoryDetail, LoadFailure> {
        await fetch("news/\(id)", decodedWith: PayloadDecoder.storyDetail)
    }

    public func storyExtra(_ id: StoryID) async -> Result<StoryExtra, LoadFailure> {
        await fetch("story-extra/\(id)", decodedWith: PayloadDecoder.storyExtra)
    }

    public func comments(_ id: StoryID, kind: CommentKind, before: Int?) async -> Result<[Comment], LoadFailure> {
        await fetch(ZhihuDailyAPI.commentsPath(id, kind: kind, before: before), decodedWith: PayloadDecoder.comments)
    }

    func fetch<Value>(
        _ path: String, apiVersion: Int? = nil, decodedWith decode: (Data) throws(LoadFailure) -> Value
    ) async -> Result<Value, LoadFailure> {
        await fetch(path, apiVersion: apiVersion).flatMap { data in
            Result { () throws(LoadFailure) in try decode(data) }
        }
    }

    /// `story/ID/long-comments`, or `…/before/C` for the page after comment C.
    public static func commentsPath(_ id: StoryID, kind: CommentKind, before: Int?) -> String {
        let path = "story/\(id)/\(kind.pathSegment)"
        return before.map { "\(path)/before/\($0)" } ?? path
    }

    private func decodeDay(_ path: String) async -> Result<DecodedDay, LoadFailure> {
        let result = await fetch(path, decodedWith: PayloadDecoder.day)
        if case .success(let decoded) = result {
            for reason in decoded.dropped {
                log.record("\(path): dropped \(reason)")
            }
        }
        return result
    }

    /// GETs `path` from the preferred base, then from the others while the failure is about
    /// reaching the host; with `apiVersion`, from that version of the API beside a base that ends
    /// in `/api/4` (the columns still answered on `api/7` in 2023).
    func fetch(_ path: String, apiVersion: Int? = nil) async -> Result<Data, LoadFailure> {
        let first = preferred.withLock { $0 }
        var lastFailure = LoadFailure.offline
        for step in 0..<bases.count {
            let index = (first + step) % bases.count
            var base = bases[index]
            if let apiVersion {
                guard base.hasSuffix("/api/4") else { return .failure(.unavailable("API 版本不可用")) }
                base = base.dropLast(1) + String(apiVersion)
            }
            guard let url = URL(string: "\(base)/\(path)") else {
                return .failure(.badData("无效的 API 地址"))
            }
            switch await http.data(from: url) {
            case .success(let data):
                if index != first {
                    preferred.withLock { $0 = index }
                    log.record("using \(bases[index]) after \(bases[first]) failed")
                }
                return .success(data)
            case .failure(let failure):
                lastFailure = failure
                guard failure.isReachability else { return .failure(failure) }
            }
        }
        return .failure(lastFailure)
    }
}
