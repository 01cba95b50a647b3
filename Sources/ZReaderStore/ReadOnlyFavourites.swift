import CSQLite
import Glibc
import ZReaderDomain

/// The favourites of a data file that cannot be opened for writing (another user's, a read-only
/// disk, a backup mounted read-only), read without writing a byte: what `favourites export`
/// falls back on, so that a backup never prints an empty list for a file it could not open.
public enum ReadOnlyFavourites {
    /// Why the favourites could not be read, naming the file.
    public struct Failure: Error, Hashable, Sendable {
        public let message: String
    }

    /// The favourites in `data.db` under `dataDirectory`, newest first; an empty list when there
    /// is no data file (nothing was ever saved), and a failure when there is one it cannot read.
    public static func read(dataDirectory: String?) throws(Failure) -> [FavouriteRecord] {
        guard let dataDirectory else { throw Failure(message: "找不到收藏数据文件（没有主目录）") }
        let path = CacheLocation.joined(dataDirectory, DataLocation.fileName)
        guard access(path, F_OK) == 0 else { return [] }
        let database: SQLiteDatabase
        do throws(SQLiteError) {
            database = try open(path)
        } catch {
            throw Failure(message: "无法读取收藏数据文件 \(path)：\(error.message)")
        }
        let store = SQLiteUserDataStore(
            connection: DatabaseConnection(database: database, file: nil, kind: UserDataSchema.kind, notices: { _ in }))
        do throws(StoreFailure) {
            return try store.favouriteRecords()
        } catch {
            switch error {
            case .database(let reason): throw Failure(message: "无法读取收藏数据文件 \(path)：\(reason)")
            }
        }
    }

    /// The file opened without writing: read-only, and when that cannot read it (a folder this
    /// user cannot write has no shared-memory file for the log) as an immutable snapshot, which
    /// holds every favourite saved before the last clean quit folded the log into the file.
    private static func open(_ path: String) throws(SQLiteError) -> SQLiteDatabase {
        do throws(SQLiteError) {
            let database = try SQLiteDatabase(path: path, flags: [.readOnly, .noMutex, .noFollow])
            _ = try database.firstRow("SELECT count(*) FROM favourites") { row throws(SQLiteError) in
                row.integer(at: 0)
            }
            return database
        } catch {
            return try SQLiteDatabase(
                path: "file:\(percentEncoded(path))?immutable=1", flags: [.readOnly, .noMutex, .uri])
        }
    }

    /// `path` with what a URI would misread (`%`, `?`, `#`) percent-encoded.
    private static func percentEncoded(_ path: String) -> String {
        var encoded: [UInt8] = []
        for byte in path.utf8 {
            switch byte {
            case UInt8(ascii: "%"), UInt8(ascii: "?"), UInt8(ascii: "#"):
                encoded += Array("%\(String(byte, radix: 16, uppercase: true))".utf8)
            default:
                encoded.append(byte)
            }
        }
        return String(decoding: encoded, as: UTF8.self)
    }
}
