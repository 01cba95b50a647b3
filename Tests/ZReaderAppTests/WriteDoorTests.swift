import Foundation
import Testing

/// Every write zreader makes goes through `SystemCall.writeAll`, where a closed pipe is an error
/// to end quietly on (status 141), never a trap: Foundation's `FileHandle` writes trap on `EPIPE`
/// when SIGPIPE is ignored, and `print` buffers past where a pipe closed.
@Suite("Writes through the one door")
struct WriteDoorTests {
    /// The package's `Sources`: this file is `<package>/Tests/ZReaderAppTests/WriteDoorTests.swift`.
    static let sources = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appending(path: "Sources")

    /// What writes around the door; the benchmarks and build tools print as they like.
    static let bypasses = [
        "\\bFileHandle\\b", "(^|[^A-Za-z0-9_.])print\\(", "\\bfputs\\(", "\\bfwrite\\(", "\\bputs\\(",
        "FileManager\\.default\\.createFile\\(",
    ]

    @Test func noSourceOfZreaderWritesAroundTheDoor() throws {
        let skipped: Set<String> = ["zreader-bench", "DemoEditionEmbedder"]
        let enumerator = try #require(FileManager.default.enumerator(atPath: Self.sources.path))
        var found: [String] = []
        var files = 0
        for case let path as String in enumerator where path.hasSuffix(".swift") {
            guard let module = path.split(separator: "/").first, !skipped.contains(String(module)) else { continue }
            files += 1
            let text = try String(contentsOf: Self.sources.appending(path: path), encoding: .utf8)
            for (number, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
                let code = line.trimmingCharacters(in: .whitespaces)
                guard !code.hasPrefix("//") else { continue }
                for bypass in Self.bypasses where code.range(of: bypass, options: .regularExpression) != nil {
                    found.append("\(path):\(number + 1): \(code)")
                }
            }
        }
        #expect(files > 100)
        #expect(found.isEmpty, "\(found.joined(separator: "\n"))")
    }
}
