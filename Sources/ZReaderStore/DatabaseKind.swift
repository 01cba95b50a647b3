/// What tells zreader's two databases apart: the name, schema and durability of each, and the
/// words the user hears when one cannot be used.
struct DatabaseKind: Sendable {
    var fileName: String
    /// `PRAGMA application_id`: a file with another one is not this kind's, and is left alone.
    var applicationID: Int
    var migrations: [String]
    /// Versions written before the application id was set, recognised by the tables they hold.
    var unmarkedVersions: [Int: Set<String>]
    /// `PRAGMA synchronous`: NORMAL where a power cut may lose the last commits (a cache), FULL
    /// where it must not (the user's data).
    var synchronous: String
    /// Whether a new file frees pages as it shrinks (`auto_vacuum = INCREMENTAL`), for a cap.
    var autoVacuum: Bool
    /// What the notices call the file: "缓存", "收藏数据".
    var noun: String
    /// What an error message calls the file: "缓存", or the data file by its name, so that a
    /// message about favourites never blames the cache.
    var errorSubject: String
    /// What it means to run without the file, then without even a memory database.
    var inMemory: String
    var memoryFailed: String
    /// Copies what can still be read from a damaged file (its path after moving aside) into the
    /// fresh one, and says how much was kept; nil for a file whose contents can be fetched again.
    var salvage: (@Sendable (_ damaged: String, _ fresh: SQLiteDatabase) -> String)?

    /// Why the file is left alone and memory is used instead.
    func inMemoryNotice(_ reason: String) -> String {
        // What it means comes first: a narrow status line cuts the reason, not the consequence.
        "\(noun)不可用，\(inMemory)（\(reason)）"
    }

    func movedAsideNotice(_ movedTo: String) -> String {
        "\(noun)文件已损坏，已移到 \(StoreFiles.fileName(of: movedTo))"
    }

    /// What the user hears once a damaged file is moved aside and a fresh one works in its place:
    /// how much was kept, when anything was salvaged, and where the damaged copy went.
    func replacedNotice(movedTo: String, salvaged: String?) -> String {
        guard let salvaged else { return "\(movedAsideNotice(movedTo))，已新建\(noun)" }
        return "\(errorSubject)已损坏：\(salvaged)，损坏的文件已移到 \(StoreFiles.fileName(of: movedTo))"
    }
}

extension DatabaseKind {
    /// The same kind with other migrations, for tests of upgrades.
    func replacingMigrations(_ migrations: [String]) -> DatabaseKind {
        var kind = self
        kind.migrations = migrations
        return kind
    }
}
