import Testing
import ZReaderConfig

/// A value one setting cannot take and the short form that says so.
struct BadValueCase: Sendable, CustomTestStringConvertible {
    var line: String
    var message: String
    var shortMessage: String

    var testDescription: String { line }
}

@Suite("Config file: the schema keeps the default of each setting given a bad value")
struct SchemaTests {
    /// Every setting set to something other than its default, so a kept default shows.
    static let goodFile = """
        theme = "day"
        images = "on"
        mouse = false
        wheel-step = 7
        banner-interval = 9
        reader-width = 66
        ambiguous-width = 1
        browser = "lynx"
        cache-limit-mb = 10
        image-cache-limit-mb = 20
        api = "https://example.com/api"
        """

    static let badValues: [BadValueCase] = [
        BadValueCase(
            line: "theme = \"dusk\"", message: "theme must be \"terminal\", \"day\" or \"night\", not \"dusk\"",
            shortMessage: "theme 只能是 terminal、day 或 night，已用默认值"),
        BadValueCase(
            line: "theme = 2", message: "theme must be \"terminal\", \"day\" or \"night\", not 2",
            shortMessage: "theme 只能是 terminal、day 或 night，已用默认值"),
        BadValueCase(
            line: "images = true", message: "images must be \"auto\", \"on\" or \"off\", not true",
            shortMessage: "images 只能是 auto、on 或 off，已用默认值"),
        BadValueCase(
            line: "mouse = \"false\"", message: "mouse must be true or false, without quotes, not \"false\"",
            shortMessage: "mouse 只能是 true 或 false，已用默认值"),
        BadValueCase(
            line: "wheel-step = 0", message: "wheel-step must be a whole number from 1 to 20, not 0",
            shortMessage: "wheel-step 应为 1 到 20 的整数，已用默认值"),
        BadValueCase(
            line: "wheel-step = 21", message: "wheel-step must be a whole number from 1 to 20, not 21",
            shortMessage: "wheel-step 应为 1 到 20 的整数，已用默认值"),
        BadValueCase(
            line: "banner-interval = -1", message: "banner-interval must be a whole number from 0 to 600, not -1",
            shortMessage: "banner-interval 应为 0 到 600 的整数，已用默认值"),
        BadValueCase(
            line: "banner-interval = 601", message: "banner-interval must be a whole number from 0 to 600, not 601",
            shortMessage: "banner-interval 应为 0 到 600 的整数，已用默认值"),
        BadValueCase(
            line: "reader-width = 39", message: "reader-width must be a whole number from 40 to 200, not 39",
            shortMessage: "reader-width 应为 40 到 200 的整数，已用默认值"),
        BadValueCase(
            line: "reader-width = [\"80\"]",
            message: "reader-width must be a whole number from 40 to 200, not an array",
            shortMessage: "reader-width 应为 40 到 200 的整数，已用默认值"),
        BadValueCase(
            line: "ambiguous-width = 3", message: "ambiguous-width must be \"auto\", 1 or 2, not 3",
            shortMessage: "ambiguous-width 只能是 auto、1 或 2，已用默认值"),
        BadValueCase(
            line: "ambiguous-width = \"2\"", message: "ambiguous-width must be \"auto\", 1 or 2, not \"2\"",
            shortMessage: "ambiguous-width 只能是 auto、1 或 2，已用默认值"),
        BadValueCase(
            line: "browser = 3", message: "browser must be a command in quotes, not 3",
            shortMessage: "browser 应为带引号的命令，已用默认值"),
        BadValueCase(
            line: "cache-limit-mb = 1000001",
            message: "cache-limit-mb must be a whole number from 0 to 1000000, not 1000001",
            shortMessage: "cache-limit-mb 应为 0 到 1000000 的整数，已用默认值"),
        BadValueCase(
            line: "image-cache-limit-mb = -5",
            message: "image-cache-limit-mb must be a whole number from 0 to 1000000, not -5",
            shortMessage: "image-cache-limit-mb 应为 0 到 1000000 的整数，已用默认值"),
        BadValueCase(
            line: "api = \"ftp://example.com\"",
            message:
                "api must be an http:// or https:// URL (or \"\" for the built-in host), not \"ftp://example.com\"",
            shortMessage: "api 应为 http 或 https 网址，已用默认值"),
        BadValueCase(
            line: "api = \"https://\"",
            message: "api must be an http:// or https:// URL (or \"\" for the built-in host), not \"https://\"",
            shortMessage: "api 应为 http 或 https 网址，已用默认值"),
        BadValueCase(
            line: "api = \"https://exa mple.com\"",
            message: "api must be an http:// or https:// URL (or \"\" for the built-in host)",
            shortMessage: "api 应为 http 或 https 网址，已用默认值"),
    ]

    @Test(arguments: badValues)
    func aBadValueKeepsTheDefaultOfThatSettingOnly(_ badValue: BadValueCase) throws {
        let name = try #require(badValue.line.split(separator: " ").first.map(String.init))
        let lines = Self.goodFile.split(separator: "\n").map(String.init)
        let index = try #require(lines.firstIndex { $0.hasPrefix(name + " ") })
        var edited = lines
        edited[index] = badValue.line
        let file = TestConfig.parse(edited.joined(separator: "\n"))

        let diagnostic = try #require(file.diagnostics.first)
        #expect(file.diagnostics.count == 1)
        #expect(diagnostic.kind == .invalidValue)
        #expect(diagnostic.line == index + 1)
        #expect(diagnostic.column == name.count + 4)
        #expect(diagnostic.message.hasPrefix(badValue.message), "\(diagnostic.message)")
        #expect(diagnostic.message.contains("; keeping the default ("))
        #expect(diagnostic.summary == "配置文件第 \(index + 1) 行：\(badValue.shortMessage)")

        // The bad setting is the default, every other one is the good file's.
        let good = TestConfig.parse(Self.goodFile).settings
        let withoutTheLine = lines.enumerated().filter { $0.offset != index }.map(\.element)
        let goodButOne = TestConfig.parse(withoutTheLine.joined(separator: "\n")).settings
        #expect(file.settings == goodButOne)
        #expect(file.settings != good)
    }

    @Test func theGoodFileIsGood() {
        #expect(TestConfig.parse(Self.goodFile).diagnostics == [])
    }

    @Test func anEmptyAPIMeansTheBuiltInHost() {
        let file = TestConfig.parse("api = \"\"")
        #expect(file.diagnostics == [])
        #expect(file.overrides.apiBaseURL == "")
        #expect(file.settings.apiBaseURL == "")
    }

    // MARK: Unknown keys and tables

    @Test func anUnknownSettingIsReportedWithItsLineAndAGuess() throws {
        let file = TestConfig.parse("theme = \"day\"\n  wheel_step = 4\nmouse = false\n")
        let diagnostic = try #require(file.diagnostics.first)
        #expect(file.diagnostics.count == 1)
        #expect(diagnostic.kind == .unknownKey)
        #expect(
            diagnostic.description
                == "config.toml:2:3: unknown setting wheel_step (did you mean wheel-step?); it is ignored")
        #expect(diagnostic.summary == "配置文件第 2 行：未知的设置 wheel_step（是不是 wheel-step？），已忽略")
        #expect(file.settings.theme == .day)
        #expect(file.settings.mouse == false)
        #expect(file.settings.wheelStep == 3)
    }

    @Test func anUnknownSettingWithNothingCloseGetsNoGuess() throws {
        let diagnostic = try #require(TestConfig.onlyDiagnostic("volume = 11"))
        #expect(diagnostic.message == "unknown setting volume; it is ignored")
    }

    @Test func aTableNameWrittenAsASettingSaysHowToWriteTheTable() throws {
        let diagnostic = try #require(TestConfig.onlyDiagnostic("keys = [\"j\"]"))
        #expect(
            diagnostic.message.hasPrefix("unknown setting keys (keys is a table: write [keys] on a line of its own"))
    }

    @Test func anUnknownTableIsReportedOnceAndWhatItHoldsIsIgnored() throws {
        let file = TestConfig.parse("[general]\ntheme = \"night\"\nvolume = 3\n[keys]\nquit = [\"Q\"]\n")
        let diagnostic = try #require(file.diagnostics.first)
        #expect(file.diagnostics.count == 1)
        #expect(diagnostic.kind == .unknownTable)
        #expect(diagnostic.line == 1)
        #expect(diagnostic.column == 1)
        #expect(diagnostic.message.hasPrefix("unknown table [general] (zreader reads general settings at the top"))
        #expect(diagnostic.summary == "配置文件第 1 行：未知的表 [general]，已忽略")
        #expect(file.settings.theme == .terminal)
        #expect(file.settings.keys == ["quit": [.character("Q")]])
    }

    @Test func unknownTablesGetAGuessOrAHint() throws {
        let file = TestConfig.parse("[colours]\n[theme]\n[keys.reader.extra]\n")
        try #require(file.diagnostics.map(\.line) == [1, 2, 3])
        #expect(file.diagnostics.allSatisfy { $0.kind == .unknownTable })
        #expect(file.diagnostics[0].message.contains("did you mean [colors]?"))
        #expect(file.diagnostics[1].message.contains("theme is a setting, not a table: write theme = … at the top"))
        #expect(file.diagnostics[2].message.hasPrefix("unknown table [keys.reader.extra]"))
    }

    @Test func aGeneralSettingUnderATableSaysWhereItBelongs() throws {
        let diagnostic = try #require(TestConfig.onlyDiagnostic("[keys]\ntheme = \"night\"\n"))
        #expect(diagnostic.kind == .invalidValue)
        #expect(diagnostic.message.contains("general settings such as theme go before the first table"))
        #expect(diagnostic.summary.contains("通用设置要写在第一个表之前"))
    }

    @Test func diagnosticsComeInTheOrderOfTheFile() {
        let file = TestConfig.parse("[nope]\ntheme = 1\n[keys]\ntheme = 3\n[colors]\ntitle = \"red\"\nx = 1\nx = 2\n")
        let lines = file.diagnostics.compactMap(\.line)
        #expect(lines == lines.sorted())
        #expect(lines == [1, 4, 6, 7, 8])
    }

    @Test func oneStatusLineSaysHowManyMoreThereAre() {
        let file = TestConfig.parse("theme = \"dusk\"\nvolume = 3\nwheel-step = 99\n")
        #expect(
            ConfigDiagnostic.statusLine(for: file.diagnostics)
                == "配置文件第 1 行：theme 只能是 terminal、day 或 night，已用默认值（另有 2 个配置问题）")
        #expect(ConfigDiagnostic.statusLine(for: []) == nil)
    }
}
