import ZReaderDomain
import ZReaderScreen
import ZReaderSystem

/// Opens the story cache and the user's data file, repairing what it safely can and falling back
/// to memory for what it cannot, so that zreader always starts with working stores.
///
/// A damaged database is moved aside (never deleted) and replaced by a fresh one, which takes every
/// row of the data file that can still be read (`UserDataSalvage`). A file this
/// code cannot use but that is not damaged — a directory called `cache.db`, a link, a file from a
/// newer zreader or another program, a failed migration — is left exactly as it is, and that store
/// lives in memory instead. Favourites and read marks an old cache still holds are handed over to
/// the data file on the way.
public enum StoreOpener {
    /// Opens `cacheDirectory/cache.db` and `dataDirectory/data.db`, creating the directories
    /// (0700) and files (0600) as needed; a nil directory (no home) gives a store in memory.
    ///
    /// - Parameters:
    ///   - limit: the cache's size cap, enforced by `StoryStore.maintain()`.
    ///   - notices: told when a file found damaged after opening is moved aside and replaced.
    public static func open(
        cacheDirectory: String?, dataDirectory: String?, limit: CacheLimit = .standard,
        notices: @escaping NoticeSink = { _ in }
    ) -> OpenedStores {
        open(
            cacheDirectory: cacheDirectory, dataDirectory: dataDirectory, limit: limit, notices: notices,
            cacheKind: StoreSchema.kind, now: UnixClock.now)
    }

    /// Opens the cache alone (benchmarks, tools that need no favourites).
    public static func open(
        cacheDirectory: String?, limit: CacheLimit = .standard, notices: @escaping NoticeSink = { _ in }
    ) -> OpenedStore<any StoryStore> {
        open(
            cacheDirectory: cacheDirectory, migrations: StoreSchema.migrations, now: UnixClock.now, limit: limit,
            notices: notices)
    }

    /// `migrations` and `now` let tests try other schemas and name moved-aside files predictably.
    static func open(
        cacheDirectory: String?, migrations: [String], now: @escaping @Sendable () -> Int,
        limit: CacheLimit = .standard, notices: @escaping NoticeSink = { _ in }
    ) -> OpenedStore<any StoryStore> {
        let opened = openFile(
            directory: cacheDirectory, kind: StoreSchema.kind.replacingMigrations(migrations), now: now)
        let cache = connect(opened, notices, now)
        if cache.path != nil {
            try? cache.connection?.run { database throws(SQLiteError) in try LegacyMarks.dropIfEmpty(from: database) }
        }
        return cacheStore(cache, limit: limit, now: now)
    }

    static func open(
        cacheDirectory: String?, dataDirectory: String?, limit: CacheLimit, notices: @escaping NoticeSink,
        cacheKind: DatabaseKind, now: @escaping @Sendable () -> Int
    ) -> OpenedStores {
        let data = connect(openFile(directory: dataDirectory, kind: UserDataSchema.kind, now: now), notices, now)
        var salvaged: LegacyMarks.Contents?
        let cacheFile = openFile(directory: cacheDirectory, kind: cacheKind, now: now) { damaged in
            salvaged = LegacyMarks.salvage(from: damaged)
        }
        let cache = connect(cacheFile, notices, now)
        handOverLegacyMarks(from: cache, salvaged: salvaged, to: data)
        return OpenedStores(
            cache: cacheStore(cache, limit: limit, now: now), userData: userDataStore(data, now: now))
    }

    /// Opens, checks, configures and migrates the cache database at `path` (for tests).
    static func openCacheFile(at path: String, migrations: [String]) throws(StoreOpenProblem) -> SQLiteDatabase {
        try DatabaseFile(path: path, kind: StoreSchema.kind.replacingMigrations(migrations)).open().database
    }

    // MARK: One file

    /// A database as the opener left it: a file, memory, or nothing at all, and what to say.
    struct OpenedFile {
        var database: SQLiteDatabase?
        /// The file behind it; nil in memory.
        var file: DatabaseFile?
        var hadLog = false
        var identity: StoreFiles.FileIdentity?
        var notice: String?
        /// Which file the memory stands in for, so that its errors name it.
        var standsInFor: DatabaseKind?
    }

    static func openFile(
        directory: String?, kind: DatabaseKind, now: () -> Int, beforeMovingAside: (String) -> Void = { _ in }
    ) -> OpenedFile {
        guard let directory else { return inMemory(because: "找不到主目录", kind) }
        let file = DatabaseFile(path: CacheLocation.joined(directory, kind.fileName), kind: kind)
        do {
            try StoreFiles.makeDirectory(directory)
            let opened = try file.open()
            return OpenedFile(
                database: opened.database, file: file, hadLog: opened.hadLog, identity: opened.identity)
        } catch {
            switch error {
            case .unavailable(let reason), .busy(let reason):
                return inMemory(because: reason, kind)
            case .newerVersion:
                return inMemory(because: "\(kind.fileName) \(error.reason)，未改动", kind)
            case .corrupt:
                beforeMovingAside(file.path)
                return replaceCorruptFile(file, stamp: StoreFiles.stamp(at: now()))
            }
        }
    }

    private static func replaceCorruptFile(_ file: DatabaseFile, stamp: String) -> OpenedFile {
        let kind = file.kind
        let movedTo: String
        do {
            movedTo = try StoreFiles.moveAside(file.path, stamp: stamp)
        } catch {
            return inMemory(because: "\(kind.noun)文件已损坏，且\(error.reason)", kind)
        }
        let moved = kind.movedAsideNotice(movedTo)
        do {
            let opened = try file.open()
            let salvaged = kind.salvage?(movedTo, opened.database)
            return OpenedFile(
                database: opened.database, file: file, hadLog: opened.hadLog, identity: opened.identity,
                notice: kind.replacedNotice(movedTo: movedTo, salvaged: salvaged))
        } catch {
            return inMemory(because: "\(moved)，但新建\(kind.noun)失败：\(error.reason)", kind)
        }
    }

    private static func inMemory(because reason: String, _ kind: DatabaseKind) -> OpenedFile {
        do {
            return OpenedFile(
                database: try DatabaseFile.inMemory(kind), notice: kind.inMemoryNotice(reason), standsInFor: kind)
        } catch {
            return OpenedFile(
                database: nil,
                notice:
                    "\(kind.noun)不可用，\(kind.memoryFailed)（\(reason)；内存\(kind.noun)也无法建立：\(error.summary(about: kind.errorSubject))）"
            )
        }
    }

    // MARK: The stores

    /// An opened file's database behind the connection a store works through.
    struct Connected: Sendable {
        var connection: DatabaseConnection?
        var path: String?
        var hadLog: Bool
        var notice: String?
    }

    private static func connect(
        _ opened: sending OpenedFile, _ notices: @escaping NoticeSink, _ now: @escaping @Sendable () -> Int
    ) -> Connected {
        let file = opened.file
        let kind = opened.standsInFor
        let hadLog = opened.hadLog
        let identity = opened.identity
        let notice = opened.notice
        guard let database = opened.database else {
            return Connected(connection: nil, path: nil, hadLog: false, notice: notice)
        }
        let connection = DatabaseConnection(
            database: database, file: file, kind: kind, identity: identity, notices: notices, now: now)
        return Connected(connection: connection, path: file?.path, hadLog: hadLog, notice: notice)
    }

    /// Moves favourites and read marks out of an old cache into the data file, and drops them from
    /// the cache once the data file is a file (a data store in memory gets them for this run only).
    private static func handOverLegacyMarks(
        from cache: Connected, salvaged: LegacyMarks.Contents?, to data: Connected
    ) {
        guard let target = data.connection else { return }
        let fromCache: LegacyMarks.Contents? =
            (try? cache.connection?.run { database throws(SQLiteError) -> LegacyMarks.Contents? in
                LegacyMarks.isPresent(in: database) ? try LegacyMarks.read(from: database) : nil
            }) ?? nil
        guard let contents = salvaged ?? fromCache else { return }
        do {
            try target.run { database throws(SQLiteError) in
                try database.transaction(.immediate) { () throws(SQLiteError) in
                    _ = try SQLiteUserDataStore.merge(
                        contents.favourites, readMarks: contents.readMarks, into: database, keepingNewer: true)
                }
            }
        } catch {
            return
        }
        if data.path != nil, cache.path != nil, fromCache != nil {
            try? cache.connection?.run { database throws(SQLiteError) in try LegacyMarks.drop(from: database) }
        }
    }

    private static func cacheStore(_ cache: Connected, limit: CacheLimit, now: @escaping @Sendable () -> Int)
        -> OpenedStore<any StoryStore>
    {
        let notice = cache.notice.map { TextSanitizer.clean($0) }
        guard let connection = cache.connection else {
            return OpenedStore(store: UnavailableStoryStore(reason: cache.notice ?? ""), notice: notice)
        }
        return OpenedStore(
            store: SQLiteStoryStore(connection: connection, limit: limit, hadLog: cache.hadLog, now: now),
            notice: notice, databasePath: cache.path)
    }

    private static func userDataStore(_ data: Connected, now: @escaping @Sendable () -> Int)
        -> OpenedStore<any UserDataStore>
    {
        let notice = data.notice.map { TextSanitizer.clean($0) }
        guard let connection = data.connection else {
            return OpenedStore(store: UnavailableUserDataStore(reason: data.notice ?? ""), notice: notice)
        }
        return OpenedStore(
            store: SQLiteUserDataStore(connection: connection, hadLog: data.hadLog, now: now), notice: notice,
            databasePath: data.path)
    }
}
