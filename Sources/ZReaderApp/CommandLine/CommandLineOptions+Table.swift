import ZReaderConfig
import ZReaderModel
import ZReaderScreen
import ZReaderTerminal

extension CommandLineOptions {
    /// Every command, the reader first: what the parser accepts and `--help` lists.
    public static let commandTable: [CommandSpec] = [
        CommandSpec(.read, words: [], help: "read Zhihu Daily (the default)"),
        CommandSpec(
            .sync, words: ["sync"],
            help: "离线下载: fetch today and the days before it, with bodies, into the cache"),
        CommandSpec(
            .exportFavourites, words: ["favourites", "export"],
            help: "print the favourites (收藏夹) with their stories, as JSON or Markdown"),
        CommandSpec(
            .importFavourites, words: ["favourites", "import"], operand: "FILE",
            help: "add the favourites of an export; those already kept stay as they are"),
    ]

    private static let everyCommand = Set(Command.allCases)
    private static let networkCommands: Set<Command> = [.read, .sync]

    /// Every option, in the order `--help` lists them.
    public static let optionTable: [OptionSpec] = [
        OptionSpec(
            ["--offline"], help: ["read the cache only (the demo edition if it is empty); no requests"],
            commands: [.read], synopsis: "[--offline | --demo]"
        ) { options, _ in options.offline = true },
        OptionSpec(
            ["--demo"], help: ["read the embedded demo edition only (twelve days; no cache, no network)"],
            commands: [.read]
        ) { options, _ in options.demo = true },
        OptionSpec(
            ["--api"], value: "URL",
            help: [
                "the API's base URL (default https://news-at.zhihu.com/api/4,",
                "falling back to https://daily.zhihu.com/api/4)",
            ], commands: networkCommands, synopsis: "[--api URL]"
        ) { options, value throws(UsageError) in
            options.apiBaseURL = try validatedBaseURL(value, source: "--api")
            options.settingFlags.apiBaseURL = options.apiBaseURL
        },
        OptionSpec(
            ["--cache-dir"], value: "DIR",
            help: ["where the cache lives (default $XDG_CACHE_HOME/zreader,", "else ~/.cache/zreader)"],
            commands: everyCommand, synopsis: "[--cache-dir DIR]"
        ) { options, value throws(UsageError) in
            guard !value.isEmpty else { throw UsageError(message: "--cache-dir 需要一个目录") }
            options.cacheDirectory = value
        },
        OptionSpec(
            ["--data-dir"], value: "DIR",
            help: [
                "where favourites and read marks live (default $XDG_DATA_HOME/zreader,",
                "else ~/.local/share/zreader); never inside the cache",
            ], commands: everyCommand, synopsis: "[--data-dir DIR]"
        ) { options, value throws(UsageError) in
            guard !value.isEmpty else { throw UsageError(message: "--data-dir 需要一个目录") }
            options.dataDirectory = value
        },
        OptionSpec(
            ["--cache-mb"], value: "N",
            help: [
                "cap the cache at N megabytes (default 500; 0 for no cap): the least", "recently read days go first",
            ],
            commands: networkCommands, synopsis: "[--cache-mb N]"
        ) { options, value throws(UsageError) in
            options.cacheMegabytes = try number(
                value, in: 0...1_000_000, "--cache-mb 的值是 0 到 1000000 之间的兆字节数")
            options.settingFlags.cacheLimitMB = options.cacheMegabytes
        },
        OptionSpec(
            ["--demo-delay"], value: "SECONDS", help: ["wait this long before every demo answer (to see loading)"],
            commands: [.read], synopsis: "[--demo-delay SECONDS]"
        ) { options, value throws(UsageError) in
            guard let seconds = Double(value), seconds >= 0, seconds <= 600, seconds.isFinite else {
                throw UsageError(message: "--demo-delay 的值是 0 到 600 之间的秒数，不是“\(printable(value))”")
            }
            options.demoDelay = seconds
        },
        OptionSpec(
            ["--no-mouse"], help: ["leave the mouse to the terminal (text selection works)"], commands: [.read],
            synopsis: "[--no-mouse]"
        ) { options, _ in
            options.mouse = false
            options.settingFlags.mouse = false
        },
        OptionSpec(
            ["--cursor"], value: "STATE",
            help: [
                "the terminal's cursor, on the selected story and the prompt for",
                "screen readers: hidden (there, not shown; the default) or visible",
            ], commands: [.read], synopsis: "[--cursor hidden|visible]"
        ) { options, value throws(UsageError) in
            guard let cursor = Settings.Cursor(rawValue: value) else {
                throw UsageError(message: "--cursor 的值是 hidden 或 visible，不是“\(printable(value))”")
            }
            options.settingFlags.cursor = cursor
        },
        OptionSpec(
            ["--no-title"], help: ["leave the window title alone (by default it says where you are)"],
            commands: [.read], synopsis: "[--no-title]"
        ) { options, _ in
            options.setsTitle = false
            options.settingFlags.title = false
        },
        OptionSpec(
            ["--colors"], value: "DEPTH", help: ["force the colour depth: 24bit, 256, 8 or none"], commands: [.read],
            synopsis: "[--colors 24bit|256|8|none]"
        ) { options, value throws(UsageError) in
            guard let depth = ColorDepth(rawValue: value) else {
                throw UsageError(message: "--colors 的值是 24bit、256、8 或 none，不是“\(printable(value))”")
            }
            options.colors = depth
        },
        OptionSpec(
            ["--ambiguous-width"], value: "N",
            help: [
                "columns the terminal gives East Asian Ambiguous characters",
                "(· … — “” ① ※): 1 or 2 (default: ask the terminal at start-up)",
            ], commands: [.read], synopsis: "[--ambiguous-width 1|2]"
        ) { options, value throws(UsageError) in
            guard let width = Int(value).flatMap(AmbiguousWidth.init(rawValue:)) else {
                throw UsageError(message: "--ambiguous-width 的值是 1 或 2，不是“\(printable(value))”")
            }
            options.ambiguousWidth = width
            options.settingFlags.ambiguousWidth = width == .wide ? .wide : .narrow
        },
        OptionSpec(
            ["--images"], value: "WHEN",
            help: [
                "pictures (banner, thumbnails, story header): auto (on at 256",
                "colours and 24-bit, off at 8 colours and without colour), on",
                "(also a coarse picture at 8 colours), off (无图模式); i toggles",
            ], commands: [.read], synopsis: "[--images auto|on|off]"
        ) { options, value throws(UsageError) in
            guard let preference = PicturePreference(rawValue: value) else {
                throw UsageError(message: "--images 的值是 auto、on 或 off，不是“\(printable(value))”")
            }
            options.images = preference
            options.settingFlags.images = Settings.ImageMode(rawValue: preference.rawValue)
        },
        OptionSpec(
            ["--graphics"], value: "HOW",
            help: [
                "how pictures are drawn: auto (the terminal's own pixels where",
                "it draws them, by its brand and version), kitty, sixel or cells",
            ], commands: [.read], synopsis: "[--graphics auto|kitty|sixel|cells]"
        ) { options, value throws(UsageError) in
            guard let graphics = Settings.Graphics(rawValue: value) else {
                throw UsageError(message: "--graphics 的值是 auto、kitty、sixel 或 cells，不是“\(printable(value))”")
            }
            options.settingFlags.graphics = graphics
        },
        OptionSpec(
            ["--image-cache-mb"], value: "N",
            help: ["keep at most N MB of pictures in the cache (default 200; 0: none)"], commands: [.read, .sync],
            synopsis: "[--image-cache-mb N]"
        ) { options, value throws(UsageError) in
            options.imageCacheMegabytes = try number(
                value, in: 0...100_000, "--image-cache-mb 的值是 0 到 100000 之间的兆字节数")
            options.settingFlags.imageCacheLimitMB = options.imageCacheMegabytes
        },
        OptionSpec(
            ["--json"],
            help: ["when not on a terminal, print the list as JSON instead of text;", "with favourites export, JSON"],
            commands: [.read, .exportFavourites], synopsis: "[--json]"
        ) { options, _ throws(UsageError) in
            options.json = true
            try options.askForExportFormat(.json)
            options.asksForPipeOutput = true
        },
        OptionSpec(
            ["--days"], value: "N", help: ["when not on a terminal, print N days (default 3, today included)"],
            commands: [.read], synopsis: "[--days N]"
        ) { options, value throws(UsageError) in
            options.days = try number(value, in: 1...365, "--days 的值是 1 到 365 之间的天数")
            options.asksForPipeOutput = true
        },
        OptionSpec(
            ["--days"], value: "N", help: ["with sync, also fetch the N days before today (default 7)"],
            commands: [.sync], synopsis: "[--days N]"
        ) { options, value throws(UsageError) in
            options.syncDays = try number(value, in: 0...3650, "--days 的值是 0 到 3650 之间的天数")
        },
        OptionSpec(
            ["--no-bodies"], help: ["with sync, fetch the lists and counts but not the stories' bodies"],
            commands: [.sync], synopsis: "[--no-bodies]"
        ) { options, _ in options.syncBodies = false },
        OptionSpec(
            ["--no-pictures"], help: ["with sync, fetch no pictures (banner, thumbnails, figures)"],
            commands: [.sync], synopsis: "[--no-pictures]"
        ) { options, _ in options.syncPictures = false },
        OptionSpec(
            ["--no-comments"], help: ["with sync, fetch no comments"], commands: [.sync], synopsis: "[--no-comments]"
        ) { options, _ in options.syncComments = false },
        OptionSpec(
            ["--markdown"], help: ["with favourites export, a Markdown list (not for import)"],
            commands: [.exportFavourites], synopsis: "[--markdown]"
        ) { options, _ throws(UsageError) in try options.askForExportFormat(.markdown) },
        OptionSpec(
            ["--theme"], value: "THEME",
            help: ["colours: terminal (the terminal's own), day (the app's white page),", "night (夜间模式)"],
            commands: [.read], synopsis: "[--theme terminal|day|night]"
        ) { options, value throws(UsageError) in
            guard let theme = Settings.Theme(rawValue: value) else {
                throw UsageError(message: "--theme 的值是 terminal、day 或 night，不是“\(printable(value))”")
            }
            options.settingFlags.theme = theme
        },
        OptionSpec(
            ["--config"], value: "FILE",
            help: ["read this config file instead of $XDG_CONFIG_HOME/zreader/config.toml"],
            commands: everyCommand, synopsis: "[--config FILE]"
        ) { options, value throws(UsageError) in
            guard !value.isEmpty else { throw UsageError(message: "--config 需要一个文件") }
            options.configPath = value
        },
        OptionSpec(
            ["--print-config"], help: ["print the settings in effect as a config file, every one explained, and exit"],
            commands: [.read]
        ) { options, _ in
            if options.mode == .run { options.mode = .printConfig }
        },
        OptionSpec(
            ["--probe-terminal"],
            help: [
                "ask the terminal what it can do (colours, pictures, synchronized",
                "output, title), print it and what zreader would do, and exit",
            ], commands: [.read]
        ) { options, _ in
            if options.mode == .run { options.mode = .probeTerminal }
        },
        OptionSpec(["-h", "--help"], help: ["print this help and exit"], commands: everyCommand) { options, _ in
            options.mode = .help
        },
        OptionSpec(["-V", "--version"], help: ["print the version and exit"], commands: everyCommand) {
            options, _ in
            options.mode = options.mode == .help ? .help : .version
        },
    ]
}
