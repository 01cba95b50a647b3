/// Why a database file could not be used, which decides what the opener does with it.
enum StoreOpenProblem: Error, Hashable, Sendable {
    /// Damaged or not a database at all: move it aside and start a fresh one.
    case corrupt(String)
    /// Written by a newer zreader (its `user_version`): leave it alone.
    case newerVersion(Int)
    /// Another connection holds a lock SQLite would not wait for (another zreader creating the
    /// same file at this moment): worth another try in a moment.
    case busy(String)
    /// Anything else (not a file, no permission, a failed migration): leave it alone too.
    case unavailable(String)

    /// The problem in words, for a notice.
    var reason: String {
        switch self {
        case .corrupt(let reason), .busy(let reason), .unavailable(let reason): reason
        case .newerVersion(let version): "来自更新版本的 zreader，格式 \(version)"
        }
    }
}
