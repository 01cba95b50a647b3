import Foundation
import ZReaderApp
import ZReaderModel
import ZReaderScreen

/// The app wired as `main` wires it (cache, API, demo fallback) but drawing into a fake terminal,
/// for tests against the fixture server.
public final class LiveApp: ProgramHarness {
    public let terminal: FakeTerminal
    public let program: Program
    private let closeStores: @Sendable () async -> Void

    /// - Parameter showsPictures: fetch and show pictures as `main` does (`options.images`); off,
    ///   the app has no picture source.
    public init(options: CommandLineOptions, size: Size = Size(columns: 80, rows: 24), showsPictures: Bool = false) {
        terminal = FakeTerminal(size: size)
        let mailbox = Mailbox()
        let sources = StorySources.loader(for: options) { notice in
            mailbox.post(.message(StatusMessage(notice, kind: .error)))
        }
        program = Program(
            terminal: terminal, loader: sources.loader, marks: sources.marks, search: sources.search,
            isDemoEdition: sources.isDemoEdition, pictures: showsPictures ? sources.pictures : nil,
            picturePreference: options.images, mailbox: mailbox)
        closeStores = sources.closeCache
        program.start()
        program.renderIfNeeded()
    }

    /// Options for the fixture server at `base`, a cache in `cacheDirectory` and the user's data in
    /// `dataDirectory` (by default a folder inside the cache's, so that a test never writes to the
    /// real `~/.local/share`).
    public static func options(
        api base: URL?, cacheDirectory: String, dataDirectory: String? = nil, offline: Bool = false
    ) -> CommandLineOptions {
        var options = CommandLineOptions()
        options.apiBaseURL = base?.absoluteString
        options.cacheDirectory = cacheDirectory
        options.dataDirectory = dataDirectory ?? cacheDirectory + "/test-data"
        options.offline = offline
        return options
    }

    /// Lets go of the cache and the data file as `main` does before exit (maintenance stopped, logs
    /// folded into the files).
    public func close() async {
        await closeStores()
    }

    /// Delivers background results until `condition` holds (true) or `seconds` pass (false).
    @discardableResult
    public func settle(seconds: Double = 20, until condition: (AppState) -> Bool) async -> Bool {
        let deadline = ContinuousClock.now + .milliseconds(Int(seconds * 1000))
        while ContinuousClock.now < deadline {
            program.processMailbox()
            program.renderIfNeeded()
            if condition(program.state) { return true }
            try? await Task.sleep(for: .milliseconds(10))
        }
        return condition(program.state)
    }

    /// Delivers results until no home load is in flight and nothing has arrived for `quiet`
    /// seconds (on a busy machine an answer can take longer than `quiet`).
    public func settleQuietly(quiet: Double = 0.3, seconds: Double = 20) async {
        let deadline = ContinuousClock.now + .milliseconds(Int(seconds * 1000))
        var lastChange = ContinuousClock.now
        while ContinuousClock.now < deadline,
            isLoadingHome || ContinuousClock.now - lastChange < .milliseconds(Int(quiet * 1000))
        {
            if deliverMail() { lastChange = ContinuousClock.now }
            try? await Task.sleep(for: .milliseconds(10))
        }
    }

    private var isLoadingHome: Bool {
        if case .loading = program.state.home.olderStatus { return true }
        return program.state.home.latestStatus == .loading
    }
}
