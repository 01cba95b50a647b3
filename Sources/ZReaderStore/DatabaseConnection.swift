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
    private let notices: NoticeSink
    private let now: @Sendable () -> Int

    init(
        database: sending SQLiteDatabase, file: DatabaseFile?, identity: StoreFiles.FileIdentity? = nil,
        notices: @escaping NoticeSink, now: @escaping @Sendable () -> Int = UnixClock.now
    ) {
        current = Mutex(Current(database: database, identity: identity))
        self.file = file
        self.notices = notices
        self.now = now
    }

    /// Runs `body` on the connection under its lock, turning SQLite's errors into the app's; damage
    /// met on the way replaces the file before the error is thrown.
    func run<Result: Sendable>(_ body: (SQLiteDatabase) throws(SQLiteError) -> Result) throws(StoreFailure) -> Result {
        let outcome = current.withLock { current -> (Swift.Result<Result, SQLiteError>, Int) in
            guard let database = current.database else {
                return (.failure(SQLiteError(code: SQLITE_MISUSE, message: "no database")), current.generation)
            }
            do throws(SQLiteError) {
                return (.success(try body(database)), current.generation)
            } catch {
                return (.failure(error), current.generation)
            }
        }
        switch outcome.0 {
        case .success(let value):
            return value
        case .failure(let error):
            // A damaged search index is rebuilt by its store; only a damaged file is replaced.
            if error.isCorruption && !error.isIndexDamage {
                replaceDamagedFile(because: error.message, generation: outcome.1)
            }
            throw .database(error.summary(about: file?.kind.errorSubject ?? "缓存"))
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
            var moved: String?
            if let identity = current.identity, StoreFiles.identity(of: file.path) == identity {
                do throws(StoreOpenProblem) {
                    moved = file.kind.movedAsideNotice(
                        try StoreFiles.moveAside(file.path, stamp: StoreFiles.stamp(at: now())))
                } catch {
                    current.database = try? DatabaseFile.inMemory(file.kind)
                    return file.kind.inMemoryNotice("\(file.kind.noun)文件已损坏，且\(error.reason)")
                }
            }
            do throws(StoreOpenProblem) {
                let opened = try file.open()
                current.database = opened.database
                current.identity = opened.identity
                return moved.map { "\($0)，已新建\(file.kind.noun)" }
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
