import ZReaderConfig
import ZReaderScreen

/// Settings, key tables and colours drawn at random within what the schema allows.
struct RandomSettings {
    var settings: Settings
    var keyTables: [ConfigPrinter.KeyTable]
    var colors: [ConfigPrinter.Color]

    /// `settings` with the keys and colours the tables hold: what reading the printed file gives.
    var expected: Settings {
        var expected = settings
        expected.keys = [:]
        expected.screenKeys = [:]
        for table in keyTables {
            for binding in table.bindings {
                if let screen = table.screen {
                    expected.screenKeys[screen, default: [:]][binding.command] = binding.keys
                } else {
                    expected.keys[binding.command] = binding.keys
                }
            }
        }
        expected.colors = Dictionary(colors.map { ($0.name, $0.color) }) { first, _ in first }
        return expected
    }

    static let texts = [
        "", "w3m", "firefox --new-window %s", "say \"hi\" \\ back", "tab\there", "line\nbreak", "bell\u{07}",
        "浏览器 %s", "# not a comment", "it's", "\u{1F600}", "del\u{7F}",
    ]
    static let apis = ["", "http://127.0.0.1:8080/api/4", "https://news-at.zhihu.com/api/4", "HTTPS://X.EXAMPLE"]
    static let commands = ["move-down", "move-up", "top", "bottom", "open", "quit", "back", "toggle_help", "x2"]
    static let helps = ["下一条", "", "two\nlines", "tab\tand \"quotes\"", "# hash"]
    static let keys: [Key] =
        "jkgGq?/ #\"\\'[]=".map { Key.character($0) } + [.character("中"), .control("n"), .control("x")]
        + [.up, .down, .pageDown, .pageUp, .home, .end, .enter, .escape, .backspace, .tab, .function(1), .function(12)]

    init(using generator: inout SeededGenerator) {
        var settings = Settings()
        settings.theme = Settings.Theme.allCases.randomElement(using: &generator) ?? .terminal
        settings.images = Settings.ImageMode.allCases.randomElement(using: &generator) ?? .auto
        settings.mouse = Bool.random(using: &generator)
        settings.wheelStep = Int.random(in: Settings.wheelStepRange, using: &generator)
        settings.bannerInterval = Int.random(in: Settings.bannerIntervalRange, using: &generator)
        settings.readerWidth = Int.random(in: Settings.readerWidthRange, using: &generator)
        settings.ambiguousWidth = Settings.AmbiguousWidth.allCases.randomElement(using: &generator) ?? .auto
        settings.browser = Self.texts.randomElement(using: &generator) ?? ""
        settings.cacheLimitMB = Int.random(in: Settings.cacheLimitRange, using: &generator)
        settings.imageCacheLimitMB = Int.random(in: Settings.cacheLimitRange, using: &generator)
        settings.graphics = Settings.Graphics.allCases.randomElement(using: &generator) ?? .auto
        settings.cursor = Settings.Cursor.allCases.randomElement(using: &generator) ?? .hidden
        settings.title = Bool.random(using: &generator)
        settings.apiBaseURL = Self.apis.randomElement(using: &generator) ?? ""
        settings.notify = Bool.random(using: &generator)
        self.settings = settings

        let screens: [String?] = [nil, "home", "reader", "comments", "favourites"].filter { _ in
            Bool.random(using: &generator)
        }
        keyTables = screens.map { screen in
            let commands = Self.commands.filter { _ in Int.random(in: 0..<3, using: &generator) == 0 }
            let bindings = commands.map { command in
                var keys: [Key] = []
                for _ in 0..<Int.random(in: 0...3, using: &generator) {
                    if let key = Self.keys.randomElement(using: &generator), !keys.contains(key) { keys.append(key) }
                }
                return ConfigPrinter.Binding(
                    command: command, keys: keys, help: Self.helps.randomElement(using: &generator) ?? "")
            }
            return ConfigPrinter.KeyTable(screen: screen, title: screen ?? "every screen", bindings: bindings)
        }
        colors = ["title", "body", "hint", "bar"].filter { _ in Bool.random(using: &generator) }.map { name in
            ConfigPrinter.Color(
                name: name, color: RGBColor(hex: UInt32.random(in: 0...0xFF_FFFF, using: &generator)),
                help: Self.helps.randomElement(using: &generator) ?? "")
        }
    }
}
