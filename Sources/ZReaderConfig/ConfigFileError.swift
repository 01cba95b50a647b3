/// A config file the user named (`--config` or `ZREADER_CONFIG`) that cannot be read: zreader
/// prints this and exits with status 2.
public struct ConfigFileError: Error, Hashable, Sendable, CustomStringConvertible {
    public var location: ConfigLocation
    /// What went wrong, in the words of `strerror`: "No such file or directory".
    public var reason: String

    public init(location: ConfigLocation, reason: String) {
        self.location = location
        self.reason = reason
    }

    /// `--config /tmp/x.toml: No such file or directory`.
    public var description: String {
        switch location.origin {
        case .flag: "--config \(location.path): \(reason)"
        case .environment: "ZREADER_CONFIG=\(location.path): \(reason)"
        case .xdgConfigHome, .home: "\(location.path): \(reason)"
        }
    }
}
