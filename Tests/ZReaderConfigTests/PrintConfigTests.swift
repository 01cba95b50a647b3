import Testing
import ZReaderConfig
import ZReaderScreen

@Suite("--print-config: the effective settings as a config file")
struct PrintConfigTests {
    @Test func theDefaultsRoundTrip() {
        let text = ConfigPrinter.render(Settings())
        let file = ConfigFile.parse(text, path: "printed.toml")
        #expect(file.diagnostics == [])
        #expect(file.settings == Settings())
    }

    @Test func randomSettingsKeysAndColoursRoundTrip() {
        var generator = SeededGenerator(seed: 0x2013)
        for round in 0..<300 {
            let random = RandomSettings(using: &generator)
            let text = ConfigPrinter.render(random.settings, keyTables: random.keyTables, colors: random.colors)
            let file = ConfigFile.parse(text, path: "printed.toml")
            #expect(file.diagnostics == [], "round \(round):\n\(text)")
            #expect(file.settings == random.expected, "round \(round):\n\(text)")
        }
    }

    @Test func everyOptionHasACommentAbove() {
        let lines = ConfigPrinter.render(Settings()).split(separator: "\n", omittingEmptySubsequences: false)
        let settingLines = lines.indices.filter { lines[$0].contains(" = ") && !lines[$0].hasPrefix("#") }
        #expect(settingLines.count == 15)
        for index in settingLines {
            #expect(index > 0 && lines[index - 1].hasPrefix("# "), "\(lines[index])")
        }
    }

    @Test func theCommentsSayWhatEachOptionTakes() {
        let text = ConfigPrinter.render(Settings())
        for expected in [
            "\"terminal\" (the terminal's own), \"day\"",
            "\"auto\" (when the terminal can show them), \"on\" or \"off\"",
            "true or false", ": 1 to 20.", "0 (never) to 600", "40 to 200",
            "\"auto\" (find out from the terminal), 1 or 2",
            "%s stands for the link", "0 (no limit) to 1000000", "http:// or https://",
        ] {
            #expect(text.contains(expected), "\(expected)")
        }
    }

    @Test func keysAndColoursAreWrittenAsTheUserWouldWriteThem() {
        let text = ConfigPrinter.render(
            Settings(),
            keyTables: [
                ConfigPrinter.KeyTable(
                    screen: "home", title: "首页",
                    bindings: [
                        ConfigPrinter.Binding(
                            command: "move-down", keys: [.character("j"), .down, .control("n")], help: "下一条"),
                        ConfigPrinter.Binding(
                            command: "page-down", keys: [.character(" "), .control("j")], help: "下一页"),
                    ])
            ],
            colors: [ConfigPrinter.Color(name: "title", color: RGBColor(hex: 0x333333), help: "标题")])
        #expect(
            text.hasSuffix(
                """
                # 首页
                [keys.home]
                # 下一条
                move-down = ["j", "Down", "C-n"]
                # 下一页
                page-down = ["Space"]

                # Colours laid over the theme's, each "#RRGGBB".
                [colors]
                # 标题
                title = "#333333"

                """))
    }

    @Test func stringsAreEscapedSoTheyReadBack() {
        var settings = Settings()
        settings.browser = "a \"b\" \\c\td\ne\u{01}"
        let text = ConfigPrinter.render(settings)
        #expect(text.contains(#"browser = "a \"b\" \\c\td\ne\u0001""#))
        #expect(ConfigFile.parse(text, path: "printed.toml").settings.browser == settings.browser)
    }
}
