import CSQLite

/// A prepared statement: bind parameters, step through rows, read the current row's columns.
///
/// Column reads refer to the row the last `step()` produced and are only meaningful until the
/// next `step()`, `bind` or `reset()`.
final class SQLiteStatement {
    /// Held so the connection outlives every statement prepared on it.
    private let database: SQLiteDatabase
    private let handle: OpaquePointer

    init(database: SQLiteDatabase, sql: String) throws(SQLiteError) {
        var prepared: OpaquePointer?
        let result = sqlite3_prepare_v2(database.handle, sql, -1, &prepared, nil)
        guard result == SQLITE_OK, let prepared else {
            let error =
                result == SQLITE_OK
                ? SQLiteError(code: SQLITE_MISUSE, message: "no statement in: \(sql)")
                : database.error(code: result)
            sqlite3_finalize(prepared)
            throw error
        }
        self.database = database
        self.handle = prepared
    }

    deinit {
        sqlite3_finalize(handle)
    }

    /// Resets the statement and binds `values` to parameters 1, 2, ….
    func bind(_ values: [SQLiteValue]) throws(SQLiteError) {
        reset()
        sqlite3_clear_bindings(handle)
        for (offset, value) in values.enumerated() {
            try bind(value, at: Int32(offset + 1))
        }
    }

    /// Binds one parameter (1-based); text is copied by SQLite.
    func bind(_ value: SQLiteValue, at index: Int32) throws(SQLiteError) {
        let result: Int32
        switch value {
        case .integer(let integer):
            result = sqlite3_bind_int64(handle, index, sqlite3_int64(integer))
        case .text(let text):
            result = bindText(text, at: index)
        case .null:
            result = sqlite3_bind_null(handle, index)
        }
        guard result == SQLITE_OK else { throw database.error(code: result) }
    }

    private func bindText(_ text: String, at index: Int32) -> Int32 {
        var text = text
        return text.withUTF8 { bytes in
            // A nil pointer would bind NULL, so the empty string gets a real (empty) C string.
            guard let start = bytes.baseAddress, !bytes.isEmpty else {
                return sqlite3_bind_text64(handle, index, "", 0, zr_sqlite_transient(), UInt8(SQLITE_UTF8))
            }
            return UnsafeRawPointer(start).withMemoryRebound(to: CChar.self, capacity: bytes.count) { characters in
                sqlite3_bind_text64(
                    handle, index, characters, sqlite3_uint64(bytes.count), zr_sqlite_transient(),
                    UInt8(SQLITE_UTF8))
            }
        }
    }

    /// Advances to the next row: true when a row is available, false when the statement is done.
    func step() throws(SQLiteError) -> Bool {
        let result = sqlite3_step(handle)
        switch result {
        case SQLITE_ROW: return true
        case SQLITE_DONE: return false
        default: throw database.error(code: result)
        }
    }

    /// Ends the current run so the statement releases its read snapshot and can run again.
    func reset() {
        // The code it returns repeats the last step's error, which `step()` already threw.
        _ = sqlite3_reset(handle)
    }

    /// Binds `values` and runs the statement to completion, ignoring any rows.
    func run(_ values: [SQLiteValue] = []) throws(SQLiteError) {
        try bind(values)
        defer { reset() }
        while try step() {}
    }

    /// Binds `values` and decodes every row.
    func rows<Row>(_ values: [SQLiteValue] = [], _ decode: (SQLiteStatement) throws(SQLiteError) -> Row)
        throws(SQLiteError) -> [Row]
    {
        try bind(values)
        defer { reset() }
        var rows: [Row] = []
        while try step() {
            rows.append(try decode(self))
        }
        return rows
    }

    /// Binds `values` and decodes the first row, if there is one.
    func firstRow<Row>(_ values: [SQLiteValue] = [], _ decode: (SQLiteStatement) throws(SQLiteError) -> Row)
        throws(SQLiteError) -> Row?
    {
        try bind(values)
        defer { reset() }
        return try step() ? decode(self) : nil
    }

    /// The column (0-based) as an integer, or nil when it is NULL.
    func integer(at column: Int32) -> Int? {
        guard sqlite3_column_type(handle, column) != SQLITE_NULL else { return nil }
        return Int(sqlite3_column_int64(handle, column))
    }

    /// The column (0-based) as text, or nil when it is NULL; invalid UTF-8 is repaired, not trusted.
    func text(at column: Int32) -> String? {
        guard sqlite3_column_type(handle, column) != SQLITE_NULL, let start = sqlite3_column_text(handle, column)
        else { return nil }
        let count = Int(sqlite3_column_bytes(handle, column))
        return String(decoding: UnsafeBufferPointer(start: start, count: count), as: UTF8.self)
    }

    /// The column as whichever of SQLite's integer, text or NULL it holds, for copying rows whatever
    /// their table; a real is cut to an integer and a blob read as text (no table of zreader's has either).
    func value(at column: Int32) -> SQLiteValue {
        switch sqlite3_column_type(handle, column) {
        case SQLITE_NULL: .null
        case SQLITE_INTEGER, SQLITE_FLOAT: .integer(Int(sqlite3_column_int64(handle, column)))
        default: SQLiteValue(text(at: column))
        }
    }

    /// The column as an integer; a NULL is an error, since the schema says it cannot be one.
    func requiredInteger(at column: Int32) throws(SQLiteError) -> Int {
        guard let value = integer(at: column) else { throw unexpectedNull(at: column) }
        return value
    }

    /// The column as text; a NULL is an error, since the schema says it cannot be one.
    func requiredText(at column: Int32) throws(SQLiteError) -> String {
        guard let value = text(at: column) else { throw unexpectedNull(at: column) }
        return value
    }

    private func unexpectedNull(at column: Int32) -> SQLiteError {
        let name = sqlite3_column_name(handle, column).map { String(cString: $0) }
        return SQLiteError(code: SQLITE_MISMATCH, message: "column \(name ?? String(column)) is NULL")
    }
}
