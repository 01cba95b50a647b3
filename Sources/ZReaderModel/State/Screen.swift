/// Which screen is on top (under any overlay): it decides the key map, the reducer and the view.
public enum Screen: Hashable, Sendable, CaseIterable {
    case home
    case favourites
    case search
    case reader
    case comments
}
