import ZReaderScreen

/// The whole app: the home screen, the stack of screens over it, the user's marks and messages.
///
/// Every field is read-only outside this module: only the reducers change the state, through
/// actions, so tests and the fuzzer reach a state the way the app does.
public struct AppState: Hashable, Sendable {
    public private(set) var screenSize: Size
    public internal(set) var home: HomeState
    public internal(set) var stack = ScreenStack()
    /// Stories the user saved.
    public internal(set) var favouriteStories: Set<StoryID> = []
    /// Set by `n` at the last loaded story: open the first story of the next older day when it
    /// arrives.
    public internal(set) var opensNextDayWhenLoaded = false
    public internal(set) var status: StatusMessage?
    /// The offline download under way (离线下载), shown in the status line; nil when none is.
    public internal(set) var download: SyncProgress?
    /// Where the stories come from, shown in the status line (for example "演示数据").
    public internal(set) var sourceLabel: DisplayText?
    /// True when the user asked for the demo edition (`--demo`), rather than it standing in.
    public let isDemoEdition: Bool
    public internal(set) var isQuitting = false
    /// Monotonic milliseconds of the latest action: drives the spinner and the banner timer.
    public internal(set) var clock = 0

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

    /// The screen on top, which reads the keys (under help, which any key closes).
    public var screen: Screen { stack.top }

    public var isHelpVisible: Bool { stack.isHelpShown }

    /// The favourites list, when open.
    public var favourites: FavouritesState? { stack.favourites }

    /// The story being read, when one is open.
    public var reader: ReaderState? { stack.reading?.reader }

    /// The comments of the story being read, when shown.
    public var comments: CommentsState? { stack.reading?.comments }

    /// The command `key` gives now: with help shown, any key closes it.
    public func command(for key: Key) -> Command? {
        isHelpVisible ? .toggleHelp : KeyMap.command(for: key, in: screen)
    }

    /// Applies a new terminal size to every screen.
    mutating func resize(to size: Size) {
        // Terminals repeat the size they already have (and the app starts with one): measuring
        // every title and re-wrapping the article again would change nothing.
        guard size != screenSize else { return }
        screenSize = size
        home.resize(to: size)
        stack.updateFavourites { $0.resize(to: size) }
        stack.updateReading { reading in
            reading.reader.resize(to: size)
            reading.updateComments { $0.resize(to: size) }
        }
    }

    /// True while something on screen shows a spinner.
    public var isAnimating: Bool {
        switch screen {
        case .comments: comments?.currentThread.status == .loading
        case .reader: reader?.content == .loading
        case .favourites: favourites?.isLoading == true
        case .home: home.olderStatus.isLoading || home.latestStatus.isLoading
        }
    }

    /// When the run loop must wake even without input: the next spinner frame, banner turn or
    /// message expiry; nil when nothing is scheduled.
    public var nextWakeUp: Int? {
        var times: [Int] = []
        if isAnimating { times.append(clock + AppState.spinnerFrameMilliseconds) }
        if screen == .home, home.topStories.count > 1, let turn = home.bannerTurnsAt { times.append(turn) }
        if let expiry = status?.expiresAt { times.append(expiry) }
        return times.min()
    }

    public static let spinnerFrameMilliseconds = 120
    public static let bannerTurnMilliseconds = 5000
    public static let messageMilliseconds = 4000
}
