import Foundation
import Testing
import ZReaderTestSupport

/// The Makefile's install and uninstall, into a folder of the test's own and without root.
///
/// Every file lands in place with its mode, the installed zreader runs, and uninstall takes away
/// exactly what install put there. `BINARY=` installs the debug build, so no release build runs.
@Suite("make install and uninstall")
struct InstallTests {
    /// Where install puts each file under the prefix, its mode, and the file of the package it is.
    static let layout: [(path: String, mode: Int, source: String?)] = [
        ("bin/zreader", 0o755, nil),
        ("share/man/man1/zreader.1", 0o644, "Resources/man/zreader.1"),
        ("share/bash-completion/completions/zreader", 0o644, "Resources/completions/zreader.bash"),
        ("share/zsh/site-functions/_zreader", 0o644, "Resources/completions/_zreader"),
        ("share/fish/vendor_completions.d/zreader.fish", 0o644, "Resources/completions/zreader.fish"),
    ]

    /// Runs make on the package's Makefile.
    func make(_ arguments: [String]) async throws -> (status: Int32, output: String, error: String) {
        let make = try #require(BuiltBinary.executable("make"), "make is not installed")
        return try await BuiltBinary.runInBackground(
            make, ["--no-print-directory", "-C", FixtureServer.packageRoot.path] + arguments)
    }

    /// The regular files under `root`, relative to it.
    func files(under root: String) throws -> Set<String> {
        let walker = try #require(FileManager.default.enumerator(atPath: root))
        var files: Set<String> = []
        for case let path as String in walker {
            let type = try FileManager.default.attributesOfItem(atPath: root + "/" + path)[.type] as? FileAttributeType
            if type != .typeDirectory { files.insert(path) }
        }
        return files
    }

    func mode(of path: String) throws -> Int? {
        try FileManager.default.attributesOfItem(atPath: path)[.posixPermissions] as? Int
    }

    /// A staged install for a package (`DESTDIR` and `PREFIX=/usr`), and one straight into a prefix.
    @Test(arguments: [true, false])
    func installPutsEveryFileInPlaceAndUninstallTakesExactlyThoseAway(staged: Bool) async throws {
        let folder = try TemporaryFolder()
        let root = folder.file("root")
        let prefix = staged ? "/usr" : root + "/local"
        let installedPrefix = staged ? root + "/usr" : prefix
        let variables =
            (staged ? ["DESTDIR=\(root)"] : []) + ["PREFIX=\(prefix)", "BINARY=\(try BuiltBinary.zreader())"]
        // Another program's files in the same folders, which uninstall must leave.
        try FileManager.default.createDirectory(atPath: installedPrefix + "/bin", withIntermediateDirectories: true)
        try Data("other".utf8).write(to: URL(fileURLWithPath: installedPrefix + "/bin/other"))

        let installed = try await make(["install"] + variables)
        #expect(installed.status == 0, "\(installed.error)")
        let prefixInRoot = String(installedPrefix.dropFirst(root.count + 1))
        let expected = Set(Self.layout.map { prefixInRoot + "/" + $0.path } + [prefixInRoot + "/bin/other"])
        #expect(try files(under: root) == expected)
        for (path, mode, source) in Self.layout {
            let file = installedPrefix + "/" + path
            #expect(try self.mode(of: file) == mode, "\(path)")
            if let source {
                let original = try Data(contentsOf: FixtureServer.packageRoot.appending(path: source))
                #expect(try Data(contentsOf: URL(fileURLWithPath: file)) == original, "\(path) is \(source)")
            }
        }
        for directory in ["bin", "share/man/man1", "share/fish/vendor_completions.d"] {
            #expect(try mode(of: installedPrefix + "/" + directory) == 0o755, "\(directory)")
        }

        let version = try await BuiltBinary.runInBackground(installedPrefix + "/bin/zreader", ["--version"])
        #expect(version.status == 0)
        #expect(version.output == (try BuildCommitTests.expectedVersionOutput()))

        let uninstalled = try await make(["uninstall"] + variables)
        #expect(uninstalled.status == 0, "\(uninstalled.error)")
        #expect(try files(under: root) == [prefixInRoot + "/bin/other"])
    }

    @Test func installWithoutTheBinaryItNamesFailsAndInstallsNothing() async throws {
        let folder = try TemporaryFolder()
        let result = try await make(["install", "PREFIX=\(folder.path)", "BINARY=\(folder.file("no-such-zreader"))"])
        #expect(result.status != 0)
        #expect(try files(under: folder.path).isEmpty)
    }
}
