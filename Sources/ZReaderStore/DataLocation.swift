/// Where zreader keeps what the user owns (favourites, read marks): `--data-dir`, else
/// `$XDG_DATA_HOME/zreader`, else `~/.local/share/zreader` — never under the cache directory, so
/// that clearing the cache cannot touch it.
public enum DataLocation {
    /// The database's name inside the data directory.
    public static let fileName = "data.db"

    /// The data directory, or nil when there is no home directory to put it in.
    ///
    /// `override` is `--data-dir`. An empty or relative `XDG_DATA_HOME` is ignored, as the XDG base
    /// directory specification asks. The directory is created by `StoreOpener`, not here.
    public static func directory(
        override: String?, environment: (String) -> String? = CacheLocation.processEnvironment
    ) -> String? {
        if let override, !override.isEmpty { return override }
        if let dataHome = environment("XDG_DATA_HOME"), dataHome.hasPrefix("/") {
            return CacheLocation.joined(dataHome, "zreader")
        }
        guard
            let home = environment("HOME").flatMap({ $0.isEmpty ? nil : $0 })
                ?? CacheLocation.homeFromPasswordDatabase()
        else { return nil }
        return CacheLocation.joined(CacheLocation.joined(CacheLocation.joined(home, ".local"), "share"), "zreader")
    }
}
