import Testing
import ZReaderConfig

/// One bad line and what zreader must say about it.
struct ErrorCase: Sendable, CustomTestStringConvertible {
    var text: String
    var line: Int
    var column: Int
    var kind: ConfigDiagnostic.Kind
    /// The start of the message.
    var message: String
    var ignoresRestOfFile: Bool

    var testDescription: String { text.debugDescription }
}

@Suite("Config file: errors name the line, the column and what was expected")
struct TOMLErrorTests {
    static let expectedValue = "= 后面应为值（\"字符串\"、数字、true/false 或 [ \"数组\" ]）"

    @Test func theExampleOfTheIssue() throws {
        let file = TestConfig.parse(String(repeating: "\n", count: 11) + "theme = \nmouse = false\n")
        let diagnostic = try #require(file.diagnostics.first)
        #expect(file.diagnostics.count == 1)
        #expect(
            diagnostic.description == "config.toml:12:9: \(Self.expectedValue)，实际什么也没有；theme 保持默认值 \"terminal\"")
        #expect(diagnostic.summary == "配置文件第 12 行：= 后缺少值，theme 已用默认值")
        #expect(file.settings.mouse == false, "a value missing on one line costs only that setting")
    }

    static let valueCases: [ErrorCase] = [
        ErrorCase(
            text: "theme = night", line: 1, column: 9, kind: .syntax,
            message: "\(expectedValue)，实际是“night”；字符串要加引号，写作“\"night\"”", ignoresRestOfFile: false),
        ErrorCase(
            text: #"browser = "a\qb""#, line: 1, column: 13, kind: .syntax, message: "字符串中有无效的转义“\\q”",
            ignoresRestOfFile: false),
        ErrorCase(
            text: #"browser = "\u12""#, line: 1, column: 12, kind: .syntax,
            message: "转义 \\u 后面应为正好 4 位十六进制数字", ignoresRestOfFile: false),
        ErrorCase(
            text: #"browser = "\uD800""#, line: 1, column: 12, kind: .syntax,
            message: "“\\uD800”不是有效的 Unicode 字符", ignoresRestOfFile: false),
        ErrorCase(
            text: #"browser = "\U00110000""#, line: 1, column: 12, kind: .syntax,
            message: "“\\U110000”不是有效的 Unicode 字符", ignoresRestOfFile: false),
        ErrorCase(
            text: "browser = \"a\u{01}b\"", line: 1, column: 13, kind: .syntax,
            message: "“U+0001”是控制字符", ignoresRestOfFile: false),
        ErrorCase(
            text: "cache-limit-mb = 9223372036854775808", line: 1, column: 18, kind: .syntax,
            message: "“9223372036854775808”太大", ignoresRestOfFile: false),
        ErrorCase(
            text: "cache-limit-mb = 99999999999999999999", line: 1, column: 18, kind: .syntax,
            message: "“99999999999999999999”太大", ignoresRestOfFile: false),
        ErrorCase(
            text: "cache-limit-mb = -9223372036854775809", line: 1, column: 18, kind: .syntax,
            message: "“-9223372036854775809”太大", ignoresRestOfFile: false),
        ErrorCase(
            text: "image-cache-limit-mb = 03", line: 1, column: 24, kind: .syntax,
            message: "整数不能以 0 开头（“03”）", ignoresRestOfFile: false),
        ErrorCase(
            text: "image-cache-limit-mb = 1__0", line: 1, column: 24, kind: .syntax,
            message: "数字中的 _ 只能位于两个数字之间（“1__0”）", ignoresRestOfFile: false),
        ErrorCase(
            text: "image-cache-limit-mb = _1", line: 1, column: 24, kind: .syntax,
            message: "数字中的 _ 只能位于两个数字之间（“_1”）", ignoresRestOfFile: false),
        ErrorCase(
            text: "image-cache-limit-mb = 1_", line: 1, column: 24, kind: .syntax,
            message: "数字中的 _ 只能位于两个数字之间（“1_”）", ignoresRestOfFile: false),
    ]

    @Test(arguments: valueCases)
    func aBadValueCostsOnlyItsSetting(_ errorCase: ErrorCase) throws {
        try check(errorCase, then: "\nreader-width = 120\n")
    }

    static let fatalCases: [ErrorCase] = [
        ErrorCase(
            text: "mouse false", line: 1, column: 7, kind: .syntax,
            message: "设置名“mouse”后面应为 =，实际是“f”", ignoresRestOfFile: true),
        ErrorCase(
            text: "mouse", line: 1, column: 6, kind: .syntax,
            message: "设置名“mouse”后面应为 =，实际是行尾", ignoresRestOfFile: true),
        ErrorCase(
            text: "browser = \"abc", line: 1, column: 15, kind: .syntax,
            message: "此处应为结束字符串的 \"（字符串从第 11 列开始），实际是行尾", ignoresRestOfFile: true),
        ErrorCase(
            text: "browser = 'abc", line: 1, column: 15, kind: .syntax,
            message: "此处应为结束字符串的 '（字符串从第 11 列开始），实际是行尾", ignoresRestOfFile: true),
        ErrorCase(
            text: "theme = \"day\" x", line: 1, column: 15, kind: .syntax,
            message: "值后面应为行尾，实际是“x”", ignoresRestOfFile: true),
        ErrorCase(
            text: "[keys]\ndown = [\"j\" \"k\"]", line: 2, column: 13, kind: .syntax,
            message: "数组元素后面应为 , 或 ]，实际是“\"”", ignoresRestOfFile: true),
        ErrorCase(
            text: "[", line: 1, column: 2, kind: .syntax,
            message: "[ 后面应为表名，实际是行尾", ignoresRestOfFile: true),
        ErrorCase(
            text: "[keys", line: 1, column: 6, kind: .syntax,
            message: "此处应为结束表名的 ]，实际是行尾", ignoresRestOfFile: true),
        ErrorCase(
            text: "[keys.]", line: 1, column: 7, kind: .syntax,
            message: "表名中 . 后面应为名称，实际是“]”", ignoresRestOfFile: true),
        ErrorCase(
            text: "[keys] x", line: 1, column: 8, kind: .syntax,
            message: "表名后面应为行尾，实际是“x”", ignoresRestOfFile: true),
        ErrorCase(
            text: "  = 3", line: 1, column: 3, kind: .syntax,
            message: "此处应为设置（如 theme = \"day\"）、[表名] 或 # 注释，实际是“=”",
            ignoresRestOfFile: true),
        ErrorCase(
            text: "theme = \"day\"\rmouse = false", line: 1, column: 14, kind: .syntax,
            message: "回车符 \\r 后面必须跟换行符 \\n", ignoresRestOfFile: true),
        ErrorCase(
            text: "# bell \u{07}", line: 1, column: 8, kind: .syntax,
            message: "注释中不能有控制字符“U+0007”", ignoresRestOfFile: true),
        ErrorCase(
            text: "\"\"\"theme\"\"\" = 1", line: 1, column: 1, kind: .syntax,
            message: "键名不能是多行字符串", ignoresRestOfFile: true),
        ErrorCase(
            text: "\"the\\qme\" = 1", line: 1, column: 5, kind: .syntax, message: "字符串中有无效的转义“\\q”",
            ignoresRestOfFile: true),
    ]

    @Test(arguments: fatalCases)
    func aBrokenLineEndsTheFileKeepingEarlierLines(_ errorCase: ErrorCase) throws {
        try check(errorCase, then: "\nreader-width = 120\n")
    }

    @Test func anArrayLeftOpenIsReportedAtTheEndWithWhereItStarted() throws {
        let diagnostic = try #require(TestConfig.onlyDiagnostic("[keys]\ndown = [\"j\",\n"))
        #expect(diagnostic.line == 3)
        #expect(diagnostic.column == 1)
        #expect(diagnostic.message == "此处应为结束数组的 ]（数组从第 2 行第 8 列开始），实际是文件结尾")
        #expect(diagnostic.ignoresRestOfFile)
        #expect(diagnostic.summary == "配置文件第 3 行：数组缺少结尾的 ]，此行起的设置未生效")
    }

    @Test func bytesThatAreNotUTF8EndTheFileAtTheirLine() throws {
        let bytes = Array("theme = \"day\"\nbrowser = \"".utf8) + [0xFF] + Array("\"\nmouse = false\n".utf8)
        let file = ConfigFile.parse(bytes: bytes, path: "config.toml")
        let diagnostic = try #require(file.diagnostics.first)
        #expect(file.diagnostics.count == 1)
        #expect(diagnostic.kind == .unreadable)
        #expect(
            diagnostic.description
                == "config.toml:2:12: 文件从此处起不是有效的 UTF-8 文本；文件从第 2 行起的内容均未使用"
        )
        #expect(file.settings.theme == .day)
        #expect(file.settings.browser == "")
        #expect(file.settings.mouse == true)
    }

    @Test func aLineWithBytesThatAreNotUTF8IsNotUsedEvenInPart() throws {
        let bytes = Array("wheel-step = 5".utf8) + [0xFF] + Array("\n".utf8)
        let file = ConfigFile.parse(bytes: bytes, path: "config.toml")
        #expect(
            file.diagnostics.map(\.description) == [
                "config.toml:1:15: 文件从此处起不是有效的 UTF-8 文本；文件从第 1 行起的内容均未使用"
            ])
        #expect(file.settings.wheelStep == 3)
    }

    @Test func bytesThatAreNotUTF8InsideAnOpenArrayAreWhatIsReported() throws {
        let bytes = Array("[keys]\ndown = [\n\"j\",\n\"".utf8) + [0xC3, 0x28] + Array("\"\n]\n".utf8)
        let diagnostic = try #require(ConfigFile.parse(bytes: bytes, path: "config.toml").diagnostics.first)
        #expect(diagnostic.kind == .unreadable)
        #expect(diagnostic.line == 4)
        #expect(diagnostic.column == 2)
    }

    @Test func columnsCountCharactersNotBytes() throws {
        let diagnostic = try #require(TestConfig.onlyDiagnostic("browser = \"浏览器\" x"))
        #expect(diagnostic.column == 17)
    }

    // MARK: Duplicates

    @Test func aKeySetTwiceKeepsTheFirst() throws {
        let file = TestConfig.parse("theme = \"day\"\n\ntheme = \"night\"\n")
        let diagnostic = try #require(file.diagnostics.first)
        #expect(file.settings.theme == .day)
        #expect(diagnostic.kind == .duplicate)
        #expect(diagnostic.description == "config.toml:3:1: “theme”设置了两次（第 1 行已设置）；此行被忽略")
        #expect(diagnostic.summary == "配置文件第 3 行：theme 重复设置（第 1 行已设置），此行被忽略")
    }

    @Test func aTableGivenTwiceIsReportedAndReadAsOne() throws {
        let file = TestConfig.parse("[keys]\nup = [\"k\"]\n[colors]\n[keys]\ndown = [\"j\"]\nup = [\"K\"]\n")
        #expect(file.settings.keys == ["up": [.character("k")], "down": [.character("j")]])
        #expect(file.diagnostics.map(\.kind) == [.duplicate, .duplicate])
        #expect(file.diagnostics.map(\.line) == [4, 6])
        #expect(file.diagnostics.first?.message.hasPrefix("表“[keys]”出现了两次（第 1 行已有）") == true)
    }

    @Test func aTableCannotReuseTheNameOfAValue() throws {
        let file = TestConfig.parse("[keys]\nhome = [\"H\"]\n[keys.home]\ntop = [\"g\"]\n")
        let diagnostic = try #require(file.diagnostics.first)
        #expect(file.diagnostics.count == 1)
        #expect(diagnostic.line == 3)
        #expect(diagnostic.message.hasPrefix("“[keys.home]”不能是表：“keys.home”已在第 2 行设为值"))
        #expect(file.settings.screenKeys.isEmpty)
        #expect(file.settings.keys == ["home": [.character("H")]])
    }

    @Test func aValueCannotReuseTheNameOfATable() throws {
        let file = TestConfig.parse("[keys.home]\ntop = [\"g\"]\n[keys]\nhome = [\"H\"]\n")
        let diagnostic = try #require(file.diagnostics.first)
        #expect(diagnostic.line == 4)
        #expect(diagnostic.message == "“home”已是表（第 1 行的“[keys.home]”）；此值被忽略")
        #expect(file.settings.keys.isEmpty)
    }

    // MARK: Helpers

    private func check(_ errorCase: ErrorCase, then later: String) throws {
        let file = TestConfig.parse("wheel-step = 9\n" + errorCase.text + later)
        let diagnostic = try #require(file.diagnostics.first)
        #expect(file.diagnostics.count == 1, "\(file.diagnostics)")
        #expect(diagnostic.kind == errorCase.kind)
        #expect(diagnostic.line == errorCase.line + 1)
        #expect(diagnostic.column == errorCase.column)
        #expect(diagnostic.message.hasPrefix(errorCase.message), "\(diagnostic.message)")
        #expect(diagnostic.ignoresRestOfFile == errorCase.ignoresRestOfFile)
        #expect(diagnostic.description.hasPrefix("config.toml:\(errorCase.line + 1):\(errorCase.column): "))
        #expect(file.settings.wheelStep == 9, "lines before the problem are kept")
        #expect(file.settings.readerWidth == (errorCase.ignoresRestOfFile ? 80 : 120))
    }
}
