import FoundationEssentials

/// The demo edition embedded in the binary: the JSON the Zhihu Daily API would answer, by request
/// path (`news/latest`, `news/before/20261130`, `news/9791101`…), from the top-level
/// `Resources/demo/` at build time.
public enum DemoEditionFiles {
    /// The JSON for a request path, or nil when the edition has no such file.
    public static func data(forPath path: String) -> Data? {
        DemoEditionArchive.json[path].map { Data($0.bytes) }
    }

    /// Every request path the edition answers.
    public static var paths: [String] { DemoEditionArchive.json.keys.sorted() }
}
