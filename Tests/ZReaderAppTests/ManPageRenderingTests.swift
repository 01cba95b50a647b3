import Foundation
import Testing
import ZReaderTestSupport

/// groff, which `man` runs, reads the man page without a warning and lays it out as a man page:
/// the usual sections in the usual order, and no word broken at a hyphen.
@Suite("The man page through groff")
struct ManPageRenderingTests {
    static let sections = [
        "NAME", "SYNOPSIS", "DESCRIPTION", "COMMANDS", "OPTIONS", "KEYS", "CONFIGURATION", "ENVIRONMENT", "FILES",
        "EXIT STATUS", "EXAMPLES", "SEE ALSO",
    ]

    func groff(_ arguments: [String]) async throws -> (status: Int32, output: String, error: String) {
        let groff = try #require(
            BuiltBinary.executable("groff"), "groff is not installed (scripts/install-deps: groff-base)")
        var environment = ProcessInfo.processInfo.environment
        environment["LC_ALL"] = "C.UTF-8"
        return try await BuiltBinary.runInBackground(
            groff, ["-man", "-Tutf8"] + arguments + [ManPageSource.path.path], environment: environment)
    }

    @Test func groffFindsNothingToWarnAbout() async throws {
        let checked = try await groff(["-ww", "-z"])
        #expect(checked.status == 0)
        #expect(checked.error.isEmpty, "\(checked.error)")
    }

    @Test func theRenderedPageHasTheUsualSectionsAndBreaksNoWordAtAHyphen() async throws {
        // Without bold and underlining by overstriking: the plain text.
        let rendered = try await groff(["-P-bou", "-rLL=80n"])
        #expect(rendered.status == 0)
        // Headings start at the left margin, in capitals; so do the page's header and footer lines.
        let headings = rendered.output.split(separator: "\n").map(String.init)
            .filter { $0.first?.isUppercase == true && !$0.hasPrefix("ZREADER(1)") }
        #expect(headings == Self.sections, "\(headings)")
        #expect(rendered.output.contains("zreader - Zhihu Daily in the terminal"))
        #expect(rendered.output.contains("Zhihu Daily (知乎日报)"))
        // A hyphen that groff adds to break a word: option names and paths would not paste whole.
        #expect(!rendered.output.contains("\u{2010}"))
    }
}
