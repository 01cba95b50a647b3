import Testing
import ZReaderTestSupport

/// zreader links Foundation's essentials only: an `import Foundation` in any product target
/// would link all of Foundation and its copy of ICU (34 MB of ICU's data in the release binary).
///
/// The debug build links the Swift libraries dynamically, so such an import shows as a needed
/// library; `make` runs the same check on the stripped release binary, with its size bound.
@Suite("The binary carries Foundation's essentials only")
struct LeanBinaryTests {
    @Test func theBuiltBinaryLinksNoFoundationBeyondItsEssentialsAndNoICUData() async throws {
        let script = FixtureServer.packageRoot.appending(path: "scripts/check-binary").path
        let checked = try await BuiltBinary.runInBackground(script, [try BuiltBinary.zreader()])
        #expect(checked.status == 0, "\(checked.error)")
        #expect(checked.output.contains("Foundation essentials only"))
    }
}
