import Testing
import ZReaderConfig
import ZReaderScreen

@Suite("Config file: the TOML forms zreader reads")
struct TOMLFormsTests {
    @Test func anEmptyFileAndOneOfCommentsGiveTheDefaults() {
        for text in ["", "\n\n", "   \t\n", "# only a comment\n  # and another", "\u{FEFF}# with a byte-order mark\n"] {
            let file = TestConfig.parse(text)
            #expect(file.settings == Settings())
            #expect(file.diagnostics.isEmpty, "\(text.debugDescription)")
        }
    }

    @Test func everyGeneralSettingIsRead() {
        let file = TestConfig.parse(
            """
            theme = "night"
            images = "off"
            mouse = false
            wheel-step = 5
            banner-interval = 0
            reader-width = 100
            ambiguous-width = 2
            browser = "firefox %s"
            cache-limit-mb = 0
            image-cache-limit-mb = 50
            api = "http://127.0.0.1:8080/api/4/"
            """)
        var expected = Settings()
        expected.theme = .night
        expected.images = .off
        expected.mouse = false
        expected.wheelStep = 5
        expected.bannerInterval = 0
        expected.readerWidth = 100
        expected.ambiguousWidth = .wide
        expected.browser = "firefox %s"
        expected.cacheLimitMB = 0
        expected.imageCacheLimitMB = 50
        expected.apiBaseURL = "http://127.0.0.1:8080/api/4"
        #expect(file.diagnostics == [])
        #expect(file.settings == expected)
    }

    @Test func commentsAfterValuesAndHashesInsideStrings() {
        let file = TestConfig.parse(
            """
            browser = "w3m # not a comment" # a comment
            theme = 'day'#tight
            """)
        #expect(file.diagnostics == [])
        #expect(file.settings.browser == "w3m # not a comment")
        #expect(file.settings.theme == .day)
    }

    @Test func quotedKeysNameTheSameSettings() {
        let file = TestConfig.parse("\"theme\" = \"night\"\n'wheel-step' = 7\n")
        #expect(file.diagnostics == [])
        #expect(file.settings.theme == .night)
        #expect(file.settings.wheelStep == 7)
    }

    @Test func basicStringsDecodeEveryEscape() {
        let file = TestConfig.parse(#"browser = "q\"b\\s\bt\tn\nf\fr\ru\u00E9U\U0001F600""#)
        #expect(file.diagnostics == [])
        #expect(file.settings.browser == "q\"b\\s\u{08}t\tn\nf\u{0C}r\ru\u{E9}U\u{1F600}")
    }

    @Test func literalStringsKeepBackslashesAndDoubleQuotes() {
        let file = TestConfig.parse(#"browser = 'C:\bin\open "%s"'"#)
        #expect(file.diagnostics == [])
        #expect(file.settings.browser == #"C:\bin\open "%s""#)
    }

    @Test func integersTakeSignsAndUnderscores() {
        let file = TestConfig.parse("wheel-step = +4\ncache-limit-mb = 1_000\nimage-cache-limit-mb = 0\n")
        #expect(file.diagnostics == [])
        #expect(file.settings.wheelStep == 4)
        #expect(file.settings.cacheLimitMB == 1000)
        #expect(file.settings.imageCacheLimitMB == 0)
    }

    @Test func arraysSpanLinesHoldCommentsAndEndWithAComma() {
        let file = TestConfig.parse(
            """
            [keys]
            down = [
                "j",     # vi
                "Down",
                # Emacs
                "C-n",
            ]
            up = ["k"]
            none = []
            """)
        #expect(file.diagnostics == [])
        #expect(
            file.settings.keys == [
                "down": [.character("j"), .down, .control("n")], "up": [.character("k")], "none": [],
            ])
    }

    @Test func dottedQuotedAndSpacedTableNames() {
        let file = TestConfig.parse(
            """
            [keys.reader]
            back = ["q"]
            [ keys . "comments" ]
            back = ["Esc"]
            """)
        #expect(file.diagnostics == [])
        #expect(file.settings.screenKeys == ["reader": ["back": [.character("q")]], "comments": ["back": [.escape]]])
        #expect(file.keyTables.map(\.value) == ["reader", "comments"])
    }

    @Test func windowsLineEndsAreLineEnds() {
        let file = TestConfig.parse("theme = \"day\"\r\n# note\r\n[keys]\r\nquit = [\r\n\"q\",\r\n]\r\n")
        #expect(file.diagnostics == [])
        #expect(file.settings.theme == .day)
        #expect(file.settings.keys["quit"] == [.character("q")])
    }

    @Test func chineseTextInStringsAndComments() {
        let file = TestConfig.parse("# 浏览器\nbrowser = \"打开 %s\"  # 注释\n")
        #expect(file.diagnostics == [])
        #expect(file.settings.browser == "打开 %s")
    }

    @Test func settingsBeforeTheFirstTableAreGeneralOnesAfterBelongToIt() {
        let file = TestConfig.parse("theme = \"day\"\n[colors]\ntitle = \"#333333\"\n")
        #expect(file.settings.theme == .day)
        #expect(file.settings.colors == ["title": RGBColor(hex: 0x333333)])
    }
}
