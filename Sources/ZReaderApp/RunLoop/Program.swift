import ZReaderDomain
import ZReaderModel
import ZReaderScreen
import ZReaderViews

/// Runs zreader: input and loader results become actions, actions change the state and start
/// effects, and the state is rendered into frames for the terminal.
///
/// Everything here runs on one thread: the terminal is only touched from it, and background
/// results arrive through the mailbox. Tests drive the same steps one at a time.
public final class Program {
    public private(set) var state: AppState
    public let terminal: any TerminalBackend
    public let mailbox: Mailbox
    private let runner: EffectRunner
    private let browser: BrowserLauncher
    private let clock: () -> Int
    /// The config's `[colors]`, laid over whichever theme is on screen.
    private let colors: ColorOverrides
    /// The frame being drawn and the one the terminal shows, diffed into the cells to write.
    private var frames: Frames
    private var needsRender = true
    /// The window title the terminal was last given.
    private var shownTitle: DisplayText?
    /// Images to send to the terminal, or delete, before the next frame (kitty's protocol).
    private var pendingImages: [KittyImageCommand] = []
    /// What the terminal draws in pixels over the cells (sixel, kitty direct placement).
    private let overlays: PixelOverlays

    /// - Parameters:
    ///   - pictures: where pictures come from; nil shows none (and the toggle key cannot either).
    ///   - picturePreference: `--images`, resolved against the terminal's colour depth.
    ///   - theme: the theme to start in (`ThemeName.starting(explicit:remembered:)` decides it).
    ///   - colors: the config's `[colors]` (`ColorOverrides(settings.colors)`).
    ///   - themeMemory: where the day/night key's choice is kept for the next start
    ///     (`ThemeMemoryFile.standard()`); nil keeps it for this run only.
    ///   - pictureFormat: how the terminal draws pictures (its profile's method, where this build
    ///     draws it) and its cell size in pixels; cells unless told.
    ///   - imageMSB: the top byte of this process's kitty image ids; random unless a test fixes it.
    ///   - clock: monotonic milliseconds; tests pass a fixed one.
    ///   - coveredDays: the days the loader holds, when it holds only some (the demo edition).
    public init(
        terminal: any TerminalBackend, loader: any StoryLoader, marks: any ReadingMarks, search: any StorySearch,
        isDemoEdition: Bool, pictures: (any PictureSource)? = nil, picturePreference: PicturePreference = .auto,
        pictureFormat: PictureFormat = .cells, imageMSB: UInt8 = UInt8.random(in: 1...255),
        preferences: Preferences = Preferences(), keyMap: KeyMap = .standard, theme: ThemeName = .terminal,
        colors: ColorOverrides = ColorOverrides(), themeMemory: (any ThemeMemory)? = nil,
        browser: BrowserLauncher = BrowserLauncher(), mailbox: Mailbox = Mailbox(),
        clock: @escaping () -> Int = Program.monotonicMilliseconds(), coveredDays: ClosedRange<DayStamp>? = nil
    ) {
        self.terminal = terminal
        self.mailbox = mailbox
        self.clock = clock
        self.browser = browser
        self.colors = colors
        let depth = pictures == nil ? .monochrome : terminal.colorDepth
        // Pixels need an image id in a colour: 256 colours or 24-bit.
        let format =
            depth == .trueColor || depth == .palette256
            ? pictureFormat : PictureFormat(method: .cells, cellPixels: pictureFormat.cellPixels)
        runner = EffectRunner(
            loader: loader, marks: marks, search: search, pictures: pictures, themeMemory: themeMemory,
            mailbox: mailbox, pictureFormat: format)
        state = AppState(
            screenSize: terminal.size, isDemoEdition: isDemoEdition,
            pictures: PictureSettings(
                preference: picturePreference, depth: depth, method: format.method, imageMSB: imageMSB),
            preferences: preferences, keyMap: keyMap, theme: theme, coveredDays: coveredDays)
        frames = Frames(size: terminal.size)
        overlays = PixelOverlays(format: format, pictures: pictures, wakeUp: mailbox, now: clock())
    }

    /// A clock of milliseconds since it was made.
    public static func monotonicMilliseconds() -> () -> Int {
        let start = ContinuousClock.now
        return {
            let elapsed = ContinuousClock.now - start
            return Int(elapsed.components.seconds) * 1000 + Int(elapsed.components.attoseconds / 1_000_000_000_000_000)
        }
    }

    /// Runs until the user quits.
    public func run() {
        start()
        while !state.isQuitting {
            processMailbox()
            if state.isQuitting { break }
            renderIfNeeded()
            let timeout = [state.nextWakeUp, overlays.deadline].compactMap { $0 }.min().map { max(0, $0 - clock()) }
            for event in terminal.readEvents(timeoutMilliseconds: timeout, wakeUp: mailbox) {
                handle(event)
            }
            if let wakeUp = state.nextWakeUp, clock() >= wakeUp {
                dispatch(.tick)
            }
        }
    }

    /// Takes the terminal's size and asks for today's stories.
    public func start() {
        dispatch(.resized(terminal.size))
        dispatch(.started)
    }

    /// Applies one terminal event.
    public func handle(_ event: InputEvent) {
        // After a resize or a suspension the terminal keeps nothing of what it showed where the new
        // frame goes.
        switch event {
        case .resize, .resumed:
            frames.invalidate()
            overlays.inputArrived(at: clock())
        case .key, .mouse: overlays.inputArrived(at: clock())
        case .terminated: break
        }
        if let action = InputTranslator.action(for: event, in: state) {
            dispatch(action)
        }
    }

    /// Applies every result the background work has posted.
    public func processMailbox() {
        for action in mailbox.drain() {
            dispatch(action)
        }
    }

    /// Draws the state if anything changed since the last frame.
    public func renderIfNeeded() {
        guard needsRender else {
            drawOverlaysIfDue()
            return
        }
        let state = self.state
        let depth = terminal.colorDepth
        let colors = self.colors
        frames.draw { AppView.render(state, depth: depth, colors: colors, into: &$0) }
        var update = frames.takeUpdate()
        update.images = pendingImages
        pendingImages.removeAll()
        decorate(&update)
        let title = AppView.title(state)
        if title != shownTitle {
            update.title = title
            shownTitle = title
        }
        if terminal.draw(update) == .needsFullUpdate {
            frames.invalidate()
            frames.draw { AppView.render(state, depth: depth, colors: colors, into: &$0) }
            var full = frames.takeUpdate()
            decorate(&full)
            _ = terminal.draw(full)
        }
        needsRender = false
    }

    /// Adds what the terminal draws in pixels over the frame just taken.
    private func decorate(_ update: inout FrameUpdate) {
        let pictures = state.pictures
        overlays.decorate(&update, placements: frames.shownPlacements, now: clock()) { pictures.key(for: $0) }
    }

    /// Whether pictures drawn in pixels once the screen is still are being made off the loop (for
    /// tests, which wait for them).
    var isMakingPixels: Bool { overlays.isMaking }

    /// Draws what waited for a still screen (sixel pictures) over the frame shown, once it is due.
    private func drawOverlaysIfDue() {
        guard overlays.isDue(now: clock()), var update = frames.unchangedUpdate else { return }
        decorate(&update)
        guard !update.after.isEmpty || !update.eraseRows.isEmpty else { return }
        _ = terminal.draw(update)
    }

    public func dispatch(_ action: Action) {
        let effects = AppReducer.reduce(&state, action, now: clock())
        needsRender = true
        for effect in effects {
            switch effect {
            case .background(let work): runner.run(work)
            case .terminal(let work): perform(work)
            }
        }
    }

    /// Carries out what needs the terminal, here on the loop's thread, and says how it went.
    private func perform(_ effect: TerminalEffect) {
        switch effect {
        case .openInBrowser(let url): dispatch(.message(openInBrowser(url)))
        case .copyToClipboard(let url): dispatch(.message(copyToClipboard(url)))
        case .notify(let text): terminal.notify(text)
        // Sent with the next frame, before its cells: the frame this reduce leads to.
        case .sendImages(let commands):
            pendingImages += commands
            overlays.note(commands)
        }
    }

    /// Runs the browser with the terminal handed over to it, here on the loop's thread: curses
    /// must be left before and taken back after.
    private func openInBrowser(_ url: WebURL) -> StatusMessage {
        guard let command = browser.command(for: url.string) else {
            return StatusMessage("找不到浏览器：请设置 $BROWSER 或安装 xdg-open", kind: .error)
        }
        renderIfNeeded()
        var outcome = BrowserLauncher.Outcome.notFound
        terminal.suspend {
            outcome = browser.run(command)
        }
        frames.invalidate()
        dispatch(.terminalRestored(terminal.size))
        switch outcome {
        case .opened(let program): return StatusMessage("已用 \(TextSanitizer.clean(program)) 打开")
        case .notFound: return StatusMessage("找不到浏览器：请设置 $BROWSER 或安装 xdg-open", kind: .error)
        case .failed(let program, let status):
            return StatusMessage("\(TextSanitizer.clean(program)) 打开失败（状态 \(status)）", kind: .error)
        }
    }

    private func copyToClipboard(_ url: WebURL) -> StatusMessage {
        terminal.copyToClipboard(url.string)
            ? StatusMessage("链接已复制：\(url.display)")
            : StatusMessage("无法复制：终端不接受", kind: .error)
    }
}
