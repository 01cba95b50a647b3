import FoundationEssentials
import ZReaderDomain
import ZReaderImageDecoding

/// The app's pictures: the demo edition's own when the app shows the demo edition, else the disk
/// cache, else the image host (with `--offline`, the cache only).
///
/// A picture fetched is kept in the disk cache only when its bytes are an image (an error page
/// served with status 200 is not), so the next run, or `--offline`, shows it without a request.
/// How many are fetched at once and in which order is the app state's decision, not this one's.
///
/// A picture whose headers promise more decoding than a picture may cost (`ImageDecoder.admit`:
/// hundreds of progressive scans, a frame of tens of megapixels) is refused here, before it is
/// queued for conversion, and the refusal is remembered: for the run in memory, and in the disk
/// cache in place of its bytes, so neither a resize nor the next start fetches or decodes it again.
public struct PictureLoader: PictureSource {
    /// The largest picture accepted: Zhihu's 1080-wide JPEGs are a few hundred kilobytes.
    public static let defaultMaximumBytes = 4 * 1_048_576

    private let cache: PictureDiskCache?
    private let network: (any HTTPClient)?
    private let demo: DemoEditionLoader?
    private let showsDemo: @Sendable () async -> Bool
    private let refusals = PictureRefusals()
    /// What every picture request is made with: `HTTPRequestOptions.picture`.
    public let requestOptions: HTTPRequestOptions

    /// - Parameters:
    ///   - network: the image host's client; nil makes no request at all (`--offline`).
    ///   - demo: the demo edition, whose pictures are served while `showsDemo()` says the app
    ///     shows it (always with `--demo`; when it stands in for a missing network or cache).
    public init(
        cache: PictureDiskCache?, network: (any HTTPClient)?, demo: DemoEditionLoader? = nil,
        showsDemo: @escaping @Sendable () async -> Bool = { false }, maximumBytes: Int = defaultMaximumBytes
    ) {
        self.cache = cache
        self.network = network
        self.demo = demo
        self.showsDemo = showsDemo
        requestOptions = .picture(maximumBytes: maximumBytes)
    }

    public func picture(at url: WebURL) async -> Result<Data, LoadFailure> {
        if let demo, await showsDemo() {
            return await demo.picture(at: url.string)
        }
        if refusals.contains(url) { return .failure(Self.refused) }
        switch cache?.lookup(url) {
        case .picture(let cached): return admitted(cached, for: url, keeping: false)
        case .refused:
            refusals.insert(url)
            return .failure(Self.refused)
        case nil: break
        }
        guard let network else { return .failure(.pictureNotDownloaded) }
        guard let address = URL(string: url.string) else { return .failure(.badData("无效的图片地址")) }
        let result = await network.data(from: address, options: requestOptions)
        guard case .success(let data) = result else { return result }
        guard ImageKind(sniffing: data) != nil else { return .failure(.badData("不是图片")) }
        return admitted(data, for: url, keeping: true)
    }

    /// What a picture too costly to decode fails with.
    public static let refused = LoadFailure.badData("图片过大或过于复杂，不予显示")

    /// `data` when its headers promise a decoding within budget (kept in the disk cache when
    /// `keeping`); otherwise the refusal, remembered in its place.
    private func admitted(_ data: Data, for url: WebURL, keeping: Bool) -> Result<Data, LoadFailure> {
        do throws(ImageDecodeFailure) {
            try ImageDecoder.admit(data)
        } catch {
            switch error {
            case .tooManyPixels, .tooMuchWork:
                refusals.insert(url)
                cache?.storeRefusal(for: url)
                return .failure(Self.refused)
            case .empty, .unrecognised, .unsupported, .truncated, .corrupt:
                // The converter says what is wrong with these; only the costly are remembered.
                break
            }
        }
        if keeping { cache?.store(data, for: url) }
        return .success(data)
    }
}
