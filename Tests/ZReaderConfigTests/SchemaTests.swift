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
            line: "theme = \"dusk\"", message: "theme 只能是 \"terminal\"、\"day\" 或 \"night\"，不是字符串“dusk”",
            shortMessage: "theme 只能是 terminal、day 或 night，已用默认值"),
        BadValueCase(
            line: "theme = 2", message: "theme 只能是 \"terminal\"、\"day\" 或 \"night\"，不是“2”",
            shortMessage: "theme 只能是 terminal、day 或 night，已用默认值"),
        BadValueCase(
            line: "images = true", message: "images 只能是 \"auto\"、\"on\" 或 \"off\"，不是“true”",
            shortMessage: "images 只能是 auto、on 或 off，已用默认值"),
        BadValueCase(
            line: "mouse = \"false\"", message: "mouse 只能是不带引号的 true 或 false，不是字符串“false”",
            shortMessage: "mouse 只能是 true 或 false，已用默认值"),
        BadValueCase(
            line: "wheel-step = 0", message: "wheel-step 应为 1 到 20 之间的整数，不是“0”",
            shortMessage: "wheel-step 应为 1 到 20 的整数，已用默认值"),
        BadValueCase(
            line: "wheel-step = 21", message: "wheel-step 应为 1 到 20 之间的整数，不是“21”",
            shortMessage: "wheel-step 应为 1 到 20 的整数，已用默认值"),
        BadValueCase(
            line: "banner-interval = -1", message: "banner-interval 应为 0 到 600 之间的整数，不是“-1”",
            shortMessage: "banner-interval 应为 0 到 600 的整数，已用默认值"),
        BadValueCase(
            line: "banner-interval = 601", message: "banner-interval 应为 0 到 600 之间的整数，不是“601”",
            shortMessage: "banner-interval 应为 0 到 600 的整数，已用默认值"),
        BadValueCase(
            line: "reader-width = 39", message: "reader-width 应为 40 到 200 之间的整数，不是“39”",
            shortMessage: "reader-width 应为 40 到 200 的整数，已用默认值"),
        BadValueCase(
            line: "reader-width = [\"80\"]",
            message: "reader-width 应为 40 到 200 之间的整数，不是数组",
            shortMessage: "reader-width 应为 40 到 200 的整数，已用默认值"),
        BadValueCase(
            line: "ambiguous-width = 3", message: "ambiguous-width 只能是 \"auto\"、1 或 2，不是“3”",
            shortMessage: "ambiguous-width 只能是 auto、1 或 2，已用默认值"),
        BadValueCase(
            line: "ambiguous-width = \"2\"", message: "ambiguous-width 只能是 \"auto\"、1 或 2，不是字符串“2”",
            shortMessage: "ambiguous-width 只能是 auto、1 或 2，已用默认值"),
        BadValueCase(
            line: "browser = 3", message: "browser 应为带引号的命令，不是“3”",
            shortMessage: "browser 应为带引号的命令，已用默认值"),
        BadValueCase(
            line: "cache-limit-mb = 1000001",
            message: "cache-limit-mb 应为 0 到 1000000 之间的整数，不是“1000001”",
            shortMessage: "cache-limit-mb 应为 0 到 1000000 的整数，已用默认值"),
        BadValueCase(
            line: "image-cache-limit-mb = -5",
            message: "image-cache-limit-mb 应为 0 到 1000000 之间的整数，不是“-5”",
            shortMessage: "image-cache-limit-mb 应为 0 到 1000000 的整数，已用默认值"),
        BadValueCase(
            line: "api = \"ftp://example.com\"",
            message: "api 应为 http:// 或 https:// 网址（或 \"\"，用内置的地址），不是字符串“ftp://example.com”",
            shortMessage: "api 应为 http 或 https 网址，已用默认值"),
        BadValueCase(
            line: "api = \"https://\"",
            message: "api 应为 http:// 或 https:// 网址（或 \"\"，用内置的地址），不是字符串“https://”",
            shortMessage: "api 应为 http 或 https 网址，已用默认值"),
        BadValueCase(
            line: "api = \"https://exa mple.com\"",
            message: "api 应为 http:// 或 https:// 网址（或 \"\"，用内置的地址）",
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
        #expect(diagnostic.message.contains("；保持默认值 "))
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
                == "config.toml:2:3: 未知的设置“wheel_step”（是不是 wheel-step？），已忽略")
        #expect(diagnostic.summary == "配置文件第 2 行：未知的设置 wheel_step（是不是 wheel-step？），已忽略")
        #expect(file.settings.theme == .day)
        #expect(file.settings.mouse == false)
        #expect(file.settings.wheelStep == 3)
    }

    @Test func anUnknownSettingWithNothingCloseGetsNoGuess() throws {
        let diagnostic = try #require(TestConfig.onlyDiagnostic("volume = 11"))
        #expect(diagnostic.message == "未知的设置“volume”，已忽略")
    }

    @Test func aTableNameWrittenAsASettingSaysHowToWriteTheTable() throws {
        let diagnostic = try #require(TestConfig.onlyDiagnostic("keys = [\"j\"]"))
        #expect(
            diagnostic.message.hasPrefix("未知的设置“keys”（keys 是表：请单独一行写 [keys]"))
    }

    @Test func anUnknownTableIsReportedOnceAndWhatItHoldsIsIgnored() throws {
        let file = TestConfig.parse("[general]\ntheme = \"night\"\nvolume = 3\n[keys]\nquit = [\"Q\"]\n")
        let diagnostic = try #require(file.diagnostics.first)
        #expect(file.diagnostics.count == 1)
        #expect(diagnostic.kind == .unknownTable)
        #expect(diagnostic.line == 1)
        #expect(diagnostic.column == 1)
        #expect(diagnostic.message.hasPrefix("未知的表“[general]”（zreader 只读文件开头、第一个表之前的通用设置"))
        #expect(diagnostic.summary == "配置文件第 1 行：未知的表 [general]，已忽略")
        #expect(file.settings.theme == .terminal)
        #expect(file.settings.keys == ["quit": [.character("Q")]])
    }

    @Test func unknownTablesGetAGuessOrAHint() throws {
        let file = TestConfig.parse("[colours]\n[theme]\n[keys.reader.extra]\n")
        try #require(file.diagnostics.map(\.line) == [1, 2, 3])
        #expect(file.diagnostics.allSatisfy { $0.kind == .unknownTable })
        #expect(file.diagnostics[0].message.contains("（是不是 [colors]？）"))
        #expect(file.diagnostics[1].message.contains("theme 是设置，不是表：请在文件开头写 theme = …"))
        #expect(file.diagnostics[2].message.hasPrefix("未知的表“[keys.reader.extra]”"))
    }

    @Test func aGeneralSettingUnderATableSaysWhereItBelongs() throws {
        let diagnostic = try #require(TestConfig.onlyDiagnostic("[keys]\ntheme = \"night\"\n"))
        #expect(diagnostic.kind == .invalidValue)
        #expect(diagnostic.message.contains("theme 这样的通用设置要写在第一个表之前"))
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
