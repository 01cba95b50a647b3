import CSQLite

/// A failed SQLite call: its (extended) result code and SQLite's message.
struct SQLiteError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The extended result code, for example `SQLITE_IOERR_WRITE`; `primaryCode` strips the extension.
    var code: Int32
    var message: String

    init(code: Int32, message: String) {
        self.code = code
        self.message = message
    }

    /// The error `code` left on `connection`, with the connection's message when it has one.
    init(code: Int32, connection: OpaquePointer?) {
        if let connection, let text = sqlite3_errmsg(connection) {
            self.init(code: code, message: String(cString: text))
        } else {
            self.init(code: code, message: SQLiteError.standardMessage(for: code))
        }
    }

    /// SQLite's generic English text for a result code.
    static func standardMessage(for code: Int32) -> String {
        guard let text = sqlite3_errstr(code) else { return "SQLite error \(code)" }
        return String(cString: text)
    }

    /// What a transaction's body throws to roll back when its caller, not SQLite, gave up.
    static let abandoned = SQLiteError(code: SQLITE_ABORT, message: "abandoned by the caller")

    var primaryCode: Int32 { code & 0xFF }

    /// The file is damaged or is not a database at all, as opposed to being busy or unreachable.
    var isCorruption: Bool { primaryCode == SQLITE_CORRUPT || primaryCode == SQLITE_NOTADB }

    /// The search index (FTS5, the one virtual table) is damaged, not the file: its tables pass
    /// SQLite's checks, and it can be rebuilt from the text it indexes.
    var isIndexDamage: Bool { code == zr_sqlite_corrupt_vtab() }

    /// Another connection holds a lock this one could not get, even after waiting if SQLite waits.
    var isBusy: Bool { primaryCode == SQLITE_BUSY || primaryCode == SQLITE_LOCKED }

    /// Short Chinese wording for the status line about the cache, with SQLite's own message.
    var summary: String { summary(about: "缓存") }

    /// Short Chinese wording for the status line about `subject` (the cache, or the data file by
    /// its name), with SQLite's own message for the curious.
    func summary(about subject: String) -> String {
        let gist =
            switch primaryCode {
            case SQLITE_FULL: "磁盘已满"
            case SQLITE_BUSY, SQLITE_LOCKED: "\(subject)正被其他进程占用"
            case SQLITE_READONLY: "\(subject)只读"
            case SQLITE_CORRUPT, SQLITE_NOTADB: "\(subject)已损坏"
            case SQLITE_IOERR: "读写\(subject)出错"
            case SQLITE_CANTOPEN: "无法打开\(subject)"
            case SQLITE_NOMEM: "内存不足"
            default: "\(subject)出错"
            }
        return "\(gist)：\(message)"
    }

    var description: String { "SQLite error \(code): \(message)" }
}
