/// zreader's version, printed by `--version` and sent in the User-Agent.
public enum AppVersion {
    public static let current = "0.1.0"

    /// What `--version` prints: `zreader 0.1.0 (abc1234)` for a build from a git checkout,
    /// `zreader 0.1.0` when `commit` is empty (a build from a tarball).
    public static func versionLine(commit: String) -> String {
        "zreader \(current)" + (commit.isEmpty ? "" : " (\(commit))")
    }
}
