/// Which screen is on top (under any overlay): it decides the key map, the reducer and the view.
public enum Screen: Hashable, Sendable, CaseIterable {
    case home
    /// A panel over the home screen (the favourites).
    case panel(Panel.Kind)
    case search
    case reader
    case comments

    /// Every screen, in the order the manual and `--help` list their keys.
    public static var allCases: [Screen] {
        [.home] + Panel.Kind.allCases.map(Screen.panel) + [.search, .reader, .comments]
    }
}
