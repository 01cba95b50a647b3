/// A config file the user named (`--config` or `ZREADER_CONFIG`) that cannot be read: zreader
/// prints this and exits with status 2.
public struct ConfigFileError: Error, Hashable, Sendable, CustomStringConvertible {
    public var location: ConfigLocation
    /// What went wrong: "文件不存在", "没有读取权限" (uncommon errors in `strerror`'s words).
    public var reason: String

    public init(location: ConfigLocation, reason: String) {
        self.location = location
        self.reason = reason
    }

    /// `无法读取配置文件 --config /tmp/x.toml：文件不存在`.
    public var description: String {
        switch location.origin {
        case .flag: "无法读取配置文件 --config \(location.path)：\(reason)"
        case .environment: "无法读取配置文件 ZREADER_CONFIG=\(location.path)：\(reason)"
        case .xdgConfigHome, .home: "无法读取配置文件 \(location.path)：\(reason)"
        }
    }
}
