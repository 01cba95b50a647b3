extension AppReducer {
    /// The day/night key (the app's 夜间 button), on every screen: shows the other theme, says
    /// which one it is, and asks for the choice to be remembered for the next start.
    ///
    /// The pictures on screen are asked for again at the new theme's brightness (their keys
    /// change), by the picture requests that follow every action.
    static func toggleNightMode(_ state: inout AppState) -> [Effect] {
        let theme = state.theme.toggled
        state.setTheme(theme)
        notify(theme.announcement, &state)
        return [.background(.rememberTheme(theme))]
    }
}
