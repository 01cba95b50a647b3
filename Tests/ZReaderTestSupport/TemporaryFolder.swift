import Foundation

/// A fresh folder under the system's temporary directory, removed when this goes away.
public final class TemporaryFolder {
    public let url: URL

    public init() throws {
        url = FileManager.default.temporaryDirectory.appending(path: "zreader-test-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    }

    deinit {
        try? FileManager.default.removeItem(at: url)
    }

    public var path: String { url.path }

    /// `name` inside the folder.
    public func file(_ name: String) -> String {
        url.appending(path: name).path
    }

    /// The names in the folder, sorted.
    public func contents() throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: path).sorted()
    }

    /// The bytes of the file `name` inside the folder.
    public func bytes(of name: String) throws -> Data {
        try Data(contentsOf: url.appending(path: name))
    }
}
