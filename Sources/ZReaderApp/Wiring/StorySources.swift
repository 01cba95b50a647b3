import FoundationEssentials
import ZReaderCurl
import ZReaderDomain
import ZReaderHTML
import ZReaderLoader
import ZReaderStore

/// Builds the story loader the command line asks for: the demo edition alone (`--demo`), or the
/// cache and the user's data file with the API behind them (none with `--offline`) and the demo
/// edition as the last resort; and the pictures to go with it.
public enum StorySources {
    /// What the app reads stories from, keeps the user's marks in, searches and takes pictures
    /// from.
    public struct Sources: Sendable {
        public let loader: any StoryLoader
        public let marks: any ReadingMarks
        public let search: any StorySearch
        public let pictures: any PictureSource
        /// True for the demo edition by request, whose marks last one run: it has no cache.
        public let isDemoEdition: Bool
        /// Lets go of the stores before exit.
        public let closeCache: @Sendable () async -> Void
        /// The days the loader holds, when it holds only some: the demo edition's.
        public var coveredDays: ClosedRange<DayStamp>? = nil
    }

    /// The sources `options` ask for.
    ///
    /// Pictures come from the demo edition while the app shows it (`--demo`, or standing in),
    /// else from the disk cache under the cache directory, else from the image host with the same
    /// HTTP client as the API (none with `--offline`).
    public static func loader(for options: CommandLineOptions, notices: @escaping NoticeSink) -> Sources {
        let demo = DemoEditionLoader(delay: .milliseconds(Int(options.demoDelay * 1000)))
        if options.demo {
            return Sources(
                loader: demo, marks: MemoryReadingMarks(), search: MemoryStorySearch.everything(in: demo),
                pictures: PictureLoader(cache: nil, network: nil, demo: demo, showsDemo: { true }),
                isDemoEdition: true, closeCache: {}, coveredDays: DemoEditionLoader.coveredDays)
        }
        let log = eventLog(for: options)
        let http = CurlHTTPClient(userAgent: userAgent)
        let bases = ZhihuDailyAPI.baseURLs(userBase: options.apiBaseURL)
        let network: (any StoryLoader)? =
            options.offline ? nil : ZhihuDailyAPI(baseURLs: bases, http: http, log: log)
        let syncSource: (any SyncSource)? = options.offline ? nil : APISyncSource(baseURLs: bases, http: http)
        let directory = CacheLocation.directory(override: options.cacheDirectory)
        let pictureCache = directory.map {
            PictureDiskCache(cacheDirectory: $0, capacityBytes: options.imageCacheMegabytes * 1_000_000)
        }
        let syncPictures = pictureCache.map { SyncPictures(cache: $0, http: http, figures: figureURLs) }
        let loader = OfflineFirstLoader(
            openStores: { openStores(for: options, notices: notices) }, network: network, syncSource: syncSource,
            syncPictures: syncPictures, demo: demo, log: log, notices: notices, bodyText: bodyText)
        let pictures = PictureLoader(
            cache: pictureCache, network: options.offline ? nil : http, demo: demo,
            showsDemo: { await loader.showsDemoEdition })
        return Sources(
            loader: loader, marks: loader, search: loader, pictures: pictures, isDemoEdition: false,
            closeCache: {
                await loader.closeCache()
                (log as? FileEventLog)?.flush()
            })
    }

    /// A story body's text, as search sees it.
    public static let bodyText: @Sendable (String) -> String = { html in
        ArticleParser.parse(html).plainText
    }

    /// The addresses of a story body's figures, in reading order, as the reader asks for them.
    public static let figureURLs: @Sendable (String) -> [WebURL] = { html in
        func image(of block: ArticleBlock) -> WebURL? {
            if case .figure(_, let url) = block { return url }
            if case .quoted(let inner) = block { return image(of: inner) }
            return nil
        }
        return ArticleParser.parse(html).blocks.compactMap(image)
    }

    /// Opens the cache (with its cap) and the user's data file where `options` put them.
    public static func openStores(for options: CommandLineOptions, notices: @escaping NoticeSink) -> OpenedStores {
        StoreOpener.open(
            cacheDirectory: CacheLocation.directory(override: options.cacheDirectory),
            dataDirectory: DataLocation.directory(override: options.dataDirectory),
            limit: .megabytes(options.cacheMegabytes), notices: notices)
    }

    /// `zreader.log` beside the cache, or nowhere without a home directory.
    public static func eventLog(for options: CommandLineOptions) -> any EventLog {
        CacheLocation.directory(override: options.cacheDirectory).map {
            FileEventLog(directory: URL(fileURLWithPath: $0))
        }
            ?? DiscardedEventLog()
    }

    /// Names zreader and its version to the API, as a well-behaved client does.
    public static let userAgent = "zreader/\(AppVersion.current) (terminal Zhihu Daily reader)"
}

/// An event log for when there is nowhere to write one.
struct DiscardedEventLog: EventLog {
    func record(_ line: String) {}
}
