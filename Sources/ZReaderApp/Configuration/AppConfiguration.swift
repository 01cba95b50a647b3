import ZReaderConfig
import ZReaderModel
import ZReaderScreen

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
        effective.cacheMegabytes = settings.cacheLimitMB
        effective.imageCacheMegabytes = settings.imageCacheLimitMB
        effective.apiBaseURL = settings.apiBaseURL.isEmpty ? options.apiBaseURL : settings.apiBaseURL
        switch settings.ambiguousWidth {
        case .auto: effective.ambiguousWidth = nil
        case .narrow: effective.ambiguousWidth = .narrow
        case .wide: effective.ambiguousWidth = .wide
        }
        let (keyMap, keyProblems) = KeyMapConfiguration.keyMap(from: resolved.config)
        self.options = effective
        self.settings = settings
        self.keyMap = keyMap
        diagnostics = resolved.diagnostics + keyProblems
        configPath = resolved.config.path
    }

    /// The settings that change how the app behaves.
    public var preferences: Preferences {
        Preferences(
            wheelStep: settings.wheelStep, bannerTurnMilliseconds: settings.bannerInterval * 1000,
            readerWidth: settings.readerWidth)
    }

    /// The browser command the config file names, else `$BROWSER` and the usual openers.
    public func browser(environment: [String: String]) -> BrowserLauncher {
        BrowserLauncher(environment: environment, command: settings.browser.isEmpty ? nil : settings.browser)
    }

    /// The configuration in effect as a config file, every setting explained (`--print-config`).
    public var printed: String {
        ConfigPrinter.render(settings, keyTables: KeyMapConfiguration.printedTables(keyMap))
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
