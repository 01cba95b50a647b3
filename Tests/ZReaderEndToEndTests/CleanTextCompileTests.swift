import Foundation
import Testing
import ZReaderTestSupport

/// A view cannot put a raw string in a cell.
///
/// Code that tries does not compile against the built ZReaderScreen, while the same code with the
/// text cleaned does: the promise is kept by a type, so a test of it has to ask the compiler.
@Suite("Raw strings do not compile where the screen takes text")
struct CleanTextCompileTests {
    /// The folder of the modules the tests were built with, beside the test bundle.
    static func modules() throws -> String {
        let products = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
        let modules = products.appending(path: "Modules")
        try #require(
            FileManager.default.fileExists(atPath: modules.appending(path: "ZReaderScreen.swiftmodule").path),
            "no ZReaderScreen.swiftmodule in \(modules.path)")
        return modules.path
    }

    /// Type-checks `body` (inside a function given `title: String` and `buffer: inout
    /// ScreenBuffer`) against ZReaderScreen; the compiler's status and errors.
    static func typeCheck(_ body: String) async throws -> (status: Int32, errors: String) {
        let swiftc = try #require(BuiltBinary.executable("swiftc"), "swiftc is not on PATH")
        let folder = FileManager.default.temporaryDirectory.appending(path: "zreader-clean-text-\(UUID())")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appending(path: "View.swift")
        let source = """
            import ZReaderScreen

            func draw(_ title: String, into buffer: inout ScreenBuffer) {
                \(body)
            }
            """
        try source.write(to: file, atomically: true, encoding: .utf8)
        let result = try await BuiltBinary.runInBackground(
            swiftc,
            [
                "-typecheck", "-swift-version", "6", "-I", try modules(), "-module-cache-path",
                folder.appending(path: "cache").path, file.path,
            ])
        return (result.status, result.error + result.output)
    }

    @Test func cleanedTextCompiles() async throws {
        let result = try await Self.typeCheck(
            "buffer.write(TextSanitizer.clean(title), at: Point(x: 0, y: 0), style: .plain)")
        #expect(result.status == 0, "\(result.errors)")
    }

    @Test(arguments: [
        "buffer.write(title, at: Point(x: 0, y: 0), style: .plain)",
        "buffer.write(DisplayText(alreadyClean: title), at: Point(x: 0, y: 0), style: .plain)",
        "buffer.write(\"\\(title)\", at: Point(x: 0, y: 0), style: .plain)",
    ])
    func aRawStringDoesNotCompile(_ body: String) async throws {
        let result = try await Self.typeCheck(body)
        #expect(result.status != 0, "compiled: \(body)")
        #expect(result.errors.contains("error:"), "\(result.errors)")
    }
}
