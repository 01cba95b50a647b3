import CSQLite
import Dispatch
import Synchronization

/// The whole-file check (`PRAGMA quick_check`: every page and b-tree sound, without the slower
/// index cross-check), run after the first frame and only when it is due.
///
/// It is due after an unclean shutdown (a write-ahead log was left behind, as a kill or crash
/// leaves it) and otherwise once a week, so that a start never reads the whole file while the
/// user waits; damage met earlier by an ordinary query is repaired there and then.
enum IntegrityCheck {
    /// How long a file found sound goes unchecked when every run closed it cleanly.
    static let interval = 7 * 86_400

    /// What the check found.
    enum Outcome: Equatable, Sendable {
        case sound
        case damaged(String)
        /// Cancelled, or the file could not be opened for it (busy, gone): try another time.
        case notRun
    }

    static func isDue(lastChecked: Int?, hadLog: Bool, now: Int) -> Bool {
        hadLog || (lastChecked.map { now - $0 >= interval || now < $0 } ?? true)
    }

    /// Checks `file` on a connection and a thread of its own; cancelling the calling task interrupts it.
    ///
    /// A check of a large file takes seconds, which must hold neither the store's lock nor a
    /// thread of the task pool.
    static func run(on file: DatabaseFile) async -> Outcome {
        let database: SQLiteDatabase
        do {
            database = try SQLiteDatabase(path: file.path, flags: [.readWrite, .noMutex, .noFollow])
            try database.setBusyTimeout(milliseconds: DatabaseFile.busyTimeoutMilliseconds)
            try database.setCheckpointOnClose(false)
        } catch {
            return error.isCorruption ? .damaged(error.message) : .notRun
        }
        let box = CheckConnection(database: database)
        return await withTaskCancellationHandler {
            await withCheckedContinuation { continuation in
                DispatchQueue.global(qos: .utility).async {
                    let outcome = box.check()
                    // Closed before anyone hears the outcome: the store's own connection must be
                    // the last to close, so that it folds the log into the file.
                    box.close()
                    continuation.resume(returning: outcome)
                }
            }
        } onCancel: {
            box.interrupt()
        }
    }
}

/// The check's connection, handed to the thread that runs the check; the only call made from
/// elsewhere is `sqlite3_interrupt`, which SQLite allows from any thread, under the lock that
/// `close()` takes to close it.
private final class CheckConnection: Sendable {
    private let connection: Mutex<SQLiteDatabase?>

    init(database: sending SQLiteDatabase) {
        connection = Mutex(database)
    }

    func check() -> IntegrityCheck.Outcome {
        guard let database = connection.withLock({ $0 }) else { return .notRun }
        do {
            let findings = try database.rows("PRAGMA quick_check") { row throws(SQLiteError) in row.text(at: 0) ?? "" }
            return findings == ["ok"] ? .sound : .damaged(findings.prefix(3).joined(separator: "; "))
        } catch {
            if error.isCorruption { return .damaged(error.message) }
            return .notRun
        }
    }

    func interrupt() {
        connection.withLock { $0?.interrupt() }
    }

    func close() {
        connection.withLock { $0 = nil }
    }
}

extension DatabaseConnection {
    /// Runs the integrity check if it is due, replacing the file if it is damaged and recording
    /// the time if it is sound.
    func checkIntegrityIfDue(hadLog: Bool, now: Int) async {
        guard let file else { return }
        let lastChecked = try? run { database throws(SQLiteError) in
            try database.firstRow("SELECT value FROM maintenance WHERE name = 'checked_at'") {
                row throws(SQLiteError) in row.integer(at: 0)
            } ?? nil
        }
        guard IntegrityCheck.isDue(lastChecked: lastChecked ?? nil, hadLog: hadLog, now: now) else { return }
        let generation = self.generation
        switch await IntegrityCheck.run(on: file) {
        case .sound:
            try? write { database throws(SQLiteError) in
                try database.run(
                    "REPLACE INTO maintenance (name, value) VALUES ('checked_at', ?)", [.integer(now)])
            }
        case .damaged(let findings):
            replaceDamagedFile(because: findings, generation: generation)
        case .notRun:
            break
        }
    }
}
