import ZReaderScreen

/// Every setting zreader reads from its config file, the environment and its flags, with the defaults.
///
/// `keys`, `screenKeys` and `colors` hold only what the configuration sets: the app's key map and
/// themes own the defaults and lay these over them.
public struct Settings: Hashable, Sendable {
    /// The colour theme.
    public enum Theme: String, Hashable, Sendable, CaseIterable {
        /// The terminal's own foreground and background.
        case terminal
        /// The app's white page.
        case day
        /// The app's 夜间模式: a dark page.
        case night
    }

    /// Whether pictures are shown.
    public enum ImageMode: String, Hashable, Sendable, CaseIterable {
        /// When the terminal can show them.
        case auto
        case on
        case off
    }

    /// How pictures are drawn: the terminal's pixels where it has them, or cells.
    public enum Graphics: String, Hashable, Sendable, CaseIterable {
        /// The best the terminal draws, by its brand and version.
        case auto
        /// The kitty graphics protocol.
        case kitty
        /// Sixel.
        case sixel
        /// Cells only.
        case cells
    }

    /// Whether the terminal's cursor is shown (it is always where a screen reader looks for it).
    public enum Cursor: String, Hashable, Sendable, CaseIterable {
        case hidden
        case visible
    }

    /// How many columns an East Asian ambiguous-width character (“ ” … — and the like) takes.
    public enum AmbiguousWidth: Hashable, Sendable, CaseIterable {
        /// Found out from the terminal.
        case auto
        case narrow
        case wide
    }

    public var theme: Theme = .terminal
    public var images: ImageMode = .auto
    public var graphics: Graphics = .auto
    /// Capture the mouse (wheel and clicks); off leaves the terminal's own text selection alone.
    public var mouse = true
    /// Show the terminal's cursor on the selected row, the first line read, the prompt.
    public var cursor: Cursor = .hidden
    /// Set the window title to where you are, restoring the terminal's own at the end.
    public var title = true
    /// Send a desktop notification through the terminal when new stories arrive.
    public var notify = false
    /// Rows one wheel notch scrolls, the same on every screen.
    public var wheelStep = 3
    /// Seconds before the banner turns to the next top story; 0 never turns it.
    public var bannerInterval = 5
    /// The widest line of a story's text, in columns.
    public var readerWidth = 80
    public var ambiguousWidth: AmbiguousWidth = .auto
    /// The command that opens links; empty for `$BROWSER`, else `xdg-open` and its kin.
    public var browser = ""
    /// The story cache's largest size in megabytes; 0 for no cap.
    public var cacheLimitMB = 500
    /// The picture cache's largest size in megabytes; 0 keeps none on disk.
    public var imageCacheLimitMB = 200
    /// The API's base URL, http or https, without a trailing slash; empty for the built-in host and
    /// its fallback.
    public var apiBaseURL = ""
    /// Keys for commands on every screen that has them (`[keys]`): command name → keys.
    public var keys: [String: [Key]] = [:]
    /// Keys for commands on one screen (`[keys.<screen>]`): screen name → command name → keys.
    public var screenKeys: [String: [String: [Key]]] = [:]
    /// Colours laid over the theme's (`[colors]`): colour name → colour.
    public var colors: [String: RGBColor] = [:]

    public init() {}

    public static let wheelStepRange = 1...20
    public static let bannerIntervalRange = 0...600
    public static let readerWidthRange = 40...200
    /// A terabyte is more cache than anyone means; a larger number is a typo.
    public static let cacheLimitRange = 0...1_000_000

    /// `text` as an API base URL (http or https with a host, no whitespace, no trailing slash), or
    /// nil when it is not one; the command line's `--api` and `ZREADER_API` use the same rule.
    public static func validatedAPIBaseURL(_ text: String) -> String? {
        let lowered = text.lowercased()
        guard lowered.hasPrefix("http://") || lowered.hasPrefix("https://"),
            let afterScheme = text.split(separator: "/", omittingEmptySubsequences: true).dropFirst().first,
            !afterScheme.isEmpty, !text.contains(where: { $0.isWhitespace || $0.isControlCharacter })
        else { return nil }
        return text.hasSuffix("/") ? String(text.dropLast()) : text
    }
}

extension Character {
    /// A C0 or C1 control character, or DEL.
    var isControlCharacter: Bool {
        unicodeScalars.contains { $0.properties.generalCategory == .control }
    }
}
