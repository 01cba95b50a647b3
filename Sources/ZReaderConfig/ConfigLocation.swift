/// Which config file zreader reads: `--config FILE`, else `$ZREADER_CONFIG`, else
/// `$XDG_CONFIG_HOME/zreader/config.toml`, else `~/.config/zreader/config.toml`.
public struct ConfigLocation: Hashable, Sendable {
    /// What named the file.
    public enum Origin: Hashable, Sendable {
        /// `--config FILE`.
        case flag
        /// `ZREADER_CONFIG`.
        case environment
        /// `$XDG_CONFIG_HOME/zreader/config.toml`.
        case xdgConfigHome
        /// `$HOME/.config/zreader/config.toml`.
        case home
    }

    public var path: String
    public var origin: Origin

    public init(path: String, origin: Origin) {
        self.path = path
        self.origin = origin
    }

    /// A file the user named must exist; the usual place may well be empty.
    public var mustExist: Bool { origin == .flag || origin == .environment }

    public static let fileName = "config.toml"

    /// The file to read, or nil when there is no home directory to look in.
    ///
    /// `flag` is `--config`'s value, taken as it is (an empty one fails to open, so it is reported).
    /// An empty `ZREADER_CONFIG` is ignored; an empty or relative `XDG_CONFIG_HOME` is ignored, as
    /// the XDG base directory specification asks.
    public static func resolve(flag: String?, environment: [String: String]) -> ConfigLocation? {
        if let flag { return ConfigLocation(path: flag, origin: .flag) }
        if let named = environment["ZREADER_CONFIG"], !named.isEmpty {
            return ConfigLocation(path: named, origin: .environment)
        }
        if let configHome = environment["XDG_CONFIG_HOME"], configHome.hasPrefix("/") {
            return ConfigLocation(path: joined(joined(configHome, "zreader"), fileName), origin: .xdgConfigHome)
        }
        guard let home = environment["HOME"], !home.isEmpty else { return nil }
        return ConfigLocation(path: joined(joined(joined(home, ".config"), "zreader"), fileName), origin: .home)
    }

    /// `directory/name`, without doubling a trailing slash.
    private static func joined(_ directory: String, _ name: String) -> String {
        directory.hasSuffix("/") ? directory + name : directory + "/" + name
    }
}
