import Testing
import ZReaderConfig

/// Config files made to cost or to mislead: names deep or long enough to make reading quadratic,
/// and bidi controls that would reorder a diagnostic on the terminal. (How long the 1 MB worst
/// case takes and how much memory it needs is measured by `zreader-bench config`.)
@Suite("Hostile config files")
struct HostileConfigTests {
    @Test func aTableNameOfThousandsOfPartsStopsReadingAtItsNinthPart() throws {
        let header = "[" + Array(repeating: "a", count: 2_000).joined(separator: ".") + "]\ntheme = \"night\"\n"
        let diagnostic = try #require(TestConfig.onlyDiagnostic("theme = \"day\"\n" + header))
        #expect(diagnostic.kind == .unsupported)
        #expect(diagnostic.line == 2 && diagnostic.ignoresRestOfFile)
        #expect(diagnostic.message.contains("超过 8 层的表名"), "\(diagnostic.message)")
        #expect(TestConfig.parse("[keys.reader]\nnext-story = [\"J\"]\n").diagnostics.isEmpty)
    }

    @Test(arguments: [
        String(repeating: "k", count: 129) + " = 1", "\"" + String(repeating: "键", count: 129) + "\" = 1",
        "[" + String(repeating: "t", count: 5_000) + "]",
    ])
    func aKeyOfMoreThan128CharactersStopsReading(_ line: String) throws {
        let diagnostic = try #require(TestConfig.onlyDiagnostic(line + "\n"))
        #expect(diagnostic.kind == .unsupported && diagnostic.ignoresRestOfFile)
        #expect(diagnostic.message.contains("超过 128 个字符的键名"), "\(diagnostic.message)")
    }

    /// A file of thousands of duplicates or unknown settings is not read to its end: each would be
    /// checked, suggested for and reported (100,000 unknown keys took 42 s in a debug build).
    @Test func aFileOfThousandsOfProblemsOrSettingsStopsReadingAtTheBound() throws {
        let duplicates = TestConfig.parse(String(repeating: "theme = \"day\"\n", count: 5_000)).diagnostics
        // The first line is read, the next 100 are duplicates, the one after stops reading.
        #expect(duplicates.count == 101, "\(duplicates.count)")
        #expect(duplicates.last?.message.contains("问题超过 100 个") == true && duplicates.last?.line == 102)
        let settings = (0..<5_000).map { "k\($0) = 1\n" }.joined()
        let unknown = TestConfig.parse(settings).diagnostics
        #expect(unknown.count == 1_001, "\(unknown.count)")
        #expect(unknown.contains { $0.message.contains("超过 1000 项的设置") && $0.line == 1_001 })
    }

    @Test func anArrayOfMoreThan256ElementsStopsReading() throws {
        let keys = Array(repeating: "\"j\"", count: 300).joined(separator: ", ")
        let diagnostic = try #require(TestConfig.onlyDiagnostic("[keys]\ndown = [\(keys)]\n"))
        #expect(diagnostic.kind == .unsupported && diagnostic.ignoresRestOfFile)
        #expect(diagnostic.message.contains("超过 256 个元素的数组"), "\(diagnostic.message)")
    }

    /// U+202E (right-to-left override) in a key, a value and a comment-less bare word: printed as
    /// `U+202E`, as controls are, never raw.
    @Test(arguments: ["\"a\u{202E}b\" = 1", "theme = \"\u{202E}night\"", "theme = night\u{202E}x", "[\"t\u{2066}\"]"])
    func bidiControlsArePrintedEscapedInDiagnostics(_ line: String) throws {
        let diagnostics = TestConfig.parse(line + "\n").diagnostics
        try #require(!diagnostics.isEmpty)
        for diagnostic in diagnostics {
            let printed = diagnostic.description
            #expect(
                !printed.unicodeScalars.contains { $0.properties.generalCategory == .format }, "raw in: \(printed)")
            #expect(printed.contains("202E") || printed.contains("2066"), "\(printed)")
        }
    }
}
