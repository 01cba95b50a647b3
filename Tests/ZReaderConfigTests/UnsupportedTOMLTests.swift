import Testing
import ZReaderConfig

@Suite("Config file: TOML that zreader does not read is reported, never misread")
struct UnsupportedTOMLTests {
    static let valueCases: [ErrorCase] = [
        ErrorCase(
            text: "banner-interval = 2.5", line: 1, column: 19, kind: .unsupported,
            message: "zreader 的配置不支持小数（“2.5”）；请写整数；banner-interval 保持默认值 5", ignoresRestOfFile: false),
        ErrorCase(
            text: "banner-interval = 1e3", line: 1, column: 19, kind: .unsupported,
            message: "zreader 的配置不支持小数（“1e3”）", ignoresRestOfFile: false),
        ErrorCase(
            text: "banner-interval = -inf", line: 1, column: 19, kind: .unsupported,
            message: "zreader 的配置不支持小数（“-inf”）", ignoresRestOfFile: false),
        ErrorCase(
            text: "banner-interval = nan", line: 1, column: 19, kind: .unsupported,
            message: "zreader 的配置不支持小数（“nan”）", ignoresRestOfFile: false),
        ErrorCase(
            text: "banner-interval = 0x1F", line: 1, column: 19, kind: .unsupported,
            message: "zreader 的配置不支持十六进制、八进制和二进制数（“0x1F”）",
            ignoresRestOfFile: false),
        ErrorCase(
            text: "banner-interval = 0o17", line: 1, column: 19, kind: .unsupported,
            message: "zreader 的配置不支持十六进制、八进制和二进制数",
            ignoresRestOfFile: false),
        ErrorCase(
            text: "banner-interval = 1979-05-27", line: 1, column: 19, kind: .unsupported,
            message: "zreader 的配置不支持日期和时间（“1979-05-27”）", ignoresRestOfFile: false),
        ErrorCase(
            text: "banner-interval = 1979-05-27 07:32:00", line: 1, column: 19, kind: .unsupported,
            message: "zreader 的配置不支持日期和时间（“1979-05-27 07:32:00”）",
            ignoresRestOfFile: false),
        ErrorCase(
            text: "banner-interval = 1979-05-27T07:32:00Z", line: 1, column: 19, kind: .unsupported,
            message: "zreader 的配置不支持日期和时间", ignoresRestOfFile: false),
        ErrorCase(
            text: "banner-interval = 07:32:00", line: 1, column: 19, kind: .unsupported,
            message: "zreader 的配置不支持日期和时间", ignoresRestOfFile: false),
    ]

    @Test(arguments: valueCases)
    func anUnsupportedValueCostsOnlyItsSetting(_ errorCase: ErrorCase) throws {
        try check(errorCase)
    }

    static let structureCases: [ErrorCase] = [
        ErrorCase(
            text: "colors = { title = \"#333333\" }", line: 1, column: 10, kind: .unsupported,
            message: "zreader 的配置不支持内联表（{ … }）；请把其中的设置写在 [表名] 下",
            ignoresRestOfFile: true),
        ErrorCase(
            text: "[[keys]]", line: 1, column: 1, kind: .unsupported,
            message: "zreader 的配置不支持表数组（[[…]]）", ignoresRestOfFile: true),
        ErrorCase(
            text: "browser = \"\"\"w3m\"\"\"", line: 1, column: 11, kind: .unsupported,
            message: "zreader 的配置不支持多行字符串（\"\"\"…\"\"\"）", ignoresRestOfFile: true),
        ErrorCase(
            text: "browser = '''w3m'''", line: 1, column: 11, kind: .unsupported,
            message: "zreader 的配置不支持多行字符串（'''…'''）", ignoresRestOfFile: true),
        ErrorCase(
            text: "keys.down = [\"j\"]", line: 1, column: 5, kind: .unsupported,
            message: "zreader 的配置不支持带点号的键名（如 keys.down = …）；请把设置写在它所属的 [表名] 下",
            ignoresRestOfFile: true),
        ErrorCase(
            text: "[keys]\ndown = [[\"j\"]]", line: 2, column: 9, kind: .unsupported,
            message: "zreader 的配置不支持嵌套数组", ignoresRestOfFile: true),
    ]

    @Test(arguments: structureCases)
    func anUnsupportedStructureEndsTheFile(_ errorCase: ErrorCase) throws {
        try check(errorCase)
    }

    @Test func anUnsupportedKeyNameCostsOnlyItsCommand() throws {
        let file = TestConfig.parse("[keys]\ndown = [1.5]\nup = [\"k\"]\n")
        let diagnostic = try #require(file.diagnostics.first)
        #expect(file.diagnostics.count == 1)
        #expect(diagnostic.kind == .unsupported)
        #expect(diagnostic.line == 2)
        #expect(diagnostic.column == 9)
        #expect(
            diagnostic.message
                == "zreader 的配置不支持小数（“1.5”）；请写整数；“down”保持默认按键")
        #expect(file.settings.keys == ["up": [.character("k")]])
    }

    @Test func theStatusLineSaysWhatIsNotSupported() throws {
        let diagnostic = try #require(TestConfig.onlyDiagnostic("banner-interval = 2.5"))
        #expect(diagnostic.summary == "配置文件第 1 行：zreader 的配置不支持小数，banner-interval 已用默认值")
    }

    private func check(_ errorCase: ErrorCase) throws {
        let file = TestConfig.parse("wheel-step = 9\n" + errorCase.text + "\nreader-width = 120\n")
        let diagnostic = try #require(file.diagnostics.first)
        #expect(file.diagnostics.count == 1, "\(file.diagnostics)")
        #expect(diagnostic.kind == errorCase.kind)
        #expect(diagnostic.line == errorCase.line + 1)
        #expect(diagnostic.column == errorCase.column)
        #expect(diagnostic.message.hasPrefix(errorCase.message), "\(diagnostic.message)")
        #expect(diagnostic.ignoresRestOfFile == errorCase.ignoresRestOfFile)
        #expect(file.settings.wheelStep == 9)
        #expect(file.settings.readerWidth == (errorCase.ignoresRestOfFile ? 80 : 120))
    }
}
