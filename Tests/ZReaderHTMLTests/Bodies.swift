import Foundation
import ZReaderDomain
import ZReaderHTML
import ZReaderScreen

/// Story bodies for the tests: the demo edition's and the hand-written fixtures.
enum Bodies {
    /// The package's root, found from this file's path.
    static let packageRoot = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// A story of the demo edition, `Resources/demo/news/ID.json`, as the API sends it.
    struct DemoStory {
        var id: String
        var title: DisplayText
        var body: String?
    }

    static func demo(_ id: String) throws -> DemoStory {
        let url = packageRoot.appendingPathComponent("Resources/demo/news/\(id).json")
        let object = try JSONSerialization.jsonObject(with: Data(contentsOf: url))
        guard let story = object as? [String: Any], let title = story["title"] as? String else {
            throw FixtureError.malformed(url.path)
        }
        return DemoStory(id: id, title: TextSanitizer.clean(title), body: story["body"] as? String)
    }

    /// Every story of the demo edition that has a body.
    static func allDemoStories() throws -> [DemoStory] {
        let directory = packageRoot.appendingPathComponent("Resources/demo/news")
        let names = try FileManager.default.contentsOfDirectory(atPath: directory.path)
            .filter { $0.hasSuffix(".json") && $0.first?.isNumber == true }
            .sorted()
        return try names.map { try demo(String($0.dropLast(".json".count))) }
    }

    /// `Tests/Fixtures/bodies/NAME.html`.
    static func fixture(_ name: String) throws -> String {
        let url = packageRoot.appendingPathComponent("Tests/Fixtures/bodies/\(name).html")
        return try String(contentsOf: url, encoding: .utf8)
    }

    /// The demo story parsed.
    static func demoArticle(_ id: String) throws -> Article {
        let story = try demo(id)
        return ArticleParser.parse(story.body ?? "")
    }

    enum FixtureError: Error {
        case malformed(String)
    }
}
