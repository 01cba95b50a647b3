import CSQLite
import Synchronization
import ZReaderDomain
import ZReaderScreen
import ZReaderSystem

/// The one connection a store works through, shared safely between threads, which replaces a
/// file found damaged in use the way the opener does at start: moved aside, never deleted, a
/// fresh one in its place, and the user told.
///
/// Opening no longer reads the whole file, so damage may first be met by an ordinary query.
final class DatabaseConnection: Sendable {
    private struct Current {
        var database: SQLiteDatabase?
        /// The file the connection has open, to tell whether another process already replaced it.
        var identity: StoreFiles.FileIdentity?
        /// Bumped at every replacement, so that two threads meeting the same damage replace once.
        var generation = 0
    }

    private let current: Mutex<Current>
    /// The file behind the connection; nil for a database in memory, which nothing replaces.
    let file: DatabaseFile?
    /// What errors call the database: the data file by its name, else the cache.
    private let subject: String
    private let notices: NoticeSink
    private let now: @Sendable () -> Int

    /// - Parameter kind: which file it is when there is none behind it (memory, a read-only copy),
    ///   so that an error about favourites never blames the cache.
    init(
        database: sending SQLiteDatabase, file: DatabaseFile?, kind: DatabaseKind? = nil,
        identity: StoreFiles.FileIdentity? = nil, notices: @escaping NoticeSink,
        now: @escaping @Sendable () -> Int = UnixClock.now
    ) {
        current = Mutex(Current(database: database, identity: identity))
        self.file = file
        subject = (file?.kind ?? kind)?.errorSubject ?? "缓存"
        self.notices = notices
        self.now = now
    }

    /// How long a write waits for another process's lock before it gives up: a favourite or read
    /// mark behind a locked file costs that write and its notice, never seconds of the writer's queue.
    static let writeBound: Duration = .seconds(2)

    /// How long a write waits between two tries at another process's lock.
    private static let writeRetryPause: Duration = .milliseconds(20)

    /// Runs `body` on the connection under its lock, turning SQLite's errors into the app's; damage
    /// met on the way replaces the file before the error is thrown, or, in a file whose rows are
    /// salvaged (the data file), before `body` runs once more on what was saved.
    func run<Result: Sendable>(_ body: (SQLiteDatabase) throws(SQLiteError) -> Result) throws(StoreFailure) -> Result {
        let outcome = attempt(body)
        if salvagedAfter(outcome) { return try finish(attempt(body)) }
        return try finish(outcome)
    }

    /// Runs a write, trying for another process's lock until `bound` has passed.
    ///
    /// Each try takes the lock without SQLite's busy wait, and the connection's own lock is let go
    /// of between tries: a read on this connection never queues behind a write that waits for
    /// another process.
    func write<Result: Sendable>(
        within bound: Duration = writeBound, _ body: (SQLiteDatabase) throws(SQLiteError) -> Result
    ) throws(StoreFailure) -> Result {
        let deadline = ContinuousClock.now + bound
        while true {
            let outcome = attempt { database throws(SQLiteError) -> Result in
                try database.setBusyTimeout(milliseconds: 0)
                defer { try? database.setBusyTimeout(milliseconds: DatabaseFile.busyTimeoutMilliseconds) }
                return try body(database)
            }
            if case .failure(let error) = outcome.0, error.isBusy, ContinuousClock.now < deadline {
                SystemThread.sleep(for: Self.writeRetryPause)
                continue
            }
            if salvagedAfter(outcome) { return try finish(attempt(body)) }
            return try finish(outcome)
        }
    }

    /// One call of `body` under the connection's lock, and the generation it ran in.
    private func attempt<Result: Sendable>(_ body: (SQLiteDatabase) throws(SQLiteError) -> Result)
        -> (Swift.Result<Result, SQLiteError>, Int)
    {
        current.withLock { current -> (Swift.Result<Result, SQLiteError>, Int) in
            guard let database = current.database else {
                return (.failure(SQLiteError(code: SQLITE_MISUSE, message: "no database")), current.generation)
            }
            do throws(SQLiteError) {
                return (.success(try body(database)), current.generation)
            } catch {
                return (.failure(error), current.generation)
            }
        }
    }

    /// Whether `outcome` met damage in a file whose readable rows are salvaged into its
    /// replacement: then the same call is tried once more, on what was saved, instead of failing.
    private func salvagedAfter<Result: Sendable>(_ outcome: (Swift.Result<Result, SQLiteError>, Int)) -> Bool {
        guard case .failure(let error) = outcome.0, error.isCorruption, !error.isIndexDamage,
            file?.kind.salvage != nil
        else { return false }
        replaceDamagedFile(because: error.message, generation: outcome.1)
        return true
    }

    private func finish<Result: Sendable>(_ outcome: (Swift.Result<Result, SQLiteError>, Int)) throws(StoreFailure)
        -> Result
    {
        switch outcome.0 {
        case .success(let value):
            return value
        case .failure(let error):
            // A damaged search index is rebuilt by its store; only a damaged file is replaced.
            if error.isCorruption && !error.isIndexDamage {
                replaceDamagedFile(because: error.message, generation: outcome.1)
            }
            throw .database(error.summary(about: subject))
        }
    }

    /// Moves the damaged file aside and opens a fresh one (memory if that fails), unless another
    /// thread already did since `generation`.
    ///
    /// `reason` is SQLite's finding, which the notice leaves out (the file moved aside keeps it).
    func replaceDamagedFile(because reason: String, generation: Int) {
        guard let file else { return }
        let notice = current.withLock { current -> String? in
            guard current.generation == generation else { return nil }
            current.generation += 1
            // Closed before the rename, without folding its log in: the log goes with the file.
            try? current.database?.setCheckpointOnClose(false)
            current.database = nil
            var movedTo: String?
            if let identity = current.identity, StoreFiles.identity(of: file.path) == identity {
                do throws(StoreOpenProblem) {
                    movedTo = try StoreFiles.moveAside(file.path, stamp: StoreFiles.stamp(at: now()))
                } catch {
                    current.database = try? DatabaseFile.inMemory(file.kind)
                    return file.kind.inMemoryNotice("\(file.kind.noun)文件已损坏，且\(error.reason)")
                }
            }
            let moved = movedTo.map(file.kind.movedAsideNotice)
            do throws(StoreOpenProblem) {
                let opened = try file.open()
                let salvaged = movedTo.flatMap { movedTo in file.kind.salvage?(movedTo, opened.database) }
                current.database = opened.database
                current.identity = opened.identity
                return movedTo.map { file.kind.replacedNotice(movedTo: $0, salvaged: salvaged) }
            } catch {
                current.database = try? DatabaseFile.inMemory(file.kind)
                current.identity = nil
                return file.kind.inMemoryNotice(moved.map { "\($0)，但新建失败：\(error.reason)" } ?? error.reason)
            }
        }
        if let notice {
            notices(TextSanitizer.clean(notice))
        }
    }

    /// The generation now, for a check made outside `run` that may later call `replaceDamagedFile`.
    var generation: Int { current.withLock { $0.generation } }
}
