import Foundation

/// A fresh directory for one test, removed with everything in it when the test is done.
final class TemporaryDirectory: Sendable {
    let path: String

    init() throws {
        path = FileManager.default.temporaryDirectory.appending(path: "zreader-store-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: false)
    }

    deinit {
        try? FileManager.default.removeItem(atPath: path)
    }

    /// `name` inside the directory.
    func file(_ name: String) -> String {
        "\(path)/\(name)"
    }

    /// Where the store keeps its database when opened on this directory.
    var cacheFile: String { file("cache.db") }

    /// The names in the directory, sorted.
    func contents() throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: path).sorted()
    }

    func bytes(of name: String) throws -> Data {
        try Data(contentsOf: URL(fileURLWithPath: file(name)))
    }
}
