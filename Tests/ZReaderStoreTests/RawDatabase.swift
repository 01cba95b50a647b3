@testable import ZReaderStore

/// Direct SQL on a cache file, to build odd files and to look at what the store wrote.
enum RawDatabase {
    static func open(_ path: String) throws -> SQLiteDatabase {
        try SQLiteDatabase(path: path, flags: [.readWrite, .create, .noMutex])
    }

    static func integer(_ sql: String, in database: SQLiteDatabase) throws -> Int? {
        try database.firstRow(sql) { row throws(SQLiteError) in row.integer(at: 0) } ?? nil
    }

    static func text(_ sql: String, in database: SQLiteDatabase) throws -> String? {
        try database.firstRow(sql) { row throws(SQLiteError) in row.text(at: 0) } ?? nil
    }

    static func tableNames(in database: SQLiteDatabase) throws -> Set<String> {
        Set(
            try database.rows("SELECT name FROM sqlite_schema WHERE type = 'table'") { row throws(SQLiteError) in
                try row.requiredText(at: 0)
            })
    }
}
