import Foundation
import Testing
import ZReaderTestSupport

/// zreader writes its cache, its log and the user's data file, private, and nothing else.
@Suite("Where zreader writes")
struct WritesNowhereElseTests {
    /// Every file and directory under `root`, relative, with its permissions.
    func tree(_ root: String) throws -> [String: Int] {
        var found: [String: Int] = [:]
        guard let walker = FileManager.default.enumerator(atPath: root) else { return [:] }
        for case let path as String in walker {
            let attributes = try FileManager.default.attributesOfItem(atPath: root + "/" + path)
            found[path] = (attributes[.posixPermissions] as? Int) ?? -1
        }
        return found
    }

    @Test func onlyTheCacheTheLogAndTheDataFileAllPrivate() async throws {
        let server = try await FixtureServer.start()
        let folder = try TemporaryFolder()
        let home = folder.file("home")
        let work = folder.file("work")
        for path in [home, work] {
            try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        }
        var environment = ProcessInfo.processInfo.environment
        environment["HOME"] = home
        for name in ["XDG_CACHE_HOME", "XDG_DATA_HOME", "XDG_CONFIG_HOME", "XDG_STATE_HOME", "TMPDIR"] {
            environment[name] = nil
        }
        let zreader = try BuiltBinary.zreader()
        let api = ["--api", server.baseURL.absoluteString]
        // Run from a folder of its own, so that anything written relative to it shows too.
        for arguments in [api + ["--days", "2"], ["sync", "--days", "1"] + api, ["favourites", "export"]] {
            let run = try await BuiltBinary.runWithoutBlocking(
                "/bin/sh", ["-c", "cd \"$0\" && exec \"$@\"", work, zreader] + arguments, environment: environment)
            #expect(run.status == 0, "\(arguments): \(run.error)")
        }

        #expect(try tree(work).isEmpty)
        // The pictures sync fetched, each a private file in the private pictures folder.
        let written = try tree(home)
        let pictures = written.filter { $0.key.hasPrefix(".cache/zreader/pictures/") }
        #expect(!pictures.isEmpty && pictures.allSatisfy { $0.key.hasSuffix(".pic") && $0.value == 0o600 })
        #expect(
            written.filter { !pictures.keys.contains($0.key) } == [
                ".cache": 0o700, ".cache/zreader": 0o700, ".cache/zreader/cache.db": 0o600,
                ".cache/zreader/pictures": 0o700,
                ".cache/zreader/zreader.log": 0o600, ".local": 0o700, ".local/share": 0o700,
                ".local/share/zreader": 0o700, ".local/share/zreader/data.db": 0o600,
            ])
    }
}
