/// The rows of one table that can still be read from a damaged file, in rowid order, stepping over
/// the damage instead of stopping at it.
///
/// A scan in rowid order stops with an error at the first damaged page. The rows past it are found
/// by seeking: a seek to a rowid fails only while it lands in the damaged part of the b-tree, so the
/// first rowid whose seek succeeds again is searched for (doubling the step, then halving the gap),
/// and the scan goes on from there. One damaged page costs the rows on it, not the rows after it.
struct ReadableRows {
    let database: SQLiteDatabase
    let table: String
    let columns: [String]

    /// Every row that could be read, as its values in `columns`' order; none when the table cannot
    /// be read at all.
    func all() -> [[SQLiteValue]] {
        let selected = columns.map(Self.quoted).joined(separator: ", ")
        let from = "FROM \(Self.quoted(table)) WHERE rowid >= ? ORDER BY rowid"
        guard let scan = try? database.prepare("SELECT rowid, \(selected) \(from)"),
            let probe = try? database.prepare("SELECT rowid, \(selected) \(from) LIMIT 1")
        else { return [] }
        var rows: [[SQLiteValue]] = []
        // The lowest rowid neither read nor given up on: it only grows, so the loop ends even on a
        // damaged page that answers rows out of order.
        var start = Int.min
        while true {
            do throws(SQLiteError) {
                try scan.bind([.integer(start)])
                defer { scan.reset() }
                while try scan.step() {
                    guard let rowid = scan.integer(at: 0), rowid >= start else { continue }
                    rows.append(values(of: scan))
                    guard rowid < Int.max else { return rows }
                    start = rowid + 1
                }
                return rows
            } catch {
                guard let next = firstReadable(after: start, probe) else { return rows }
                start = next
            }
        }
    }

    private func values(of row: SQLiteStatement) -> [SQLiteValue] {
        (0..<columns.count).map { row.value(at: Int32($0 + 1)) }
    }

    /// The smallest rowid past `unreadable` whose seek reads a row (or finds none left), or nil
    /// when every seek to the end of the table fails.
    private func firstReadable(after unreadable: Int, _ probe: SQLiteStatement) -> Int? {
        func reads(from rowid: Int) -> Bool {
            do throws(SQLiteError) {
                try probe.bind([.integer(rowid)])
                defer { probe.reset() }
                if try probe.step() { _ = values(of: probe) }
                return true
            } catch {
                return false
            }
        }
        var failing = unreadable
        var step = 1
        var readable: Int
        while true {
            readable = failing > Int.max - step ? Int.max : failing + step
            if reads(from: readable) { break }
            guard readable < Int.max else { return nil }
            failing = readable
            step = min(step, Int.max / 2) * 2
        }
        // The first success lies in (failing, readable]: the rowids in between are halved.
        while UInt(bitPattern: readable &- failing) > 1 {
            let middle = failing &+ Int(bitPattern: UInt(bitPattern: readable &- failing) / 2)
            if reads(from: middle) { readable = middle } else { failing = middle }
        }
        return readable
    }

    static func quoted(_ name: String) -> String {
        "\"" + name.split(separator: "\"", omittingEmptySubsequences: false).joined(separator: "\"\"") + "\""
    }
}
