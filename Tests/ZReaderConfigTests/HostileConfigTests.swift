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
        #expect(diagnostic.message.contains("table names of more than 8 parts"), "\(diagnostic.message)")
        #expect(TestConfig.parse("[keys.reader]\nnext-story = [\"J\"]\n").diagnostics.isEmpty)
    }

    @Test(arguments: [
        String(repeating: "k", count: 129) + " = 1", "\"" + String(repeating: "键", count: 129) + "\" = 1",
        "[" + String(repeating: "t", count: 5_000) + "]",
    ])
    func aKeyOfMoreThan128CharactersStopsReading(_ line: String) throws {
        let diagnostic = try #require(TestConfig.onlyDiagnostic(line + "\n"))
        #expect(diagnostic.kind == .unsupported && diagnostic.ignoresRestOfFile)
        #expect(diagnostic.message.contains("keys of more than 128 characters"), "\(diagnostic.message)")
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
