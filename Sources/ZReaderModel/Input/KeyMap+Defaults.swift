import ZReaderScreen

extension KeyMap {
    /// zreader's own keys: vim's, the terminal's keys beside them, and the letters of the app's
    /// buttons.
    public static let standard = KeyMap(
        screens: Dictionary(uniqueKeysWithValues: Screen.allCases.map { ($0, $0.defaultBindings) }))
}

extension Screen {
    /// The screen's own keys, from its reducer.
    fileprivate var defaultBindings: [KeyBinding] {
        switch self {
        case .home: HomeReducer.bindings
        case .panel(let panel): panel.bindings
        case .search: SearchReducer.bindings
        case .reader: ReaderReducer.bindings
        case .comments: CommentsReducer.bindings
        }
    }
}
