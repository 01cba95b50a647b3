import ZReaderScreen

/// Which of zreader's looks is on screen: the terminal's own colours, the app's white page, or
/// its night mode (夜间模式).
///
/// The state keeps only the name; the colours belong to the views (`Theme` in ZReaderViews).
public enum ThemeName: String, Hashable, Sendable, CaseIterable {
    /// The terminal's own foreground and background: zreader's look before it had themes.
    case terminal
    /// The app's white page with its blue bars.
    case day
    /// The app's 夜间模式: a dark page, softer bars, dimmed pictures.
    case night

    /// Where the theme key goes from here: round the three looks, the terminal's own colours, day,
    /// night and back, so that every look (the terminal's too) is a press or two away.
    public var toggled: ThemeName {
        switch self {
        case .terminal: .day
        case .day: .night
        case .night: .terminal
        }
    }

    /// How bright pictures are drawn: night dims them so that a photo does not glare on the dark
    /// page; the others show them as they are.
    ///
    /// 0.75 was chosen by eye (termshots of the demo edition's banner at 120x40, 24-bit and 256
    /// colours, at 0.6, 0.7, 0.75, 0.8 and 0.9): from 0.8 up the snow still glares beside the night
    /// page; at 0.7 and below the 256-colour palette, which has no dark muted colours, turns the
    /// sky into bands of navy and grey.
    public var pictureBrightness: Double {
        self == .night ? 0.75 : 1
    }

    /// What the status line says when the key brings this theme.
    public var announcement: DisplayText {
        switch self {
        case .terminal: "终端配色"
        case .day: "日间模式"
        case .night: "夜间模式"
        }
    }

    /// The theme a start-up shows: the one asked for explicitly (the `--theme` flag, or `theme` in
    /// the config file when it is set there), else the one the key chose last time, else the
    /// terminal's own colours.
    public static func starting(explicit: ThemeName?, remembered: ThemeName?) -> ThemeName {
        explicit ?? remembered ?? .terminal
    }
}
