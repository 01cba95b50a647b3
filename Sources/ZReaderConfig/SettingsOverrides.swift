import ZReaderScreen

/// One layer of settings (the config file, the environment or the flags): only what that layer sets.
public struct SettingsOverrides: Hashable, Sendable {
    public var theme: Settings.Theme?
    public var images: Settings.ImageMode?
    public var graphics: Settings.Graphics?
    public var mouse: Bool?
    public var cursor: Settings.Cursor?
    public var title: Bool?
    public var notify: Bool?
    public var wheelStep: Int?
    public var bannerInterval: Int?
    public var readerWidth: Int?
    public var ambiguousWidth: Settings.AmbiguousWidth?
    public var browser: String?
    public var cacheLimitMB: Int?
    public var imageCacheLimitMB: Int?
    public var apiBaseURL: String?
    /// Replaces a command's keys on every screen; a command left out keeps its keys.
    public var keys: [String: [Key]] = [:]
    /// Replaces a command's keys on one screen.
    public var screenKeys: [String: [String: [Key]]] = [:]
    public var colors: [String: RGBColor] = [:]

    public init() {}

    /// `base` with what this layer sets laid over it.
    public func applied(to base: Settings) -> Settings {
        var settings = base
        if let theme { settings.theme = theme }
        if let images { settings.images = images }
        if let graphics { settings.graphics = graphics }
        if let mouse { settings.mouse = mouse }
        if let cursor { settings.cursor = cursor }
        if let title { settings.title = title }
        if let notify { settings.notify = notify }
        if let wheelStep { settings.wheelStep = wheelStep }
        if let bannerInterval { settings.bannerInterval = bannerInterval }
        if let readerWidth { settings.readerWidth = readerWidth }
        if let ambiguousWidth { settings.ambiguousWidth = ambiguousWidth }
        if let browser { settings.browser = browser }
        if let cacheLimitMB { settings.cacheLimitMB = cacheLimitMB }
        if let imageCacheLimitMB { settings.imageCacheLimitMB = imageCacheLimitMB }
        if let apiBaseURL { settings.apiBaseURL = apiBaseURL }
        settings.keys.merge(keys) { _, new in new }
        for (screen, bindings) in screenKeys {
            settings.screenKeys[screen, default: [:]].merge(bindings) { _, new in new }
        }
        settings.colors.merge(colors) { _, new in new }
        return settings
    }
}
