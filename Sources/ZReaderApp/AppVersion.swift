/// zreader's version, printed by `--version` and sent in the User-Agent.
public enum AppVersion {
    public static let current = "0.1.0"
}
