#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Opens one of zreader's database files for use: private, never through a link, recognised as
/// this kind's before anything is written, then configured and migrated.
///
/// Opening reads only the file's header and schema (SQLite itself refuses a file shorter than its
/// header says): the whole-file integrity check is left to `IntegrityCheck`, after the first
/// frame, so that start-up does not grow with the file.
struct DatabaseFile {
    /// How long a statement waits for another zreader process's write before giving up.
    static let busyTimeoutMilliseconds: Int32 = 5000

    let path: String
    let kind: DatabaseKind

    /// A database ready for use, and whether a write-ahead log was already there when it was
    /// opened — left by a zreader that did not close it (killed, crashed) or by one still running.
    struct Opened {
        var database: SQLiteDatabase
        var hadLog: Bool
        /// The file opened, to tell later whether its name still means it.
        var identity: StoreFiles.FileIdentity?
    }

    /// Opens, recognises, configures and migrates the file.
    ///
    /// Nothing is written to it until it has proved to be this kind's, of a version this code
    /// knows: the header and schema are read first, and closing it meanwhile does not checkpoint
    /// its log into it.
    func open() throws(StoreOpenProblem) -> Opened {
        var attempt = 0
        while true {
            do {
                return try openOnce()
            } catch {
                // Two zreaders creating one file at once: switching the new file to WAL takes a
                // lock SQLite answers "busy" for at once, without waiting; a moment later the
                // other is done.
                guard case .busy = error, attempt < Self.busyAttempts else { throw error }
                attempt += 1
                usleep(50_000)
            }
        }
    }

    /// Tries before a file that stays busy is given up on: two seconds in all.
    private static let busyAttempts = 40

    private func openOnce() throws(StoreOpenProblem) -> Opened {
        try prepareFile()
        let hadLog = StoreFiles.exists(path + "-wal")
        let database: SQLiteDatabase
        let version: Int
        let applicationID: Int
        let tables: Set<String>
        do {
            database = try SQLiteDatabase(path: path, flags: [.readWrite, .noMutex, .noFollow])
            try database.setBusyTimeout(milliseconds: Self.busyTimeoutMilliseconds)
            try database.setCheckpointOnClose(false)
            // One read transaction, so the three come from one snapshot: read one by one, another
            // zreader creating the file at the same moment could commit between them, and a
            // version 0 seen before its commit beside tables seen after made a foreign file.
            (version, applicationID, tables) = try database.transaction(.deferred) { () throws(SQLiteError) in
                (try database.userVersion(), try database.applicationID(), try database.tableNames())
            }
        } catch {
            throw problem(error)
        }
        let isNew = try recognise(applicationID: applicationID, version: version, tables: tables)
        guard version <= kind.migrations.count else { throw .newerVersion(version) }
        guard !database.isReadOnly else { throw .unavailable("\(name) 只读") }
        do {
            // Only possible before the first table exists: a cache frees pages as it is evicted.
            if isNew && kind.autoVacuum { try database.execute("PRAGMA auto_vacuum = INCREMENTAL") }
            // WAL lets readers and one writer in different processes work at once, and a process
            // killed mid-write leaves the file whole. NORMAL sync may lose the last commits at a
            // power cut (never the file's sanity), which a cache can afford; the user's data syncs
            // every commit. A file system without WAL keeps the old journal, with less concurrency.
            _ = try database.firstRow("PRAGMA journal_mode = WAL") { row throws(SQLiteError) in row.text(at: 0) }
            try database.execute("PRAGMA synchronous = \(kind.synchronous)")
        } catch {
            throw problem(error)
        }
        do {
            try StoreSchema.migrate(database, with: kind.migrations)
        } catch {
            throw problem(error, doing: "准备\(kind.noun)失败")
        }
        do {
            // Only now: SQLite cannot switch foreign keys inside a transaction, and a migration
            // that rebuilds a table needs them off.
            try database.execute("PRAGMA foreign_keys = ON")
            try database.setCheckpointOnClose(true)
        } catch {
            throw problem(error)
        }
        return Opened(database: database, hadLog: hadLog, identity: StoreFiles.identity(of: path))
    }

    private var name: String { StoreFiles.fileName(of: path) }

    /// The file exists as a private regular file of ours (created 0600 when missing), with no
    /// link in its place or its companions'.
    private func prepareFile() throws(StoreOpenProblem) {
        switch StoreFiles.kind(of: path, followingLinks: false) {
        case .missing:
            if let problem = StoreFiles.creationProblem(at: path) { throw .unavailable(problem) }
            try StoreFiles.createPrivateFile(path)
        case .regularFile:
            if let problem = StoreFiles.accessProblem(ofFile: path) { throw .unavailable(problem) }
        case .symbolicLink: throw .unavailable("\(name) 是符号链接，未跟随")
        case .directory: throw .unavailable("\(name) 是目录")
        case .other(let reason): throw .unavailable("\(name)：\(reason)")
        }
        if let link = StoreFiles.linkAmongFiles(of: path) {
            throw .unavailable("\(StoreFiles.fileName(of: link)) 是符号链接，未跟随")
        }
        for suffix in [""] + StoreFiles.companionSuffixes {
            StoreFiles.makePrivate(path + suffix)
        }
    }

    /// True for an empty new file; throws for a file that is not this kind's.
    private func recognise(applicationID: Int, version: Int, tables: Set<String>) throws(StoreOpenProblem) -> Bool {
        if applicationID == kind.applicationID { return false }
        if applicationID == 0 && version == 0 && tables.isEmpty { return true }
        if applicationID == 0, let expected = kind.unmarkedVersions[version], expected.isSubset(of: tables) {
            return false
        }
        throw .unavailable("\(name) 不是 zreader 的\(kind.noun)文件，未改动")
    }

    /// Damage is repaired by moving the file aside; anything else leaves it alone.
    private func problem(_ error: SQLiteError, doing step: String? = nil) -> StoreOpenProblem {
        if error.isCorruption { return .corrupt(error.message) }
        let summary = error.summary(about: kind.errorSubject)
        if error.isBusy { return .busy(summary) }
        return .unavailable(step.map { "\($0)，\(summary)" } ?? summary)
    }
}

extension DatabaseFile {
    /// A private database of `kind`'s schema in memory, for a run whose file cannot be used.
    static func inMemory(_ kind: DatabaseKind) throws(SQLiteError) -> SQLiteDatabase {
        let database = try SQLiteDatabase.inMemory()
        try StoreSchema.migrate(database, with: kind.migrations)
        try database.execute("PRAGMA foreign_keys = ON")
        return database
    }
}
