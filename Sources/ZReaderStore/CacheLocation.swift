#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Where zreader keeps its cache: `--cache-dir`, else `$XDG_CACHE_HOME/zreader`, else
/// `~/.cache/zreader`.
public enum CacheLocation {
    /// The database's name inside the cache directory.
    public static let fileName = "cache.db"

    /// The cache directory, or nil when there is no home directory to put it in.
    ///
    /// `override` is `--cache-dir`. An empty or relative `XDG_CACHE_HOME` is ignored, as the XDG
    /// base directory specification asks. The directory is not created here: `StoreOpener` does
    /// that, so a failure to create it becomes a notice instead of an error.
    public static func directory(
        override: String?, environment: (String) -> String? = CacheLocation.processEnvironment
    ) -> String? {
        if let override, !override.isEmpty { return override }
        if let cacheHome = environment("XDG_CACHE_HOME"), cacheHome.hasPrefix("/") {
            return joined(cacheHome, "zreader")
        }
        guard let home = environment("HOME").flatMap({ $0.isEmpty ? nil : $0 }) ?? homeFromPasswordDatabase()
        else { return nil }
        return joined(joined(home, ".cache"), "zreader")
    }

    /// The running process's environment variable `name`.
    public static func processEnvironment(_ name: String) -> String? {
        getenv(name).map { String(cString: $0) }
    }

    /// `directory/name`, without doubling a trailing slash.
    static func joined(_ directory: String, _ name: String) -> String {
        directory.hasSuffix("/") ? directory + name : directory + "/" + name
    }

    /// The user's home from the password database, for when `HOME` is unset (cron, some daemons).
    static func homeFromPasswordDatabase() -> String? {
        var entry = passwd()
        var found: UnsafeMutablePointer<passwd>?
        var buffer = [CChar](repeating: 0, count: 4096)
        guard getpwuid_r(getuid(), &entry, &buffer, buffer.count, &found) == 0, found != nil,
            let directory = entry.pw_dir
        else { return nil }
        let home = String(cString: directory)
        return home.isEmpty ? nil : home
    }
}
