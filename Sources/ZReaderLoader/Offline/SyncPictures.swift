import FoundationEssentials
import Synchronization
import ZReaderDomain
import ZReaderImageDecoding

/// The pictures an offline download keeps: fetched into the picture cache with the rest of a day,
/// within the cache's cap.
///
/// The pictures this run fetched or found are never what the cache evicts to make room: the cache
/// evicts the least recently used first and every picture this run touches is used now, so the
/// run stops taking pictures once its own would pass the cap's eviction target (90%). Days go
/// newest first, so the days left without pictures are the oldest asked for.
public struct SyncPictures: Sendable {
    private let cache: PictureDiskCache
    private let http: any HTTPClient
    private let options: HTTPRequestOptions
    /// The figures of a story's body, in reading order (the app's HTML module finds them).
    let figures: @Sendable (String) -> [WebURL]
    private let budget: Budget

    /// What this run has kept, against what the cache may hold of it.
    private final class Budget: Sendable {
        private let state: Mutex<(kept: Int, isFull: Bool)> = Mutex((0, false))
        let limit: Int

        init(limit: Int) { self.limit = limit }

        /// Takes `bytes` from what is left; false (and full from now on) when they do not fit.
        func take(_ bytes: Int) -> Bool {
            state.withLock { state in
                guard !state.isFull, state.kept + bytes <= limit else {
                    state.isFull = true
                    return false
                }
                state.kept += bytes
                return true
            }
        }

        var isFull: Bool { state.withLock { $0.isFull } }
    }

    /// What became of one picture.
    enum Outcome {
        /// In the cache now: fetched (with its size on the wire) or already there (0).
        case kept(fetchedBytes: Int)
        /// Not kept: the cap is reached.
        case full
        case failed(LoadFailure)
    }

    public init(
        cache: PictureDiskCache, http: any HTTPClient, figures: @escaping @Sendable (String) -> [WebURL],
        maximumBytes: Int = PictureLoader.defaultMaximumBytes
    ) {
        self.cache = cache
        self.http = http
        self.figures = figures
        options = .picture(maximumBytes: maximumBytes)
        budget = Budget(limit: cache.capacityBytes / 10 * 9)
    }

    /// Whether a picture has been left out for want of room.
    var isFull: Bool { budget.isFull }

    /// Makes sure the picture at `url` is in the cache.
    func keep(_ url: WebURL) async -> Outcome {
        if budget.isFull { return .full }
        // A hit makes the picture the most recently used, as a fetch would.
        if let cached = cache.read(url) {
            return budget.take(PictureDiskCache.fileSize(cached.count, for: url)) ? .kept(fetchedBytes: 0) : .full
        }
        guard let address = URL(string: url.string) else { return .failed(.badData("无效的图片地址")) }
        switch await http.response(for: address, options: options) {
        case .success(let response) where (200..<300).contains(response.status):
            guard ImageKind(sniffing: response.body) != nil else { return .failed(.badData("不是图片")) }
            guard budget.take(PictureDiskCache.fileSize(response.body.count, for: url)) else { return .full }
            guard cache.store(response.body, for: url) else { return .failed(.unavailable("图片缓存写入失败")) }
            return .kept(fetchedBytes: response.body.count)
        case .success(let response):
            return .failed(.httpStatus(response.status))
        case .failure(let failure):
            return .failed(failure)
        }
    }

    /// The cap, for the words that say it is reached.
    var capacityBytes: Int { cache.capacityBytes }
}
