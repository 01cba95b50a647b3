import CSQLite
import Testing

@testable import ZReaderStore

@Suite("The SQLite wrapper")
struct SQLiteDatabaseTests {
    let database: SQLiteDatabase

    init() throws {
        database = try SQLiteDatabase.inMemory()
        try database.execute("CREATE TABLE t (id INTEGER PRIMARY KEY, label TEXT, amount INTEGER)")
    }

    @Test func valuesComeBackAsTheyWentIn() throws {
        let labels: [String?] = ["", "知乎日报 🐧", "nul\u{0}inside", nil, String(repeating: "长", count: 100_000)]
        let insert = try database.prepare("INSERT INTO t (id, label, amount) VALUES (?, ?, ?)")
        for (index, label) in labels.enumerated() {
            try insert.run([.integer(index), SQLiteValue(label), index == 0 ? .integer(Int.min) : .null])
        }

        let rows = try database.rows("SELECT label, amount FROM t ORDER BY id") { row throws(SQLiteError) in
            (row.text(at: 0), row.integer(at: 1))
        }
        #expect(rows.map(\.0) == labels)
        #expect(rows.map(\.1) == [Int.min, nil, nil, nil, nil])
    }

    @Test func errorsCarryTheResultCodeAndMessage() throws {
        let syntax = #expect(throws: SQLiteError.self) { try database.execute("SELEKT 1") }
        #expect(syntax?.primaryCode == SQLITE_ERROR)
        #expect(syntax?.message.contains("syntax error") == true)

        try database.run("INSERT INTO t (id) VALUES (?)", [.integer(1)])
        let duplicate = #expect(throws: SQLiteError.self) {
            try database.run("INSERT INTO t (id) VALUES (?)", [.integer(1)])
        }
        #expect(duplicate?.primaryCode == SQLITE_CONSTRAINT)
        // SQLITE_CONSTRAINT_PRIMARYKEY, an expression macro Swift does not import.
        #expect(duplicate?.code == SQLITE_CONSTRAINT | 6 << 8)
    }

    @Test func aTransactionIsRolledBackWhenItsBodyThrows() throws {
        #expect(throws: SQLiteError.self) {
            try database.transaction(.immediate) { () throws(SQLiteError) in
                try database.run("INSERT INTO t (id) VALUES (1)")
                try database.run("INSERT INTO t (id) VALUES (1)")
            }
        }
        #expect(try RawDatabase.integer("SELECT count(*) FROM t", in: database) == 0)

        try database.transaction(.immediate) { () throws(SQLiteError) in
            try database.run("INSERT INTO t (id) VALUES (2)")
        }
        #expect(try RawDatabase.integer("SELECT count(*) FROM t", in: database) == 1)
    }

    @Test func aNullInARequiredColumnIsAnError() throws {
        try database.run("INSERT INTO t (id, label) VALUES (1, NULL)")
        #expect(throws: SQLiteError.self) {
            try database.firstRow("SELECT label FROM t") { row throws(SQLiteError) in try row.requiredText(at: 0) }
        }
    }

    @Test func openingWhereNoFileCanBeMadeFailsWithCantOpen() throws {
        let failure = #expect(throws: SQLiteError.self) {
            try SQLiteDatabase(path: "/nonexistent-zreader-dir/cache.db", flags: [.readWrite, .create])
        }
        #expect(failure?.primaryCode == SQLITE_CANTOPEN)
    }
}
