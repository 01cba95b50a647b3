import Foundation
import ZReaderCurl
import ZReaderLoader
import ZReaderModel
import ZReaderStore

/// Builds the story loader the command line asks for: the demo edition alone (`--demo`), or the
/// cache and the user's data file with the API behind them (none with `--offline`) and the demo
/// edition as the last resort.
public enum StorySources {
    /// The loader and the reading marks for `options`, whether it is the demo edition by request
    /// (whose marks last one run: it has no cache), and what closes the stores before exit.
    public static func loader(for options: CommandLineOptions, notices: @escaping NoticeSink)
        -> (
            loader: any StoryLoader, marks: any ReadingMarks, isDemoEdition: Bool,
            closeCache: @Sendable () async -> Void
        )
    {
        let demo = DemoEditionLoader(delay: .milliseconds(Int(options.demoDelay * 1000)))
        if options.demo {
            return (demo, MemoryReadingMarks(), true, {})
        }
        let log = eventLog(for: options)
        let http = CurlHTTPClient(userAgent: userAgent)
        let bases = ZhihuDailyAPI.baseURLs(userBase: options.apiBaseURL)
        let network: (any StoryLoader)? =
            options.offline ? nil : ZhihuDailyAPI(baseURLs: bases, http: http, log: log)
        let syncSource: (any SyncSource)? = options.offline ? nil : APISyncSource(baseURLs: bases, http: http)
        let loader = OfflineFirstLoader(
            openStores: { openStores(for: options, notices: notices) }, network: network, syncSource: syncSource,
            demo: demo, log: log, notices: notices)
        return (
            loader, loader, false,
            {
                await loader.closeCache()
                (log as? FileEventLog)?.flush()
            }
        )
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
