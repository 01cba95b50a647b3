import FoundationEssentials

/// The demo edition's pictures embedded in the binary, by file name (`v2-….jpg`), from the
/// top-level `Resources/demo/images/` at build time.
///
/// Every image URL of the edition names its picture: the file name is the URL's last path
/// component without query or fragment
/// (`https://picx.zhimg.com/v2-dfe8….jpg?source=8673f162` → `v2-dfe8….jpg`).
public enum DemoEditionPictures {
    /// The bytes of the picture with this file name, or nil when the edition has none.
    public static func data(named name: String) -> Data? {
        DemoEditionArchive.pictures[name].map { Data($0.bytes) }
    }

    /// Every picture's file name.
    public static var names: [String] { DemoEditionArchive.pictures.keys.sorted() }

    /// The file name an http(s) image URL maps to by the edition's naming rule, or nil when the
    /// string is not such a URL.
    public static func fileName(forURL url: String) -> String? {
        guard let components = URLComponents(string: url),
            let scheme = components.scheme?.lowercased(), ["http", "https"].contains(scheme),
            components.host?.isEmpty == false,
            let name = components.path.split(separator: "/").last
        else { return nil }
        return String(name)
    }
}
