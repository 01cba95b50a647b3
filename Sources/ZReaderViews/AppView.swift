import ZReaderModel
import ZReaderScreen

/// Renders the whole app state into a screen buffer: `frame = render(state)`, nothing else.
public enum AppView {
    public static func render(_ state: AppState, depth: ColorDepth) -> ScreenBuffer {
        var buffer = ScreenBuffer(size: state.screenSize)
        render(state, depth: depth, into: &buffer)
        return buffer
    }

    /// Renders into an existing buffer of the state's size, reusing its storage.
    public static func render(_ state: AppState, depth: ColorDepth, into buffer: inout ScreenBuffer) {
        if buffer.size != state.screenSize {
            buffer = ScreenBuffer(size: state.screenSize)
        } else {
            buffer.fill(buffer.bounds, with: .blank)
        }
        guard buffer.size.columns > 0, buffer.size.rows > 0 else { return }
        let theme = Theme(depth: depth)
        if state.isTooSmall {
            drawTooSmall(into: &buffer, state: state)
            return
        }
        let spinner = Spinner.frame(atClock: state.clock, period: AppState.spinnerFrameMilliseconds)
        switch state.screen {
        case .comments:
            if let comments = state.comments {
                CommentsScreenView(comments: comments, theme: theme, spinner: spinner).draw(into: &buffer)
            }
        case .reader:
            if let reader = state.reader {
                ReaderScreenView(
                    reader: reader, isFavourite: state.favouriteStories.contains(reader.storyID), theme: theme,
                    spinner: spinner
                ).draw(into: &buffer)
            }
        case .favourites:
            if let favourites = state.favourites {
                FavouritesScreenView(
                    favourites: favourites, readStories: state.home.readStories, theme: theme, spinner: spinner,
                    currentYear: state.home.days.first?.date.year
                ).draw(into: &buffer)
            }
        case .home:
            HomeScreenView(
                home: state.home, favouriteStories: state.favouriteStories, theme: theme, spinner: spinner
            ).draw(into: &buffer)
        }
        StatusLineView(state: state, theme: theme).draw(into: &buffer, row: buffer.size.rows - 1)
        if state.isHelpVisible {
            HelpOverlay(context: state.screen, theme: theme)
                .draw(into: &buffer, area: Rect(x: 0, y: 0, width: buffer.size.columns, height: buffer.size.rows - 1))
        }
    }

    /// Below 20×8: a short notice, centred as far as it fits, and nothing else.
    private static func drawTooSmall(into buffer: inout ScreenBuffer, state: AppState) {
        let minimum = AppState.minimumSize
        let lines = ["终端太小", "terminal too small", "≥ \(minimum.columns)×\(minimum.rows)"]
        let top = max(0, (buffer.size.rows - lines.count) / 2)
        for (index, line) in lines.enumerated() {
            let text = LineWrapper.truncate(line, width: buffer.size.columns)
            let x = max(0, (buffer.size.columns - TextWidth.width(of: text)) / 2)
            buffer.write(text, at: Point(x: x, y: top + index), style: CellStyle(attributes: .bold))
        }
    }
}
