import Foundation
import ZReaderCurl
import ZReaderHTML
import ZReaderLoader
import ZReaderModel
import ZReaderStore

/// Builds the story loader the command line asks for: the demo edition alone (`--demo`), or the
/// cache with the API behind it (none with `--offline`) and the demo edition as the last resort.
public enum StorySources {
    /// What the app reads stories from, keeps the user's marks in, and searches.
    public struct Sources: Sendable {
        public let loader: any StoryLoader
        public let marks: any ReadingMarks
        public let search: any StorySearch
        /// True for the demo edition by request, whose marks last one run: it has no cache.
        public let isDemoEdition: Bool
        /// Lets go of the cache before exit.
        public let closeCache: @Sendable () async -> Void
    }

    /// The sources `options` ask for.
    public static func loader(for options: CommandLineOptions, notices: @escaping NoticeSink) -> Sources {
        let demo = DemoEditionLoader(delay: .milliseconds(Int(options.demoDelay * 1000)))
        if options.demo {
            return Sources(
                loader: demo, marks: MemoryReadingMarks(), search: MemoryStorySearch.everything(in: demo),
                isDemoEdition: true, closeCache: {})
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
            notices: notices, bodyText: bodyText)
        return Sources(
            loader: loader, marks: loader, search: loader, isDemoEdition: false,
            closeCache: { await loader.closeCache() })
    }

    /// A story body's text, as search sees it.
    public static let bodyText: @Sendable (String) -> String = { html in
        ArticleParser.parse(html).plainText
    }

    /// Names zreader and its version to the API, as a well-behaved client does.
    public static let userAgent = "zreader/\(AppVersion.current) (terminal Zhihu Daily reader)"
}

/// An event log for when there is nowhere to write one.
struct DiscardedEventLog: EventLog {
    func record(_ line: String) {}
}
