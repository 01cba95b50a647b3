import ZReaderDomain
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
    /// What `u` takes back: the favourite removed last or the story marked read last, whichever
    /// came later; nil once it is undone or done again by hand.
    public internal(set) var undoable: UndoableAction?
    /// Set by `n` at the last loaded story: open the first story of the next older day when it
    /// arrives.
    public internal(set) var opensNextDayWhenLoaded = false
    /// The message in the status line.
    ///
    /// Every message goes away by itself, errors and notices
    /// later than passing ones, so none hides where the stories come from (演示数据, 缓存) for
    /// long: what lasts is said where it belongs (the banner, the footer, the reader). A warning
    /// about the user's own set-up starts its time only at the first key or click, so that it is
    /// not gone before anyone looked (`startWarningClock`).
    /// A message belongs to the screen it was said on (`StatusMessage.screen`) and is shown there
    /// only (`visibleStatus`).
    public internal(set) var status: StatusMessage? {
        didSet {
            guard let message = status, message.kind != .warning else { return }
            if message.screen == nil {
                let top = stack.top
                status?.screen = top
            }
            guard message.expiresAt == nil else { return }
            let lifetime =
                message.kind == .info ? AppState.noticeMilliseconds : AppState.errorMessageMilliseconds
            status?.expiresAt = clock + lifetime
        }
    }

    /// The message the screen on top shows: its own, or a warning; a message said on another
    /// screen waits there until it expires.
    public var visibleStatus: StatusMessage? {
        guard let status, status.screen == nil || status.screen == screen else { return nil }
        return status
    }

    /// The user did something: a warning still waiting for its time gets it now.
    mutating func startWarningClock() {
        guard var message = status, message.kind == .warning, message.expiresAt == nil else { return }
        message.expiresAt = clock + AppState.errorMessageMilliseconds
        status = message
    }
    /// The digits typed before a command (`5j`, `3o`), until the command comes.
    public internal(set) var pendingCount: Int?
    /// How many searches have been asked for: each numbers its answer, so that only the newest is shown.
    public internal(set) var searchRequests = 0
    /// What was entered at the prompts, for Up and Down.
    public internal(set) var promptHistory = PromptHistory()
    /// The offline download under way (离线下载), shown in the status line; nil when none is.
    public internal(set) var download: SyncProgress?
    /// Where the stories come from, shown in the status line (for example "演示数据").
    public internal(set) var sourceLabel: DisplayText?
    /// True when the user asked for the demo edition (`--demo`), rather than it standing in.
    public let isDemoEdition: Bool
    /// The days the edition read holds, when it holds only some (the demo edition's twelve): the
    /// date prompt says which, and a jump elsewhere says so rather than showing an empty day.
    public let coveredDays: ClosedRange<DayStamp>?
    public internal(set) var isQuitting = false
    /// Where the last run left the home list, while the start may still go back there.
    var homeReturn = HomeReturn()
    /// Monotonic milliseconds of the latest action: drives the spinner and the banner timer.
    public internal(set) var clock = 0
    /// The pictures converted for the screen, and whether pictures are shown at all.
    public internal(set) var pictures: PictureState
    /// The settings that change behaviour: wheel step, banner interval, reader width.
    public let preferences: Preferences
    /// The keys of every screen, as the settings remapped them.
    public let keyMap: KeyMap
    /// The look on screen; the day/night key changes it.
    public private(set) var theme: ThemeName

    /// Below this the layout cannot be drawn sensibly, and a notice is shown instead.
    public static let minimumSize = Size(columns: 20, rows: 8)

    /// - Parameters:
    ///   - pictures: off unless told: a state made without them looks as zreader did before it had
    ///     pictures.
    ///   - theme: the terminal's own colours unless told.
    public init(
        screenSize: Size, isDemoEdition: Bool = false, pictures: PictureSettings = .off,
        preferences: Preferences = Preferences(), keyMap: KeyMap = .standard, theme: ThemeName = .terminal,
        coveredDays: ClosedRange<DayStamp>? = nil
    ) {
        self.screenSize = screenSize
        self.preferences = preferences
        self.keyMap = keyMap
        self.isDemoEdition = isDemoEdition
        self.coveredDays = coveredDays
        sourceLabel = isDemoEdition ? "演示数据" : nil
        home = HomeState(screenSize: screenSize)
        self.pictures = PictureState(settings: pictures)
        self.theme = theme
        self.pictures.settings.brightness = theme.pictureBrightness
        home.setPicturesShown(pictures.isEnabled)
    }

    /// Shows `theme`, with pictures converted again at its brightness (the ones already kept for
    /// the other brightness stay, so switching back is instant).
    mutating func setTheme(_ theme: ThemeName) {
        self.theme = theme
        pictures.settings.brightness = theme.pictureBrightness
    }

    public var isTooSmall: Bool {
        screenSize.columns < AppState.minimumSize.columns || screenSize.rows < AppState.minimumSize.rows
    }

    /// The screen on top, which reads the keys (under help, which any key closes).
    public var screen: Screen { stack.top }

    public var isHelpVisible: Bool { stack.isHelpShown }

    /// The prompt in the status line, while one is open.
    public var prompt: PromptState? {
        if case .prompt(let prompt) = stack.overlay { prompt } else { nil }
    }

    /// The search results, when shown (under any story opened from them).
    public var search: SearchState? { stack.search }

    /// The favourites list, when open.
    public var favourites: FavouritesState? { stack.favourites }

    /// The columns screen, when open.
    public var columns: ColumnsState? { stack.columns }

    /// The story being read, when one is open.
    public var reader: ReaderState? { stack.reading?.reader }

    /// The comments of the story being read, when shown.
    public var comments: CommentsState? { stack.reading?.comments }

    /// The action `key` gives now: text for a prompt or the link labels; with help shown, the
    /// screen's command for it (help pages or closes); over a figure shown full screen, help for
    /// the help key and a return to the text for any other; a digit starts or extends a count;
    /// else the command of the screen on top, where next-story's key steps to the next match
    /// while a find with matches is shown in the reader, and Esc ends that find.
    public func action(for key: Key) -> Action? {
        if prompt != nil || (screen == .reader && reader?.hints != nil) { return .typed(key) }
        if isHelpVisible { return .command(keyMap.command(for: key, in: screen) ?? .toggleHelp) }
        if screen == .reader, reader?.viewedFigure != nil {
            let command = keyMap.command(for: key, in: screen)
            return command == .toggleHelp ? .command(.toggleHelp) : .typed(key)
        }
        if pendingCount != nil, key == .escape { return .cancelCount }
        if case .character(let character) = key, let digit = character.wholeNumberValue, character.isASCII,
            digit > 0 || pendingCount != nil
        {
            return .countDigit(digit)
        }
        if key == .escape, screen == .reader, reader?.activeFind != nil { return .typed(key) }
        let command = keyMap.command(for: key, in: screen)
        if command == .nextStory, screen == .reader, reader?.activeFind != nil { return .command(.nextMatch) }
        return command.map(Action.command)
    }

    /// Applies a new terminal size to every screen.
    mutating func resize(to size: Size) {
        // Terminals repeat the size they already have (and the app starts with one): measuring
        // every title and re-wrapping the article again would change nothing.
        guard size != screenSize else { return }
        screenSize = size
        home.resize(to: size)
        stack.resize(to: size)
    }

    /// True while something on screen shows a spinner.
    public var isAnimating: Bool {
        switch screen {
        case .comments: comments?.isLoading == true
        case .reader: reader?.content == .loading
        case .panel: stack.panel?.isAnimating == true
        case .search: search?.status == .searching
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
        if let due = prompt?.searchDueAt { times.append(due) }
        return times.min()
    }

    public static let spinnerFrameMilliseconds = 120
    public static let messageMilliseconds = 4000
    /// How long an error stays in the status line.
    public static let errorMessageMilliseconds = 10_000
    /// How long a notice said once (the cache's, the config file's) stays.
    public static let noticeMilliseconds = 15_000
    /// A story left this soon after the opening that marked it read is offered back as unread.
    public static let mistakenOpenMilliseconds = 5000
}
