import ZReaderScreen

/// The whole app: the home screen, the reader when a story is open, overlays and messages.
public struct AppState: Hashable, Sendable {
    public private(set) var screenSize: Size
    public var home: HomeState
    /// The favourites list, when open (under any story opened from it).
    public var favourites: FavouritesState?
    /// The open story; nil on the home screen and the favourites list.
    public var reader: ReaderState?
    /// The comments of the open story, when shown.
    public var comments: CommentsState?
    /// Stories the user saved.
    public var favouriteStories: Set<StoryID> = []
    /// Set by `n` at the last loaded story: open the first story of the next older day when it
    /// arrives.
    public var opensNextDayWhenLoaded = false
    public var isHelpVisible = false
    public var status: StatusMessage?
    /// Where the stories come from, shown in the status line (for example "演示数据").
    public var sourceLabel: DisplayText?
    /// True when the user asked for the demo edition (`--demo`), rather than it standing in.
    public let isDemoEdition: Bool
    public var isQuitting = false
    /// Monotonic milliseconds of the latest action: drives the spinner and the banner timer.
    public var clock = 0

    /// Below this the layout cannot be drawn sensibly, and a notice is shown instead.
    public static let minimumSize = Size(columns: 20, rows: 8)

    public init(screenSize: Size, isDemoEdition: Bool = false) {
        self.screenSize = screenSize
        self.isDemoEdition = isDemoEdition
        sourceLabel = isDemoEdition ? "演示数据" : nil
        home = HomeState(screenSize: screenSize)
    }

    public var isTooSmall: Bool {
        screenSize.columns < AppState.minimumSize.columns || screenSize.rows < AppState.minimumSize.rows
    }

    /// The key map in force: of the screen on top.
    public var keyContext: KeyMap.Context {
        if comments != nil { return .comments }
        if reader != nil { return .reader }
        if favourites != nil { return .favourites }
        return .home
    }

    /// The command `key` gives now: with help shown, any key closes it.
    public func command(for key: Key) -> Command? {
        isHelpVisible ? .toggleHelp : KeyMap.command(for: key, in: keyContext)
    }

    /// Applies a new terminal size to every screen.
    public mutating func resize(to size: Size) {
        // Terminals repeat the size they already have (and the app starts with one): measuring
        // every title and re-wrapping the article again would change nothing.
        guard size != screenSize else { return }
        screenSize = size
        home.resize(to: size)
        favourites?.resize(to: size)
        reader?.resize(to: size)
        comments?.resize(to: size)
    }

    /// True while something on screen shows a spinner.
    public var isAnimating: Bool {
        if let comments { return comments.currentThread.status == .loading }
        if let reader { return reader.content == .loading }
        if let favourites { return favourites.isLoading }
        return home.olderStatus.isLoading || home.latestStatus.isLoading
    }

    /// When the run loop must wake even without input: the next spinner frame, banner turn or
    /// message expiry; nil when nothing is scheduled.
    public var nextWakeUp: Int? {
        var times: [Int] = []
        if isAnimating { times.append(clock + AppState.spinnerFrameMilliseconds) }
        if keyContext == .home, home.topStories.count > 1, let turn = home.bannerTurnsAt { times.append(turn) }
        if let expiry = status?.expiresAt { times.append(expiry) }
        return times.min()
    }

    public static let spinnerFrameMilliseconds = 120
    public static let bannerTurnMilliseconds = 5000
    public static let messageMilliseconds = 4000
}
