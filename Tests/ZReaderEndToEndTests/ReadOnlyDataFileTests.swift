import Foundation
import Testing
import ZReaderTestSupport

#if canImport(Glibc)
    import Glibc
#endif

/// A data file zreader may read but not write (another user's, a read-only disk): `favourites
/// export` still prints every favourite, and an export that cannot read them fails instead of
/// printing an empty backup.
@Suite("Exporting from a read-only data file")
struct ReadOnlyDataFileTests {
    @Test func aReadOnlyDataFileIsExportedWholeAndAnUnreadableOneFailsNamingIt() async throws {
        let zreader = try BuiltBinary.zreader()
        let folder = try TemporaryFolder()
        let data = folder.file("data")
        let backup = folder.file("backup.json")
        try Data(FavouritesTransferTests.backup.utf8).write(to: URL(fileURLWithPath: backup))
        let imported = try await BuiltBinary.runWithoutBlocking(
            zreader, ["favourites", "import", backup, "--cache-dir", folder.file("cache"), "--data-dir", data])
        #expect(imported.status == 0, "\(imported.error)")

        // Root writes any file, so as root the export runs as `nobody`, from a copy of the binary
        // that `nobody` can reach, with a cache folder of its own; the data stays root's.
        var command = [zreader]
        let cache = folder.file("cache-reader")
        try FileManager.default.createDirectory(atPath: cache, withIntermediateDirectories: true)
        if geteuid() == 0 {
            let copy = folder.file("zreader")
            try FileManager.default.copyItem(atPath: zreader, toPath: copy)
            for path in [folder.path, copy] { chmod(path, 0o755) }
            chown(cache, 65_534, 65_534)
            command = ["/usr/bin/setpriv", "--reuid=65534", "--regid=65534", "--clear-groups", copy]
        }
        #expect(chmod(data, 0o555) == 0)
        #expect(chmod(data + "/data.db", 0o444) == 0)
        func export() async throws -> (status: Int32, output: String, error: String) {
            try await BuiltBinary.runWithoutBlocking(
                command[0],
                Array(command.dropFirst()) + [
                    "favourites", "export", "--json", "--cache-dir", cache, "--data-dir", data,
                ])
        }

        let readOnly = try await export()
        #expect(readOnly.status == 0, "\(readOnly.error)")
        for id in ["9791101", "9791102", "9791104"] {
            #expect(
                readOnly.output.contains("\"id\" : \(id)") || readOnly.output.contains("\"id\":\(id)"),
                "\(readOnly.output)")
        }

        #expect(chmod(data + "/data.db", 0) == 0)
        let unreadable = try await export()
        #expect(unreadable.status != 0, "an export that could not read the favourites succeeded: \(unreadable.output)")
        #expect(unreadable.error.contains("data.db"), "\(unreadable.error)")
        #expect(!unreadable.output.contains("9791101"))
        chmod(data + "/data.db", 0o600)
        chmod(data, 0o700)
    }
}
