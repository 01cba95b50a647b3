import Foundation
import ZReaderCurl
import ZReaderLoader
import ZReaderModel
import ZReaderStore

/// Builds the story loader the command line asks for: the demo edition alone (`--demo`), or the
/// cache with the API behind it (none with `--offline`) and the demo edition as the last resort;
/// and the pictures to go with it.
public enum StorySources {
    /// The loader and the reading marks for `options`, the pictures, whether it is the demo
    /// edition by request (whose marks last one run: it has no cache), and what closes the cache
    /// before exit.
    ///
    /// Pictures come from the demo edition while the app shows it (`--demo`, or standing in),
    /// else from the disk cache under the cache directory, else from the image host with the same
    /// HTTP client as the API (none with `--offline`).
    public static func loader(for options: CommandLineOptions, notices: @escaping NoticeSink)
        -> (
            loader: any StoryLoader, marks: any ReadingMarks, pictures: any PictureSource, isDemoEdition: Bool,
            closeCache: @Sendable () async -> Void
        )
    {
        let demo = DemoEditionLoader(delay: .milliseconds(Int(options.demoDelay * 1000)))
        if options.demo {
            let pictures = PictureLoader(cache: nil, network: nil, demo: demo, showsDemo: { true })
            return (demo, MemoryReadingMarks(), pictures, true, {})
        }
        let directory = CacheLocation.directory(override: options.cacheDirectory)
        let log: any EventLog =
            directory.map { FileEventLog(directory: URL(fileURLWithPath: $0)) } ?? DiscardedEventLog()
        let http = CurlHTTPClient(userAgent: userAgent)
        let network: (any StoryLoader)? =
            options.offline
            ? nil
            : ZhihuDailyAPI(baseURLs: ZhihuDailyAPI.baseURLs(userBase: options.apiBaseURL), http: http, log: log)
        let loader = OfflineFirstLoader(
            openStore: { StoreOpener.open(cacheDirectory: directory) }, network: network, demo: demo, log: log,
            notices: notices)
        let pictureCache = directory.map {
            PictureDiskCache(cacheDirectory: $0, capacityBytes: options.imageCacheMegabytes * 1_000_000)
        }
        let pictures = PictureLoader(
            cache: pictureCache, network: options.offline ? nil : http, demo: demo,
            showsDemo: { await loader.showsDemoEdition })
        return (loader, loader, pictures, false, { await loader.closeCache() })
    }

    /// Names zreader and its version to the API, as a well-behaved client does.
    public static let userAgent = "zreader/\(AppVersion.current) (terminal Zhihu Daily reader)"
}

/// An event log for when there is nowhere to write one.
struct DiscardedEventLog: EventLog {
    func record(_ line: String) {}
}
