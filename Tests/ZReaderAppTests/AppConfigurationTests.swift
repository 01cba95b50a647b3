import Foundation
import Testing
import ZReaderApp
import ZReaderConfig
import ZReaderModel
import ZReaderScreen
import ZReaderTestSupport
import ZReaderViews

@Suite("The configuration the app runs with")
struct AppConfigurationTests {
    let folder: TemporaryFolder

    init() throws {
        folder = try TemporaryFolder()
    }

    /// The configuration for `arguments` with `config` as the config file.
    func configuration(_ config: String, _ arguments: [String] = [], environment: [String: String] = [:]) throws
        -> AppConfiguration
    {
        let path = folder.file("config.toml")
        try Data(config.utf8).write(to: URL(fileURLWithPath: path))
        let options = try CommandLineOptions.parse(["--config", path] + arguments, environment: environment)
        return try AppConfiguration.load(options, environment: environment)
    }

    @Test func aFlagBeatsTheEnvironmentWhichBeatsTheFileWhichBeatsTheDefault() throws {
        let file = """
            images = "off"
            mouse = false
            cache-limit-mb = 100
            api = "https://file.example/api/4"
            wheel-step = 7
            """
        let fromFile = try configuration(file)
        #expect(fromFile.options.images == .off && !fromFile.options.mouse && fromFile.options.cacheMegabytes == 100)
        #expect(fromFile.options.apiBaseURL == "https://file.example/api/4")
        #expect(fromFile.preferences.wheelStep == 7)
        #expect(fromFile.options.imageCacheMegabytes == 200, "what the file leaves alone keeps its default")

        let environment = ["ZREADER_API": "https://env.example/api/4"]
        let withEnvironment = try configuration(file, environment: environment)
        #expect(withEnvironment.options.apiBaseURL == "https://env.example/api/4")

        let withFlags = try configuration(
            file, ["--images", "on", "--api", "https://flag.example/api/4", "--cache-mb", "0"], environment: environment
        )
        #expect(withFlags.options.images == .on)
        #expect(withFlags.options.apiBaseURL == "https://flag.example/api/4")
        #expect(withFlags.options.cacheMegabytes == 0)
        #expect(!withFlags.options.mouse, "a flag not given leaves the file's setting")
    }

    @Test func theTerminalsSettingsComeFromTheFileAndTheFlagsBeatIt() throws {
        let defaults = try configuration("")
        #expect(defaults.options.graphics == .auto && !defaults.options.showsCursor && defaults.options.setsTitle)
        let file = """
            graphics = "cells"
            cursor = "visible"
            title = false
            """
        let fromFile = try configuration(file)
        #expect(fromFile.options.graphics == .cells && fromFile.options.showsCursor && !fromFile.options.setsTitle)
        let withFlags = try configuration(file, ["--graphics", "sixel", "--cursor", "hidden"])
        #expect(withFlags.options.graphics == .sixel && !withFlags.options.showsCursor)
        #expect(!withFlags.options.setsTitle, "a flag not given leaves the file's setting")
        #expect(try !configuration("", ["--no-title"]).options.setsTitle)
        #expect(try configuration("", ["--probe-terminal"]).options.mode == .probeTerminal)
    }

    @Test func whatPrintConfigPrintsReadsBackAsTheSameConfiguration() throws {
        let first = try configuration(
            """
            theme = "night"
            banner-interval = 0
            reader-width = 60
            browser = "w3m %s"
            [keys]
            down = ["j", "C-n"]
            [keys.reader]
            next-story = ["J"]
            """, ["--no-mouse"])
        let again = try configuration(first.printed)
        // The printed file names every key of every screen, where the first named two, and every
        // colour of day and night, where the first named none.
        func withoutKeysAndColours(_ settings: Settings) -> Settings {
            var bare = settings
            bare.keys = [:]
            bare.screenKeys = [:]
            bare.colors = [:]
            return bare
        }
        #expect(withoutKeysAndColours(again.settings) == withoutKeysAndColours(first.settings))
        #expect(again.keyMap == first.keyMap)
        #expect(again.colors.applied(to: .night, theme: .night) == ThemePalette.night)
        #expect(again.colors.applied(to: .day, theme: .day) == ThemePalette.day)
        #expect(first.printed.contains("night-title = \"#D0D0D0\""), "\(first.printed)")
        #expect(again.diagnostics.isEmpty, "\(again.diagnostics)")
        #expect(again.printed == first.printed)
        #expect(first.printed.contains("mouse = false"))
    }

    @Test func remappedKeysWorkAndAreWhatHelpLists() throws {
        let remapped = try configuration(
            """
            [keys]
            down = ["C-n"]
            [keys.home]
            refresh = ["R"]
            """)
        #expect(remapped.keyMap.command(for: .control("n"), in: .home) == .moveDown)
        #expect(remapped.keyMap.command(for: .character("j"), in: .home) == nil)
        #expect(remapped.keyMap.command(for: .character("R"), in: .home) == .refresh)
        let help = CommandLineOptions.help(keys: remapped.keyMap)
        let home = try #require(
            help.components(separatedBy: "  home:\n").last?.components(separatedBy: "  favourites:").first)
        #expect(home.contains("    Ctrl-N"), "\(home)")
        #expect(!home.contains("    j ↓"), "\(home)")
        let state = AppState(screenSize: Size(columns: 80, rows: 24), keyMap: remapped.keyMap)
        #expect(state.action(for: .character("R")) == .command(.refresh))
    }

    /// The bottom row of `state`, with the favourites panel opened over home when `panel`.
    func statusLine(_ keyMap: KeyMap, panel: Bool) -> String {
        var state = AppState(screenSize: Size(columns: 80, rows: 24), keyMap: keyMap)
        if panel { _ = AppReducer.reduce(&state, .command(.show(.favourites)), now: 0) }
        return AppView.render(state, depth: .trueColor).lines.last ?? ""
    }

    @Test func aConfigThatUnbindsEveryWayOutIsReportedAndTheFooterNamesNoDeadKey() throws {
        let trapped = try configuration(
            """
            [keys]
            quit = []
            back = []
            """)
        let lines = trapped.report.split(separator: "\n").map(String.init)
        for screen in Screen.allCases {
            #expect(
                lines.contains { $0.contains("没有按键能离开 \(screen.name) 界面") }, "\(screen.name): \(lines)")
        }
        #expect(lines.allSatisfy { $0.contains("config.toml:") }, "\(lines)")
        #expect(!statusLine(trapped.keyMap, panel: false).contains("退出"), "\(statusLine(trapped.keyMap, panel: false))")
        #expect(!statusLine(trapped.keyMap, panel: true).contains("返回"), "\(statusLine(trapped.keyMap, panel: true))")

        let moved = try configuration(
            """
            [keys]
            quit = ["x"]
            back = ["h"]
            help = ["F1"]
            """)
        #expect(moved.report.isEmpty, "\(moved.report)")
        #expect(
            statusLine(moved.keyMap, panel: false).hasSuffix("F1 帮助  x 退出 "),
            "\(statusLine(moved.keyMap, panel: false))")
        #expect(
            statusLine(moved.keyMap, panel: true).hasSuffix("h 返回  F1 帮助 "), "\(statusLine(moved.keyMap, panel: true))")
    }

    @Test func problemsKeepTheDefaultsForWhatFailedAndAreToldWithTheirLine() throws {
        let broken = try configuration(
            """
            theme = "dusk"
            wheel-step = 5
            [keys.reader]
            next-story = ["k"]
            favourite-it = ["x"]
            """)
        #expect(broken.settings.theme == .terminal)
        #expect(broken.settings.wheelStep == 5)
        let lines = broken.report.split(separator: "\n").map(String.init)
        #expect(lines.count == 3, "\(lines)")
        #expect(lines.contains { $0.contains("config.toml:1:9:") && $0.contains("theme") }, "\(lines)")
        #expect(lines.contains { $0.contains(":4:15:") && $0.contains("“k”") }, "\(lines)")
        #expect(lines.contains { $0.contains(":5:1:") && $0.contains("favourite-it") }, "\(lines)")
        #expect(broken.statusLine?.string.hasPrefix("配置文件第 1 行：") == true, "\(broken.statusLine?.string ?? "")")
        #expect(broken.statusLine?.string.hasSuffix("（另有 2 个配置问题）") == true)
    }

    @Test func aConfigFileTheUserNamedAndThatIsMissingIsAnError() throws {
        let options = try CommandLineOptions.parse(["--config", folder.file("absent.toml")])
        #expect(throws: ConfigFileError.self) { try AppConfiguration.load(options, environment: [:]) }
        let usual = try AppConfiguration.load(CommandLineOptions(), environment: ["HOME": folder.path])
        #expect(usual.diagnostics.isEmpty && usual.settings == Settings())
    }

    @Test func theConfiguredBrowserComesBeforeBROWSER() throws {
        let configured = try configuration("browser = \"/bin/echo --open %s\"")
        let launcher = configured.browser(environment: ["BROWSER": "/bin/true", "PATH": "/bin"])
        #expect(
            launcher.command(for: "https://daily.zhihu.com/story/1") == [
                "/bin/echo", "--open", "https://daily.zhihu.com/story/1",
            ])
        let unset = try configuration("")
        #expect(
            unset.browser(environment: ["BROWSER": "/bin/true", "PATH": "/bin"]).command(for: "u") == [
                "/bin/true", "u",
            ])
    }
}
