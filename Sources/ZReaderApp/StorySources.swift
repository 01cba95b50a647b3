import Foundation
import ZReaderCurl
import ZReaderLoader
import ZReaderModel
import ZReaderStore

/// Builds the story loader the command line asks for: the demo edition alone (`--demo`), or the
/// cache with the API behind it (none with `--offline`) and the demo edition as the last resort.
public enum StorySources {
    /// The loader and the reading marks for `options`, whether it is the demo edition by request
    /// (whose marks last one run: it has no cache), and what closes the cache before exit.
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
        let directory = CacheLocation.directory(override: options.cacheDirectory)
        let log: any EventLog =
            directory.map { FileEventLog(directory: URL(fileURLWithPath: $0)) } ?? DiscardedEventLog()
        let network: (any StoryLoader)? =
            options.offline
            ? nil
            : ZhihuDailyAPI(
                baseURLs: ZhihuDailyAPI.baseURLs(userBase: options.apiBaseURL),
                http: CurlHTTPClient(userAgent: userAgent), log: log)
        let loader = OfflineFirstLoader(
            openStore: { StoreOpener.open(cacheDirectory: directory) }, network: network, demo: demo, log: log,
            notices: notices)
        return (loader, loader, false, { await loader.closeCache() })
    }

    /// Names zreader and its version to the API, as a well-behaved client does.
    public static let userAgent = "zreader/\(AppVersion.current) (terminal Zhihu Daily reader)"
}

/// An event log for when there is nowhere to write one.
struct DiscardedEventLog: EventLog {
    func record(_ line: String) {}
}
