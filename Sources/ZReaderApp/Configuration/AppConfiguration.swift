import ZReaderConfig
import ZReaderModel
import ZReaderScreen
import ZReaderTerminal
import ZReaderViews

/// What zreader runs with: the command line laid over the environment, over the config file,
/// over the defaults, with every problem found on the way.
public struct AppConfiguration: Sendable {
    /// The command line with the settings in effect filled in (the cache cap, pictures, mouse…),
    /// as the rest of the app reads them.
    public var options: CommandLineOptions
    public var settings: Settings
    /// The keys of every screen, `[keys]` laid over zreader's own.
    public var keyMap: KeyMap
    /// The config file's problems, the environment's, and those of its key bindings, in order.
    public var diagnostics: [ConfigDiagnostic]
    /// The config file read, if there was one.
    public var configPath: String?
    /// The theme `--theme` or the config file chose; nil leaves it to what the day/night key
    /// chose last time (`ThemeName.starting(explicit:remembered:)`).
    public var explicitTheme: ThemeName?
    /// `[colors]`, laid over whichever theme is on screen.
    public var colors: ColorOverrides

    /// Reads the config file `options` point at (else the usual one) and resolves.
    ///
    /// Throws only for a file the user named (`--config`, `ZREADER_CONFIG`) that cannot be read;
    /// any other problem leaves that setting at its default and is a diagnostic.
    public static func load(_ options: CommandLineOptions, environment: [String: String]) throws(ConfigFileError)
        -> AppConfiguration
    {
        let resolved = try SettingsResolver.load(
            configFlag: options.configPath, environment: environment, flags: options.settingFlags)
        return AppConfiguration(options, resolved)
    }

    /// `options` resolved over `resolved` (a config already read).
    init(_ options: CommandLineOptions, _ resolved: ResolvedSettings) {
        let settings = resolved.settings
        var effective = options
        effective.mouse = settings.mouse
        effective.images = PicturePreference(rawValue: settings.images.rawValue) ?? .auto
        effective.graphics = GraphicsPreference(rawValue: settings.graphics.rawValue) ?? .auto
        effective.showsCursor = settings.cursor == .visible
        effective.setsTitle = settings.title
        effective.cacheMegabytes = settings.cacheLimitMB
        effective.imageCacheMegabytes = settings.imageCacheLimitMB
        effective.apiBaseURL = settings.apiBaseURL.isEmpty ? options.apiBaseURL : settings.apiBaseURL
        switch settings.ambiguousWidth {
        case .auto: effective.ambiguousWidth = nil
        case .narrow: effective.ambiguousWidth = .narrow
        case .wide: effective.ambiguousWidth = .wide
        }
        let (keyMap, keyProblems) = KeyMapConfiguration.keyMap(from: resolved.config)
        let colors = ColorOverrides(settings.colors)
        let colorProblems = resolved.config.colors.filter { colors.unknownNames.contains($0.name) }.map {
            ConfigDiagnostic.unknownColor($0, known: ColorName.configNames)
        }
        self.options = effective
        self.settings = settings
        self.keyMap = keyMap
        self.colors = colors
        explicitTheme = (options.settingFlags.theme ?? resolved.config.overrides.theme).flatMap {
            ThemeName(rawValue: $0.rawValue)
        }
        diagnostics = resolved.diagnostics + keyProblems + colorProblems
        configPath = resolved.config.path
    }

    /// The settings that change how the app behaves.
    public var preferences: Preferences {
        Preferences(
            wheelStep: settings.wheelStep, bannerTurnMilliseconds: settings.bannerInterval * 1000,
            readerWidth: settings.readerWidth, notifiesNewStories: settings.notify)
    }

    /// The browser command the config file names, else `$BROWSER` and the usual openers.
    public func browser(environment: [String: String]) -> BrowserLauncher {
        BrowserLauncher(environment: environment, command: settings.browser.isEmpty ? nil : settings.browser)
    }

    /// The configuration in effect as a config file, every setting explained (`--print-config`).
    public var printed: String { printed(rememberedTheme: nil) }

    /// The configuration in effect, with the theme zreader starts with: when neither the flag
    /// nor the file chose one, the `remembered` one (the last `t`), printed as a comment so that
    /// the printed file, used as the config, changes nothing.
    public func printed(rememberedTheme remembered: (theme: ThemeName, place: String)?) -> String {
        var shown = settings
        var sources: [String: String] = [:]
        if explicitTheme == nil {
            let starting = ThemeName.starting(explicit: nil, remembered: remembered?.theme)
            if let theme = Settings.Theme(rawValue: starting.rawValue) { shown.theme = theme }
            sources["theme"] =
                remembered.map { "the last t chose it (\($0.place.filter { !$0.isNewline }))" }
                ?? "the default, until t chooses another"
        }
        return ConfigPrinter.render(
            shown, keyTables: KeyMapConfiguration.printedTables(keyMap), colors: printedColors, remembered: sources)
    }

    /// Day's and night's colours in full, and those of the terminal theme that `[colors]`
    /// changed (the rest of it is the terminal's own), each under its theme's name so that the
    /// printed file read back changes nothing.
    private var printedColors: [ConfigPrinter.Color] {
        ThemeName.allCases.flatMap { theme in
            let standard = ThemePalette.standard(theme, depth: .trueColor)
            let effective = colors.applied(to: standard, theme: theme)
            return ColorName.allCases.compactMap { name -> ConfigPrinter.Color? in
                guard let color = effective[name], theme != .terminal || color != standard[name] else { return nil }
                return ConfigPrinter.Color(
                    name: "\(theme.rawValue)-\(name.configName)", color: color,
                    help: theme == .day || theme == .terminal ? name.help : "")
            }
        }
    }

    /// One line for the status line saying what was wrong, or nil when nothing was.
    public var statusLine: DisplayText? {
        ConfigDiagnostic.statusLine(for: diagnostics).map { TextSanitizer.clean($0) }
    }

    /// Each problem in full, a line each, for standard error.
    public var report: String {
        diagnostics.map { "zreader: \($0)\n" }.joined()
    }
}
