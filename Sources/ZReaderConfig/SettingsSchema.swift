/// The general settings, in the order `--print-config` prints them: the top of the config file.
enum SettingsSchema {
    static let general: [SettingSpec] = [
        .choice(
            "theme",
            help: [
                "Colours: \"terminal\" (the terminal's own), \"day\" (the app's white page) or",
                "\"night\" (the app's 夜间模式: a dark page, dimmed pictures).",
            ], get: { $0.theme }, set: { $0.theme = $1 }),
        .choice(
            "images",
            help: ["Pictures: \"auto\" (when the terminal can show them), \"on\" or \"off\"."],
            get: { $0.images }, set: { $0.images = $1 }),
        .choice(
            "graphics",
            help: [
                "How pictures are drawn: \"auto\" (the terminal's pixels where it draws them: kitty's graphics",
                "protocol or sixel, by its brand and version), \"kitty\", \"sixel\" or \"cells\" (every terminal).",
            ], get: { $0.graphics }, set: { $0.graphics = $1 }),
        .boolean(
            "mouse",
            help: ["Capture the mouse (wheel and clicks): true or false; false leaves text selection to the terminal."],
            get: { $0.mouse }, set: { $0.mouse = $1 }),
        .choice(
            "cursor",
            help: [
                "The terminal's cursor sits on the selected story, the first line read and the prompt, where",
                "screen readers and magnifiers follow it: \"hidden\" (there, but not shown) or \"visible\".",
            ], get: { $0.cursor }, set: { $0.cursor = $1 }),
        .boolean(
            "title",
            help: [
                "Set the window title to where you are (知乎日报, a story's title) and give the terminal its own",
                "back at the end: true or false.",
            ], get: { $0.title }, set: { $0.title = $1 }),
        .boolean(
            "notify",
            help: [
                "Also send a desktop notification through the terminal (OSC 9 or OSC 777) when new stories",
                "arrive while zreader runs: true or false.",
            ], get: { $0.notify }, set: { $0.notify = $1 }),
        .integer(
            "wheel-step", range: Settings.wheelStepRange,
            help: ["Rows one notch of the mouse wheel scrolls, on every screen: 1 to 20."],
            get: { $0.wheelStep }, set: { $0.wheelStep = $1 }),
        .integer(
            "banner-interval", range: Settings.bannerIntervalRange,
            help: ["Seconds before the banner turns to the next top story: 0 (never) to 600."],
            get: { $0.bannerInterval }, set: { $0.bannerInterval = $1 }),
        .integer(
            "reader-width", range: Settings.readerWidthRange,
            help: ["The widest line of a story's text, in columns: 40 to 200 (a narrower terminal wraps sooner)."],
            get: { $0.readerWidth }, set: { $0.readerWidth = $1 }),
        ambiguousWidth,
        .string(
            "browser",
            help: [
                "The command that opens links, split at spaces; %s stands for the link, else it goes last.",
                "\"\" uses $BROWSER, else xdg-open, sensible-browser or www-browser.",
            ], requirement: "带引号的命令", shortRequirement: "带引号的命令", validated: { $0 },
            get: { $0.browser }, set: { $0.browser = $1 }),
        .integer(
            "cache-limit-mb", range: Settings.cacheLimitRange,
            help: ["The story cache's largest size in MB: 0 (no limit) to 1000000."],
            get: { $0.cacheLimitMB }, set: { $0.cacheLimitMB = $1 }),
        .integer(
            "image-cache-limit-mb", range: Settings.cacheLimitRange,
            help: ["The picture cache's largest size in MB: 0 (keep no pictures on disk) to 1000000."],
            get: { $0.imageCacheLimitMB }, set: { $0.imageCacheLimitMB = $1 }),
        .string(
            "api",
            help: [
                "The Zhihu Daily API's base URL, http:// or https://; \"\" uses https://news-at.zhihu.com/api/4",
                "and falls back to https://daily.zhihu.com/api/4.",
            ], requirement: " http:// 或 https:// 网址（或 \"\"，用内置的地址）",
            shortRequirement: " http 或 https 网址",
            validated: { $0.isEmpty ? "" : Settings.validatedAPIBaseURL($0) },
            get: { $0.apiBaseURL }, set: { $0.apiBaseURL = $1 }),
    ]

    private static let ambiguousWidth = SettingSpec(
        name: "ambiguous-width",
        help: [
            "Columns an East Asian ambiguous-width character (“ ” … — and the like) takes:",
            "\"auto\" (find out from the terminal), 1 or 2.",
        ],
        read: { value, layer in
            switch value {
            case .string("auto"): layer.ambiguousWidth = .auto
            case .integer(1): layer.ambiguousWidth = .narrow
            case .integer(2): layer.ambiguousWidth = .wide
            default:
                return SettingSpec.Mismatch(
                    message: "ambiguous-width 只能是 \"auto\"、1 或 2，不是\(value.quoted)",
                    shortMessage: "ambiguous-width 只能是 auto、1 或 2")
            }
            return nil
        },
        write: { settings in
            switch settings.ambiguousWidth {
            case .auto: "\"auto\""
            case .narrow: "1"
            case .wide: "2"
            }
        })

    private static let byName = Dictionary(general.map { ($0.name, $0) }) { first, _ in first }

    static func spec(named name: String) -> SettingSpec? { byName[name] }

    static var names: [String] { general.map(\.name) }

    /// The tables zreader reads, besides `[keys.<screen>]`.
    static let tableNames = ["keys", "colors"]
}
