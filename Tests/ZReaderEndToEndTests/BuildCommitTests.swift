import Foundation
import Testing
import ZReaderApp
import ZReaderTestSupport

/// `zreader --version` names the commit it was built from, and nothing when it was not built from
/// a git checkout; `scripts/write-build-commit`, which the build runs, decides which.
@Suite("The commit in --version")
struct BuildCommitTests {
    static let script = FixtureServer.packageRoot.appending(path: "scripts/write-build-commit").path

    static func git() throws -> String {
        try #require(BuiltBinary.executable("git"), "git is not installed")
    }

    /// `git -C directory arguments…`, with an identity for commits and no user configuration.
    static func git(_ arguments: [String], in directory: String) throws -> (
        status: Int32, output: String, error: String
    ) {
        var environment = ProcessInfo.processInfo.environment
        environment["GIT_CONFIG_GLOBAL"] = "/dev/null"
        environment["GIT_AUTHOR_NAME"] = "zreader tests"
        environment["GIT_AUTHOR_EMAIL"] = "tests@zreader.invalid"
        environment["GIT_COMMITTER_NAME"] = "zreader tests"
        environment["GIT_COMMITTER_EMAIL"] = "tests@zreader.invalid"
        return try BuiltBinary.run(try Self.git(), ["-C", directory] + arguments, environment: environment)
    }

    /// What the script writes for `root`: the commit in `BuildCommit.short`.
    func stampedCommit(root: String, into output: String) throws -> String {
        let result = try BuiltBinary.run("/bin/sh", [Self.script, root, output])
        #expect(result.status == 0, "\(result.error)")
        let text = try String(contentsOfFile: output, encoding: .utf8)
        let line = try #require(text.split(separator: "\n").first { $0.contains("static let short") })
        return String(line.split(separator: "\"").dropFirst().first ?? "")
    }

    /// What `--version` prints for a build of this checkout, as the script decides: with the short
    /// commit when the package is the top of its own git checkout, without one otherwise.
    static func expectedVersionOutput() throws -> String {
        let root = FixtureServer.packageRoot
        let top = try Self.git(["rev-parse", "--show-toplevel"], in: root.path)
        let topPath = top.output.trimmingCharacters(in: .whitespacesAndNewlines)
        guard top.status == 0, URL(fileURLWithPath: topPath).standardizedFileURL == root.standardizedFileURL else {
            return "zreader \(AppVersion.current)\n"
        }
        let head = try Self.git(["rev-parse", "--short", "HEAD"], in: root.path).output
            .trimmingCharacters(in: .whitespacesAndNewlines)
        #expect(!head.isEmpty)
        return "zreader \(AppVersion.current) (\(head))\n"
    }

    @Test func theBuiltBinaryNamesTheCommitOfTheCheckoutItWasBuiltFrom() async throws {
        let version = try await BuiltBinary.runInBackground(try BuiltBinary.zreader(), ["--version"])
        #expect(version.status == 0)
        #expect(version.output == (try Self.expectedVersionOutput()))
    }

    @Test func aTreeThatIsNoGitCheckoutGetsNoCommit() throws {
        let tree = try TemporaryFolder()
        #expect(try stampedCommit(root: tree.path, into: tree.file("out/BuildCommit.swift")) == "")
        #expect(AppVersion.versionLine(commit: "") == "zreader \(AppVersion.current)")
    }

    @Test func aCheckoutGetsItsHeadAndAChangedFileOnlyWhenTheCommitChanges() throws {
        let checkout = try TemporaryFolder()
        _ = try Self.git(["init", "-q"], in: checkout.path)
        _ = try Self.git(["commit", "-q", "--allow-empty", "-m", "first"], in: checkout.path)
        let first = try Self.git(["rev-parse", "--short", "HEAD"], in: checkout.path).output
            .trimmingCharacters(in: .whitespacesAndNewlines)
        let output = checkout.file("generated/BuildCommit.swift")
        #expect(try stampedCommit(root: checkout.path, into: output) == first)

        // Run again on the same commit: the file is left as it was, so the build has nothing to do.
        let past = Date(timeIntervalSince1970: 1_000_000_000)
        try FileManager.default.setAttributes([.modificationDate: past], ofItemAtPath: output)
        #expect(try stampedCommit(root: checkout.path, into: output) == first)
        let unchanged = try FileManager.default.attributesOfItem(atPath: output)[.modificationDate] as? Date
        #expect(unchanged == past)

        _ = try Self.git(["commit", "-q", "--allow-empty", "-m", "second"], in: checkout.path)
        let second = try Self.git(["rev-parse", "--short", "HEAD"], in: checkout.path).output
            .trimmingCharacters(in: .whitespacesAndNewlines)
        #expect(second != first)
        #expect(try stampedCommit(root: checkout.path, into: output) == second)
        #expect(AppVersion.versionLine(commit: second) == "zreader \(AppVersion.current) (\(second))")
    }

    @Test func aTarballUnpackedInsideAnotherRepositoryDoesNotTakeItsCommit() throws {
        let outer = try TemporaryFolder()
        _ = try Self.git(["init", "-q"], in: outer.path)
        _ = try Self.git(["commit", "-q", "--allow-empty", "-m", "someone else's"], in: outer.path)
        let unpacked = outer.file("zreader-0.1.0")
        try FileManager.default.createDirectory(atPath: unpacked, withIntermediateDirectories: true)
        #expect(try stampedCommit(root: unpacked, into: outer.file("out/BuildCommit.swift")) == "")
    }
}
