import Testing
import ZReaderConfig
import ZReaderScreen

@Suite("Config file: no input makes the parser trap or break its promises")
struct ConfigFuzzTests {
    /// Bytes the grammar cares about, and a few that are not UTF-8 or are control characters.
    static let alphabet: [UInt8] =
        Array("abjkqtheme-_ =\"'[]{}#,.+0123456789\\u\n\r\t".utf8) + [0x00, 0x07, 0x7F, 0xFF, 0xC3, 0xA9, 0xE4, 0xB8]

    /// A short file with every form the parser reads, so that mutations land on them rather than on comments.
    static let everyForm = """
        theme = "night" # after
        "images" = 'on'
        mouse = false
        wheel-step = +1_0
        banner-interval = -0
        browser = "a\\"b\\\\c\\t\\u00E9\\U0001F600 %s"
        api = "https://x.example/api/"
        [keys]
        down = [ "j", "Down",
            # inside
            "C-n", ]
        quit = []
        [ keys . "reader" ]
        back = ['q', "Esc"]
        [colors]
        title = "#333"
        """

    @Test func theFileOfEveryFormIsValid() {
        let file = ConfigFile.parse(Self.everyForm, path: "fuzz.toml")
        #expect(file.diagnostics == [])
        #expect(file.settings.browser == "a\"b\\c\t\u{E9}\u{1F600} %s")
        #expect(file.settings.screenKeys == ["reader": ["back": [.character("q"), .escape]]])
        #expect(file.settings.wheelStep == 10)
    }

    @Test func randomBytes() {
        var generator = SeededGenerator(seed: 1)
        for _ in 0..<2000 {
            let count = Int.random(in: 0..<160, using: &generator)
            let bytes = (0..<count).map { _ in
                Int.random(in: 0..<8, using: &generator) == 0
                    ? UInt8.random(in: 0...255, using: &generator)
                    : Self.alphabet.randomElement(using: &generator) ?? 0
            }
            check(bytes)
        }
    }

    @Test func mutationsOfAValidFile() {
        var generator = SeededGenerator(seed: 2)
        let valid = [Array(Self.everyForm.utf8), Array(Self.everyForm.replacing("\n", with: "\r\n").utf8)]
        for _ in 0..<2000 {
            var bytes = valid.randomElement(using: &generator) ?? []
            for _ in 0..<Int.random(in: 1...4, using: &generator) {
                mutate(&bytes, using: &generator)
            }
            check(bytes)
        }
    }

    private func mutate(_ bytes: inout [UInt8], using generator: inout SeededGenerator) {
        guard !bytes.isEmpty else {
            bytes = [Self.alphabet.randomElement(using: &generator) ?? 0]
            return
        }
        let at = Int.random(in: 0..<bytes.count, using: &generator)
        switch Int.random(in: 0..<4, using: &generator) {
        case 0: bytes[at] = Self.alphabet.randomElement(using: &generator) ?? 0
        case 1: bytes.insert(Self.alphabet.randomElement(using: &generator) ?? 0, at: at)
        case 2: bytes.removeSubrange(at..<min(bytes.count, at + Int.random(in: 1...20, using: &generator)))
        default:
            let end = min(bytes.count, at + Int.random(in: 1...40, using: &generator))
            bytes.insert(contentsOf: bytes[at..<end], at: Int.random(in: 0...bytes.count, using: &generator))
        }
    }

    /// Parses `bytes` and checks what any file, however broken, must give.
    private func check(_ bytes: [UInt8]) {
        let file = ConfigFile.parse(bytes: bytes, path: "fuzz.toml")
        let lineCount = bytes.count { $0 == 0x0A } + 1
        for diagnostic in file.diagnostics {
            #expect(diagnostic.source == .file("fuzz.toml"))
            #expect((1...lineCount).contains(diagnostic.line ?? 0), "\(diagnostic)")
            #expect((diagnostic.column ?? 0) >= 1, "\(diagnostic)")
            #expect(!diagnostic.summary.isEmpty && !diagnostic.message.isEmpty)
        }
        let fatal = file.diagnostics.filter(\.ignoresRestOfFile)
        #expect(fatal.count <= 1)
        if let fatal = fatal.first, let last = file.diagnostics.last {
            #expect((fatal.line ?? 0, fatal.column ?? 0) >= (last.line ?? 0, last.column ?? 0))
        }
        let settings = file.settings
        #expect(Settings.wheelStepRange.contains(settings.wheelStep))
        #expect(Settings.bannerIntervalRange.contains(settings.bannerInterval))
        #expect(Settings.readerWidthRange.contains(settings.readerWidth))
        #expect(Settings.cacheLimitRange.contains(settings.cacheLimitMB))
        #expect(Settings.cacheLimitRange.contains(settings.imageCacheLimitMB))
        #expect(settings.apiBaseURL.isEmpty || Settings.validatedAPIBaseURL(settings.apiBaseURL) == settings.apiBaseURL)
        #expect(ConfigFile.parse(bytes: bytes, path: "fuzz.toml") == file)
    }
}
