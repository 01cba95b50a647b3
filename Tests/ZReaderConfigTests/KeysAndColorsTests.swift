import Testing
import ZReaderConfig
import ZReaderScreen

@Suite("Config file: [keys], [keys.<screen>] and [colors]")
struct KeysAndColorsTests {
    @Test func bindingsKeepWhereEachKeyWasWritten() throws {
        let file = TestConfig.parse("[keys]\ndown = [\"j\", \"Down\", \"C-n\"]\n")
        #expect(file.diagnostics == [])
        #expect(file.settings.keys == ["down": [.character("j"), .down, .control("n")]])
        let entry = try #require(file.keyBindings.first)
        #expect(entry.screen == nil)
        #expect(entry.command == "down")
        #expect(entry.location == SourceLocation(file: "config.toml", line: 2, column: 1))
        #expect(entry.keys.map(\.value) == [.character("j"), .down, .control("n")])
        #expect(entry.keys.map(\.location.column) == [9, 14, 22])
        #expect(entry.keys.allSatisfy { $0.location.line == 2 })
    }

    @Test func aScreenTableSetsThatScreenOnly() throws {
        let file = TestConfig.parse("[keys]\nquit = [\"q\"]\n[keys.reader]\nback = [\"q\", \"Esc\"]\n")
        #expect(file.settings.keys == ["quit": [.character("q")]])
        #expect(file.settings.screenKeys == ["reader": ["back": [.character("q"), .escape]]])
        #expect(file.keyBindings.map(\.screen) == [nil, "reader"])
        #expect(file.keyTables == [Located("reader", at: SourceLocation(file: "config.toml", line: 3, column: 1))])
    }

    @Test func anEmptyListLeavesACommandWithoutKeys() {
        let file = TestConfig.parse("[keys]\nopen-in-browser = []\n")
        #expect(file.diagnostics == [])
        #expect(file.settings.keys == ["open-in-browser": []])
    }

    @Test func aKeyListedTwiceCountsOnce() {
        let file = TestConfig.parse("[keys]\ndown = [\"j\", \"Down\", \"j\", \"down\"]\n")
        #expect(file.diagnostics == [])
        #expect(file.settings.keys["down"] == [.character("j"), .down])
    }

    @Test func anUnknownKeyNameKeepsThatCommandsDefaultsOnly() throws {
        let file = TestConfig.parse("[keys]\ndown = [\"j\", \"Dwn\"]\nup = [\"k\"]\n")
        let diagnostic = try #require(file.diagnostics.first)
        #expect(file.diagnostics.count == 1)
        #expect(diagnostic.kind == .unknownKeyName)
        #expect(diagnostic.line == 2)
        #expect(diagnostic.column == 14)
        #expect(diagnostic.message.hasSuffix("；“down”保持默认按键"))
        #expect(diagnostic.summary == "配置文件第 2 行：按键名 Dwn 无法识别，down 用默认按键")
        #expect(file.settings.keys == ["up": [.character("k")]])
        #expect(file.keyBindings.map(\.command) == ["up"])
    }

    @Test func keyNamesMustBeQuotedStrings() throws {
        let file = TestConfig.parse("[keys]\ndown = [j, 3]\n")
        try #require(file.diagnostics.map(\.column) == [9, 12])
        #expect(
            file.diagnostics[0].message.hasPrefix("数组中此处应为值，实际是“j”；字符串要加引号，写作“\"j\"”"))
        #expect(file.diagnostics[1].message.hasPrefix("键名是带引号的字符串，如 \"j\"，不是“3”"))
        #expect(file.settings.keys.isEmpty)
    }

    @Test func aBindingMustBeAnArray() throws {
        let diagnostic = try #require(TestConfig.onlyDiagnostic("[keys.home]\ndown = \"j\"\n"))
        #expect(diagnostic.kind == .invalidValue)
        #expect(diagnostic.column == 8)
        #expect(diagnostic.message == "[keys.home] 中的“down”应为键名数组，如 [\"j\", \"Down\"]，不是字符串“j”")
    }

    @Test func aCommandNameIsLettersDigitsDashesAndUnderscores() throws {
        let file = TestConfig.parse("[keys]\n\"page down\" = [\"Space\"]\nfine_name-2 = [\"x\"]\n")
        let diagnostic = try #require(file.diagnostics.first)
        #expect(file.diagnostics.count == 1)
        #expect(diagnostic.kind == .unknownCommand)
        #expect(diagnostic.message.hasPrefix("[keys] 中的“page down”不是命令名"))
        #expect(file.settings.keys == ["fine_name-2": [.character("x")]])
    }

    @Test func theAppReportsUnknownCommandsAndConflictsInTheSameWords() throws {
        let file = TestConfig.parse("[keys]\nmove-dwn = [\"j\"]\ntop = [\"j\"]\n")
        let unknown = try #require(file.keyBindings.first)
        let diagnostic = ConfigDiagnostic.unknownCommand(unknown, known: ["move-down", "move-up", "top"])
        #expect(
            diagnostic.description
                == "config.toml:2:1: [keys] 中有未知的命令“move-dwn”（是不是 move-down？），已忽略")
        #expect(diagnostic.summary == "配置文件第 2 行：未知的命令 move-dwn（是不是 move-down？），已忽略")

        let top = try #require(file.keyBindings.last?.keys.first)
        let conflict = ConfigDiagnostic.keyConflict(top, screen: "home", command: "top", other: "move-down")
        #expect(
            conflict.description
                == "config.toml:3:8: 按键“j”在 home 界面同时绑定了 move-down 和 top，现归写在后面的 top")
        #expect(conflict.summary == "配置文件第 3 行：按键 j 在 home 界面同时用于 move-down 和 top，现归 top")
    }

    @Test func theAppReportsUnknownScreensAndColours() throws {
        let file = TestConfig.parse("[keys.raeder]\nback = [\"q\"]\n[colors]\ntitel = \"#333\"\n")
        let screen = try #require(file.keyTables.first)
        let unknownScreen = ConfigDiagnostic.unknownScreen(screen, known: ["home", "reader", "comments"])
        #expect(unknownScreen.line == 1)
        #expect(unknownScreen.message.contains("（界面只有 home、reader、comments，是不是 reader？）"))
        let color = try #require(file.colors.first)
        let unknownColor = ConfigDiagnostic.unknownColor(color, known: ["title", "hint"])
        #expect(
            unknownColor.description == "config.toml:4:1: 未知的颜色“titel”（是不是 title？），已忽略")
    }

    // MARK: Colours

    @Test func coloursAreSixOrThreeHexDigits() {
        let file = TestConfig.parse("[colors]\ntitle = \"#333333\"\nhint = \"#AbC\"\nbar = \"#0066ff\"\n")
        #expect(file.diagnostics == [])
        #expect(
            file.settings.colors == [
                "title": RGBColor(hex: 0x333333), "hint": RGBColor(hex: 0xAABBCC), "bar": RGBColor(hex: 0x0066FF),
            ])
        #expect(file.colors.map(\.name) == ["title", "hint", "bar"])
        #expect(file.colors.map(\.location.line) == [2, 3, 4])
    }

    @Test func aBadColourKeepsTheThemesColour() throws {
        for value in ["\"red\"", "\"333333\"", "\"#33333\"", "\"#GGGGGG\"", "\"0x333333\"", "3", "[\"#333\"]"] {
            let file = TestConfig.parse("[colors]\ntitle = \(value)\nhint = \"#999\"\n")
            let diagnostic = try #require(file.diagnostics.first, "\(value)")
            #expect(file.diagnostics.count == 1)
            #expect(diagnostic.kind == .invalidColor)
            #expect(diagnostic.line == 2)
            #expect(diagnostic.column == 9)
            #expect(diagnostic.summary == "配置文件第 2 行：颜色 title 应为 #RRGGBB，已用主题的颜色")
            #expect(file.settings.colors == ["hint": RGBColor(hex: 0x999999)])
        }
    }

    @Test func colourHexIsWrittenInCapitals() {
        #expect(ColorEntry.hex(of: RGBColor(hex: 0x0A0B0C)) == "#0A0B0C")
        #expect(ColorEntry.color(fromHex: "#0a0b0c") == RGBColor(hex: 0x0A0B0C))
    }
}
