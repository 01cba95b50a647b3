import Foundation
import Testing
import ZReaderTestSupport

#if canImport(Glibc)
    import Glibc
#endif

/// A cache file the user may not read: zreader runs on a memory cache, says why, and leaves the
/// file exactly as it was.
@Suite("A cache without permission")
struct CachePermissionTests {
    @Test func aCacheFileWithoutReadPermissionIsLeftAloneAndNamed() async throws {
        let zreader = try BuiltBinary.zreader()
        let server = try await FixtureServer.start()
        let folder = try TemporaryFolder()
        let cache = folder.url.appending(path: "cache").path
        let filled = try await BuiltBinary.runInBackground(
            zreader,
            [
                "--api", server.baseURL.absoluteString, "--cache-dir", cache, "--data-dir", folder.file("data"),
                "--days", "2",
            ])
        #expect(filled.status == 0, "\(filled.error)")
        let file = cache + "/cache.db"
        let before = try Data(contentsOf: URL(fileURLWithPath: file))
        #expect(before.count > 4096)

        // Root reads any file, so as root the run happens as `nobody`, from a copy of the binary
        // that `nobody` can reach, in a folder `nobody` owns.
        var command = [zreader]
        if geteuid() == 0 {
            let copy = folder.url.appending(path: "zreader").path
            try FileManager.default.copyItem(atPath: zreader, toPath: copy)
            for path in [folder.path, copy] { chmod(path, 0o755) }
            for path in [cache, file] { chown(path, 65_534, 65_534) }
            command = ["/usr/bin/setpriv", "--reuid=65534", "--regid=65534", "--clear-groups", copy]
        }
        #expect(chmod(file, 0) == 0)
        let run = try await BuiltBinary.runInBackground(
            command[0],
            Array(command.dropFirst()) + [
                "--api", server.baseURL.absoluteString, "--cache-dir", cache, "--data-dir", cache + "/data", "--days",
                "1",
            ])

        #expect(run.status == 0, "\(run.error)")
        #expect(run.output.contains("今日新闻\n  9791101  "), "\(run.output)")
        #expect(run.error.contains("缓存不可用，本次使用内存缓存（cache.db：没有读写权限）"), "\(run.error)")
        chmod(file, 0o600)
        #expect(try Data(contentsOf: URL(fileURLWithPath: file)) == before)
        let files = try FileManager.default.contentsOfDirectory(atPath: cache)
        #expect(!files.contains { $0.contains("corrupt") }, "\(files)")
    }
}
