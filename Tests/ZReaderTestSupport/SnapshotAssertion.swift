import Foundation
import Testing
import ZReaderDomain
import ZReaderScreen

/// Compares a screen buffer with the snapshot file next to the test, in `__Snapshots__/`.
///
/// A missing file, or `ZREADER_RECORD_SNAPSHOTS=1` in the environment, writes the snapshot and
/// fails the test, so that recording can never pass a run by itself.
public func assertSnapshot(
    _ buffer: ScreenBuffer, named name: String, filePath: String = #filePath,
    sourceLocation: SourceLocation = #_sourceLocation
) {
    let directory = URL(fileURLWithPath: filePath).deletingLastPathComponent().appending(path: "__Snapshots__")
    let file = directory.appending(path: "\(name).\(buffer.size).txt")
    let actual = ScreenSnapshot.text(of: buffer)
    let recording = ProcessInfo.processInfo.environment["ZREADER_RECORD_SNAPSHOTS"] == "1"
    guard !recording, let expected = try? String(contentsOf: file, encoding: .utf8) else {
        do {
            try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
            try actual.write(to: file, atomically: true, encoding: .utf8)
            Issue.record(
                Comment(rawValue: "Recorded snapshot \(file.lastPathComponent); check it and run the tests again."),
                sourceLocation: sourceLocation)
        } catch {
            Issue.record(
                Comment(rawValue: "Cannot write snapshot \(file.path): \(error)"), sourceLocation: sourceLocation)
        }
        return
    }
    guard expected != actual else { return }
    let expectedLines = expected.split(separator: "\n", omittingEmptySubsequences: false)
    let actualLines = actual.split(separator: "\n", omittingEmptySubsequences: false)
    var report: [String] = []
    for index in 0..<max(expectedLines.count, actualLines.count) where report.count < 12 {
        let old = index < expectedLines.count ? String(expectedLines[index]) : "<none>"
        let new = index < actualLines.count ? String(actualLines[index]) : "<none>"
        if old != new { report.append("line \(index + 1):\n  expected \(old)\n  actual   \(new)") }
    }
    let message =
        "Snapshot \(file.lastPathComponent) differs (ZREADER_RECORD_SNAPSHOTS=1 re-records):\n"
        + report.joined(separator: "\n")
    Issue.record(Comment(rawValue: message), sourceLocation: sourceLocation)
}
