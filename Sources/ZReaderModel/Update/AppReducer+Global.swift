extension AppReducer {
    /// Carries out a command that means the same on every screen, before (and instead of) the
    /// screen on top.
    static func apply(_ command: GlobalCommand, _ state: inout AppState) -> [Effect] {
        switch command {
        case .toggleHelp:
            state.stack.setHelpShown(true)
            return []
        case .togglePictures:
            return PictureReducer.toggle(&state)
        case .toggleNightMode:
            return toggleNightMode(&state)
        case .undo:
            return undo(&state)
        case .quit:
            state.isQuitting = true
            return []
        case .show(let kind):
            let (panel, effects) = kind.opened(screenSize: state.screenSize)
            state.stack.showPanel(panel)
            return effects
        }
    }

    /// The day/night key (the app's 夜间 button): shows the other theme, says which one it is, and
    /// asks for the choice to be remembered for the next start.
    ///
    /// The pictures on screen are asked for again at the new theme's brightness (their keys
    /// change), by the picture requests that follow every action.
    private static func toggleNightMode(_ state: inout AppState) -> [Effect] {
        let theme = state.theme.toggled
        state.setTheme(theme)
        notify(theme.announcement, &state)
        return [.background(.rememberTheme(theme))]
    }
}
