import ZReaderModel
import ZReaderScreen

/// Renders the whole app state into a screen buffer: `frame = render(state)`, nothing else.
///
/// The screen on top takes every row but the last, the status line the last; help lies over the
/// screen's rows.
public struct AppView: ScreenView {
    var state: AppState
    var theme: Theme

    /// Renders in the state's theme with `colors` laid over its palette.
    public static func render(
        _ state: AppState, depth: ColorDepth, colors: ColorOverrides = ColorOverrides()
    ) -> ScreenBuffer {
        var buffer = ScreenBuffer(size: state.screenSize)
        render(state, depth: depth, colors: colors, into: &buffer)
        return buffer
    }

    /// Renders into an existing buffer, reusing its storage when it has the state's size.
    ///
    /// Every cell starts as the theme's page, so that what the views leave blank shows the page
    /// too: in day and night a real background on each cell, never the terminal's own.
    public static func render(
        _ state: AppState, depth: ColorDepth, colors: ColorOverrides = ColorOverrides(),
        into buffer: inout ScreenBuffer
    ) {
        let theme = Theme(state.theme, depth: depth, overrides: colors)
        let page = Cell(style: theme.page)
        if buffer.size != state.screenSize {
            buffer = ScreenBuffer(size: state.screenSize, fill: page)
        } else {
            buffer.fill(buffer.bounds, with: page)
        }
        AppView(state: state, theme: theme).render(in: buffer.bounds, into: &buffer)
    }

    /// The window title for `state`: where you are, the story's title in the reader and its
    /// comments, else the app's name.
    public static func title(_ state: AppState) -> DisplayText {
        switch state.screen {
        case .reader: state.reader?.title ?? appName
        case .comments: state.comments?.title ?? appName
        case .home, .panel, .search: appName
        }
    }

    static let appName: DisplayText = "知乎日报"

    func render(in area: Rect, into buffer: inout ScreenBuffer) {
        guard !area.isEmpty else { return }
        if state.isTooSmall {
            TooSmallNotice(theme: theme).render(in: area, into: &buffer)
            return
        }
        let (content, statusLine) = area.splitBottom(rows: 1)
        let spinner = Spinner.frame(atClock: state.clock, period: AppState.spinnerFrameMilliseconds)
        screenView(spinner: spinner).render(in: area, into: &buffer)
        StatusLineView(state: state, theme: theme).render(in: statusLine, into: &buffer)
        if state.isHelpVisible {
            HelpOverlay(
                screen: state.screen, scroll: state.stack.helpScroll, size: state.screenSize, keyMap: state.keyMap,
                theme: theme
            )
            .render(in: content, into: &buffer)
        }
    }

    /// The view of the screen on top.
    private func screenView(spinner: DisplayText) -> any ScreenView {
        switch state.screen {
        case .comments:
            guard let comments = state.comments else { return EmptyView() }
            return CommentsScreenView(comments: comments, theme: theme, spinner: spinner)
        case .reader:
            guard let reader = state.reader else { return EmptyView() }
            return ReaderScreenView(
                reader: reader, isFavourite: state.favouriteStories.contains(reader.storyID), theme: theme,
                spinner: spinner, pictures: state.pictures, currentYear: state.home.today?.year)
        case .panel:
            return state.stack.panel?.accept(PanelViews(state: state, theme: theme, spinner: spinner)) ?? EmptyView()
        case .search:
            guard let search = state.search else { return EmptyView() }
            return SearchResultsView(
                search: search, readStories: state.home.readStories, theme: theme, spinner: spinner,
                currentYear: state.home.currentYear)
        case .home:
            return HomeScreenView(
                home: state.home, favouriteStories: state.favouriteStories, pictures: state.pictures, theme: theme,
                spinner: spinner)
        }
    }
}

/// Nothing: what a screen with no state to show draws.
private struct EmptyView: ScreenView {
    func render(in area: Rect, into buffer: inout ScreenBuffer) {}
}
