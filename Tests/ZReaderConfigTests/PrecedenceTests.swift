import Testing
import ZReaderConfig
import ZReaderScreen

@Suite("Settings: flag over environment over config file over default")
struct PrecedenceTests {
    let config = TestConfig.parse("theme = \"day\"\nwheel-step = 5\napi = \"https://config.example/api\"\n")

    @Test func theDefaultsStandWhenNothingIsSet() {
        let resolved = SettingsResolver.resolve(config: ConfigFile(), environment: [:], flags: SettingsOverrides())
        #expect(resolved.settings == Settings())
        #expect(resolved.diagnostics == [])
    }

    @Test func theConfigFileOverTheDefaults() {
        let resolved = SettingsResolver.resolve(config: config, environment: [:], flags: SettingsOverrides())
        #expect(resolved.settings.theme == .day)
        #expect(resolved.settings.wheelStep == 5)
        #expect(resolved.settings.apiBaseURL == "https://config.example/api")
        #expect(resolved.settings.mouse == true)
    }

    @Test func theEnvironmentOverTheConfigFile() {
        let resolved = SettingsResolver.resolve(
            config: config, environment: ["ZREADER_API": "http://127.0.0.1:9/api/"], flags: SettingsOverrides())
        #expect(resolved.settings.apiBaseURL == "http://127.0.0.1:9/api")
        #expect(resolved.settings.theme == .day)
    }

    @Test func aFlagOverTheEnvironment() {
        var flags = SettingsOverrides()
        flags.apiBaseURL = "http://flag.example"
        flags.theme = .night
        flags.mouse = false
        let resolved = SettingsResolver.resolve(
            config: config, environment: ["ZREADER_API": "http://127.0.0.1:9/api"], flags: flags)
        #expect(resolved.settings.apiBaseURL == "http://flag.example")
        #expect(resolved.settings.theme == .night)
        #expect(resolved.settings.mouse == false)
        #expect(resolved.settings.wheelStep == 5)
    }

    @Test func theDefaultsCanBeTheCallers() {
        var defaults = Settings()
        defaults.readerWidth = 60
        let resolved = SettingsResolver.resolve(
            defaults: defaults, config: config, environment: [:], flags: SettingsOverrides())
        #expect(resolved.settings.readerWidth == 60)
        #expect(resolved.settings.theme == .day)
    }

    @Test func aBadEnvironmentValueIsReportedAndTheConfigFileStands() throws {
        let resolved = SettingsResolver.resolve(
            config: config, environment: ["ZREADER_API": "gopher://x"], flags: SettingsOverrides())
        #expect(resolved.settings.apiBaseURL == "https://config.example/api")
        let diagnostic = try #require(resolved.diagnostics.first)
        #expect(diagnostic.source == .environment("ZREADER_API"))
        #expect(
            diagnostic.description
                == "ZREADER_API: 只能是 http:// 或 https:// 网址，不是“gopher://x”，已忽略")
        #expect(diagnostic.summary == "环境变量 ZREADER_API：只能是 http 或 https 网址，已忽略")
    }

    @Test func anEmptyEnvironmentValueIsUnset() {
        let resolved = SettingsResolver.resolve(
            config: config, environment: ["ZREADER_API": ""], flags: SettingsOverrides())
        #expect(resolved.settings.apiBaseURL == "https://config.example/api")
        #expect(resolved.diagnostics == [])
    }

    @Test func theConfigFilesDiagnosticsComeFirst() {
        let resolved = SettingsResolver.resolve(
            config: TestConfig.parse("volume = 3"), environment: ["ZREADER_API": "x"], flags: SettingsOverrides())
        #expect(resolved.diagnostics.map(\.kind) == [.unknownKey, .invalidValue])
    }

    @Test func layersReplaceKeysCommandByCommandAndScreenByScreen() {
        var base = Settings()
        base.keys = ["down": [.character("j")], "up": [.character("k")]]
        base.screenKeys = ["reader": ["back": [.character("q")], "top": [.character("g")]]]
        base.colors = ["title": RGBColor(hex: 0x333333)]
        var layer = SettingsOverrides()
        layer.keys = ["down": [.down]]
        layer.screenKeys = ["reader": ["back": [.escape]], "home": ["quit": []]]
        layer.colors = ["hint": RGBColor(hex: 0x777777)]
        let settings = layer.applied(to: base)
        #expect(settings.keys == ["down": [.down], "up": [.character("k")]])
        #expect(
            settings.screenKeys == ["reader": ["back": [.escape], "top": [.character("g")]], "home": ["quit": []]])
        #expect(settings.colors == ["title": RGBColor(hex: 0x333333), "hint": RGBColor(hex: 0x777777)])
    }

    @Test func everyFieldOfALayerIsApplied() {
        var layer = SettingsOverrides()
        layer.theme = .night
        layer.images = .off
        layer.mouse = false
        layer.wheelStep = 1
        layer.bannerInterval = 0
        layer.readerWidth = 200
        layer.ambiguousWidth = .narrow
        layer.browser = "w3m"
        layer.cacheLimitMB = 1
        layer.imageCacheLimitMB = 2
        layer.apiBaseURL = "http://x.example"
        let settings = layer.applied(to: Settings())
        #expect(
            [
                settings.theme == .night, settings.images == .off, settings.mouse == false, settings.wheelStep == 1,
                settings.bannerInterval == 0, settings.readerWidth == 200, settings.ambiguousWidth == .narrow,
                settings.browser == "w3m", settings.cacheLimitMB == 1, settings.imageCacheLimitMB == 2,
                settings.apiBaseURL == "http://x.example",
            ] == Array(repeating: true, count: 11))
    }
}
