import CSQLite

/// One connection to an SQLite database: statements, transactions and errors as Swift values.
///
/// Not thread-safe by itself: its owner serialises every use (the story store keeps it in a Mutex),
/// which is why it is opened without SQLite's own per-connection mutex.
final class SQLiteDatabase {
    /// How `init(path:flags:)` opens the file (the `SQLITE_OPEN_*` flags).
    struct OpenFlags: OptionSet, Sendable {
        let rawValue: Int32

        static let readOnly = OpenFlags(rawValue: SQLITE_OPEN_READONLY)
        static let readWrite = OpenFlags(rawValue: SQLITE_OPEN_READWRITE)
        static let create = OpenFlags(rawValue: SQLITE_OPEN_CREATE)
        static let noMutex = OpenFlags(rawValue: SQLITE_OPEN_NOMUTEX)
        /// Refuses a database path that is a symbolic link, so a planted link cannot redirect writes.
        static let noFollow = OpenFlags(rawValue: SQLITE_OPEN_NOFOLLOW)
        /// Reads the path as a `file:` URI, for its parameters (`immutable=1`).
        static let uri = OpenFlags(rawValue: SQLITE_OPEN_URI)
    }

    /// How a transaction takes its locks.
    enum TransactionMode: String, Sendable {
        /// Takes the read lock at the first read, and the write lock at the first write.
        case deferred = "DEFERRED"
        /// Takes the write lock at once, so a busy database is waited for up front instead of
        /// failing when a reader later tries to become a writer.
        case immediate = "IMMEDIATE"
    }

    let handle: OpaquePointer
    let path: String

    /// Opens (or with `.create`, creates) the database at `path`; `":memory:"` is a private
    /// in-memory database.
    init(path: String, flags: OpenFlags) throws(SQLiteError) {
        var connection: OpaquePointer?
        let result = sqlite3_open_v2(path, &connection, flags.rawValue, nil)
        guard result == SQLITE_OK, let connection else {
            let error = SQLiteError(code: result, connection: connection)
            // SQLite usually hands back a connection even when opening fails; it must be closed.
            sqlite3_close_v2(connection)
            throw error
        }
        self.handle = connection
        self.path = path
        sqlite3_extended_result_codes(connection, 1)
        // Only fails for want of memory, and then a short search says so when it runs.
        _ = zr_sqlite_register_contains(connection)
    }

    /// A private database that lives only as long as this connection.
    static func inMemory() throws(SQLiteError) -> SQLiteDatabase {
        try SQLiteDatabase(path: ":memory:", flags: [.readWrite, .create, .noMutex])
    }

    deinit {
        sqlite3_close_v2(handle)
    }

    /// The error SQLite reported for a call on this connection that returned `code`.
    func error(code: Int32) -> SQLiteError {
        SQLiteError(code: code, connection: handle)
    }

    /// Runs one or more statements that take no parameters (schema scripts, pragmas, BEGIN…).
    func execute(_ sql: String) throws(SQLiteError) {
        var message: UnsafeMutablePointer<CChar>?
        let result = sqlite3_exec(handle, sql, nil, nil, &message)
        defer { sqlite3_free(message) }
        guard result == SQLITE_OK else {
            if let message {
                throw SQLiteError(code: result, message: String(cString: message))
            }
            throw error(code: result)
        }
    }

    func prepare(_ sql: String) throws(SQLiteError) -> SQLiteStatement {
        try SQLiteStatement(database: self, sql: sql)
    }

    /// Runs one statement with `values` bound to its parameters.
    func run(_ sql: String, _ values: [SQLiteValue] = []) throws(SQLiteError) {
        try prepare(sql).run(values)
    }

    /// Runs one query and decodes every row.
    func rows<Row>(
        _ sql: String, _ values: [SQLiteValue] = [], _ decode: (SQLiteStatement) throws(SQLiteError) -> Row
    ) throws(SQLiteError) -> [Row] {
        try prepare(sql).rows(values, decode)
    }

    /// Runs one query and decodes its first row, if any.
    func firstRow<Row>(
        _ sql: String, _ values: [SQLiteValue] = [], _ decode: (SQLiteStatement) throws(SQLiteError) -> Row
    ) throws(SQLiteError) -> Row? {
        try prepare(sql).firstRow(values, decode)
    }

    /// Runs `body` in a transaction: committed when it returns, rolled back when it throws.
    func transaction<Result>(_ mode: TransactionMode, _ body: () throws(SQLiteError) -> Result)
        throws(SQLiteError) -> Result
    {
        try execute("BEGIN \(mode.rawValue)")
        do {
            let result = try body()
            try execute("COMMIT")
            return result
        } catch {
            rollBack()
            throw error
        }
    }

    private func rollBack() {
        // After some errors (disk full, I/O, out of memory) SQLite has already rolled back, and a
        // second ROLLBACK would only fail; the original error is the one worth reporting.
        if sqlite3_get_autocommit(handle) == 0 {
            _ = sqlite3_exec(handle, "ROLLBACK", nil, nil, nil)
        }
    }

    /// How long a statement waits for another connection's lock before failing with SQLITE_BUSY.
    func setBusyTimeout(milliseconds: Int32) throws(SQLiteError) {
        let result = sqlite3_busy_timeout(handle, milliseconds)
        guard result == SQLITE_OK else { throw error(code: result) }
    }

    /// Whether the last connection to close merges the write-ahead log into the database file.
    ///
    /// Turned off while a file is being inspected, so that closing a damaged or foreign database
    /// never writes to it.
    func setCheckpointOnClose(_ enabled: Bool) throws(SQLiteError) {
        let result = zr_sqlite_db_config_flag(handle, SQLITE_DBCONFIG_NO_CKPT_ON_CLOSE, enabled ? 0 : 1)
        guard result == SQLITE_OK else { throw error(code: result) }
    }

    /// True when SQLite could only open the file for reading (its permissions, a read-only mount).
    var isReadOnly: Bool {
        sqlite3_db_readonly(handle, "main") == 1
    }

    /// `PRAGMA user_version`: the schema version this code's migrations last brought the file to.
    func userVersion() throws(SQLiteError) -> Int {
        try integer("PRAGMA user_version")
    }

    /// `PRAGMA application_id`: which program's file this is (0 when none said).
    func applicationID() throws(SQLiteError) -> Int {
        try integer("PRAGMA application_id")
    }

    /// The names of the tables in the file (SQLite's own excluded).
    func tableNames() throws(SQLiteError) -> Set<String> {
        Set(
            try rows("SELECT name FROM sqlite_schema WHERE type = 'table' AND name NOT LIKE 'sqlite_%'") {
                row throws(SQLiteError) in try row.requiredText(at: 0)
            })
    }

    /// The first column of a one-row query (a pragma, a count) as an integer; 0 when NULL or no row.
    func integer(_ sql: String, _ values: [SQLiteValue] = []) throws(SQLiteError) -> Int {
        try firstRow(sql, values) { row throws(SQLiteError) in row.integer(at: 0) ?? 0 } ?? 0
    }

    /// Bytes the file would take without its free pages: what the cache's size cap counts.
    func usedBytes() throws(SQLiteError) -> Int {
        let pages = try integer("PRAGMA page_count") - integer("PRAGMA freelist_count")
        return pages * (try integer("PRAGMA page_size"))
    }

    /// How many rows the last INSERT, UPDATE or DELETE changed (0 for a row an `OR IGNORE` skipped).
    var changes: Int {
        Int(sqlite3_changes64(handle))
    }

    /// Makes a statement running on this connection (from any thread) stop with SQLITE_INTERRUPT.
    func interrupt() {
        sqlite3_interrupt(handle)
    }
}
