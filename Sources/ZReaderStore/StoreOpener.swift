import CSQLite
import ZReaderModel

/// Opens the story cache in a directory, repairing what it safely can and falling back to memory
/// for what it cannot, so that zreader always starts with a working store.
///
/// A damaged database is moved aside (never deleted) and replaced by a fresh one. A cache this
/// code cannot use but that is not damaged — a directory called `cache.db`, a file from a newer
/// zreader, a failed migration — is left exactly as it is, and the store lives in memory instead.
public enum StoreOpener {
    /// How long a statement waits for another zreader process's write before giving up.
    static let busyTimeoutMilliseconds: Int32 = 5000

    /// Opens `cacheDirectory/cache.db`, creating the directory (0700) and the file as needed; nil
    /// (no home directory) gives an in-memory store.
    public static func open(cacheDirectory: String?) -> OpenedStore {
        open(cacheDirectory: cacheDirectory, migrations: StoreSchema.migrations, now: UnixTime.now)
    }

    /// `migrations` and `now` let tests try other schemas and name moved-aside files predictably.
    static func open(cacheDirectory: String?, migrations: [String], now: () -> Int) -> OpenedStore {
        guard let cacheDirectory else {
            return inMemory(because: "找不到主目录", migrations: migrations)
        }
        let path = CacheLocation.joined(cacheDirectory, CacheLocation.fileName)
        do {
            try CacheFiles.makeDirectory(cacheDirectory)
            return try openedFile(at: path, migrations: migrations, notice: nil)
        } catch {
            switch error {
            case .unavailable(let reason):
                return inMemory(because: reason, migrations: migrations)
            case .newerVersion:
                return inMemory(because: "\(CacheLocation.fileName) \(error.reason)，未改动", migrations: migrations)
            case .corrupt:
                return replaceCorruptFile(at: path, stamp: UnixTime.fileStamp(now()), migrations: migrations)
            }
        }
    }

    private static func replaceCorruptFile(at path: String, stamp: String, migrations: [String]) -> OpenedStore {
        let movedTo: String
        do {
            movedTo = try CacheFiles.moveAside(path, stamp: stamp)
        } catch {
            return inMemory(because: "缓存文件已损坏，且\(error.reason)", migrations: migrations)
        }
        let moved = "缓存文件已损坏，已移到 \(CacheFiles.fileName(of: movedTo))"
        do {
            return try openedFile(at: path, migrations: migrations, notice: "\(moved)，已新建缓存")
        } catch {
            return inMemory(because: "\(moved)，但新建缓存失败：\(error.reason)", migrations: migrations)
        }
    }

    private static func openedFile(at path: String, migrations: [String], notice: String?)
        throws(CacheOpenProblem) -> OpenedStore
    {
        let database = try openCacheFile(at: path, migrations: migrations)
        return OpenedStore(
            store: SQLiteStoryStore(database: database), notice: notice.map { TextSanitizer.clean($0) },
            databasePath: path)
    }

    /// Opens, checks, configures and migrates the database at `path`.
    ///
    /// Nothing is written to the file until it has proved to be a sound database of a version
    /// this code knows: the version and integrity are read first, and closing it meanwhile
    /// does not checkpoint its log into it.
    static func openCacheFile(at path: String, migrations: [String]) throws(CacheOpenProblem) -> SQLiteDatabase {
        let name = CacheFiles.fileName(of: path)
        switch CacheFiles.kind(of: path) {
        case .missing: if let problem = CacheFiles.creationProblem(at: path) { throw .unavailable(problem) }
        case .regularFile: if let problem = CacheFiles.accessProblem(ofFile: path) { throw .unavailable(problem) }
        case .directory: throw .unavailable("\(name) 是目录")
        case .other(let reason): throw .unavailable("\(name)：\(reason)")
        }
        let database: SQLiteDatabase
        let version: Int
        do {
            database = try SQLiteDatabase(path: path, flags: [.readWrite, .create, .noMutex])
            try database.setBusyTimeout(milliseconds: busyTimeoutMilliseconds)
            try database.setCheckpointOnClose(false)
            version = try database.userVersion()
            try checkIntegrity(of: database)
        } catch {
            throw problem(error)
        }
        guard version <= migrations.count else { throw .newerVersion(version) }
        guard !database.isReadOnly else { throw .unavailable("\(name) 只读") }
        do {
            // WAL lets readers and one writer in different processes work at once; NORMAL sync
            // is safe with WAL (a power cut may lose the last commits, never the file's sanity),
            // which a cache can afford. A file system without WAL support keeps the old journal,
            // which still works, only with less concurrency.
            _ = try database.firstRow("PRAGMA journal_mode = WAL") { row throws(SQLiteError) in row.text(at: 0) }
            try database.execute("PRAGMA synchronous = NORMAL")
        } catch {
            throw problem(error)
        }
        do {
            try StoreSchema.migrate(database, with: migrations)
        } catch {
            throw problem(error, doing: "准备缓存失败")
        }
        do {
            // Only now: SQLite cannot switch foreign keys inside a transaction, and a migration
            // that rebuilds a table needs them off.
            try database.execute("PRAGMA foreign_keys = ON")
            try database.setCheckpointOnClose(true)
        } catch {
            throw problem(error)
        }
        return database
    }

    /// Damage is repaired by moving the file aside; anything else leaves it alone.
    private static func problem(_ error: SQLiteError, doing step: String? = nil) -> CacheOpenProblem {
        if error.isCorruption { return .corrupt(error.message) }
        return .unavailable(step.map { "\($0)，\(error.summary)" } ?? error.summary)
    }

    /// `PRAGMA quick_check`: every page and b-tree is sound, without the slower index cross-check.
    private static func checkIntegrity(of database: SQLiteDatabase) throws(SQLiteError) {
        let findings = try database.rows("PRAGMA quick_check") { row throws(SQLiteError) in row.text(at: 0) ?? "" }
        guard findings == ["ok"] else {
            throw SQLiteError(code: SQLITE_CORRUPT, message: findings.prefix(3).joined(separator: "; "))
        }
    }

    private static func inMemory(because reason: String, migrations: [String]) -> OpenedStore {
        // What it means comes first: a narrow status line cuts the reason, not the consequence.
        let notice = "缓存不可用，本次使用内存缓存（\(reason)）"
        do {
            let database = try SQLiteDatabase.inMemory()
            try StoreSchema.migrate(database, with: migrations)
            try database.execute("PRAGMA foreign_keys = ON")
            return OpenedStore(
                store: SQLiteStoryStore(database: database), notice: TextSanitizer.clean(notice), databasePath: nil)
        } catch {
            return OpenedStore(
                store: UnavailableStoryStore(reason: error.summary),
                notice: TextSanitizer.clean("缓存不可用，本次不缓存（\(reason)；内存缓存也无法建立：\(error.summary)）"),
                databasePath: nil)
        }
    }
}
