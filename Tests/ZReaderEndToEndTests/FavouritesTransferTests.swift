import Foundation
import Testing
import ZReaderTestSupport

/// `zreader favourites export` and `import`: a backup moved to a fresh data directory gives the
/// same favourites, pages included, and importing twice adds nothing.
@Suite("Favourites export and import")
struct FavouritesTransferTests {
    let folder: TemporaryFolder

    init() throws {
        folder = try TemporaryFolder()
    }

    func zreader(_ arguments: [String], data: String) async throws -> (status: Int32, output: String, error: String) {
        try await BuiltBinary.runWithoutBlocking(
            try BuiltBinary.zreader(),
            arguments + ["--cache-dir", folder.file("cache-" + data), "--data-dir", folder.file(data)])
    }

    /// Three favourites as an export has them, one with its page.
    static let backup = """
        {"format": "zreader-favourites", "version": 1, "favourites": [
          {"id": 9791101, "title": "为什么北方一来暖气，很多人就开始流鼻血？", "hint": "耳鼻喉科老周 · 3 分钟阅读",
           "saved_at": 1796126900, "type": 0,
           "page": {"title": "为什么北方一来暖气，很多人就开始流鼻血？", "body": "<p>暖气一来，空气就干了。</p>",
                    "share_url": "http://daily.zhihu.com/story/9791101"}},
          {"id": 9791102, "title": "在南极越冬站工作一年，是一种什么体验？", "saved_at": 1796126800, "multipic": true},
          {"id": 9791104, "title": "电梯里的关门键到底有没有用？\\u001b[2J", "saved_at": 1796126700}
        ]}
        """

    @Test func exportThenImportOnAFreshDataDirectoryGivesTheSameFavourites() async throws {
        try Data(Self.backup.utf8).write(to: URL(fileURLWithPath: folder.file("backup.json")))
        let first = try await zreader(["favourites", "import", folder.file("backup.json")], data: "a")
        #expect(first.status == 0, "\(first.error)")
        #expect(first.output == "导入 3 条收藏：3 条是新的，0 条已在收藏夹中\n")

        let exported = try await zreader(["favourites", "export"], data: "a")
        #expect(exported.status == 0, "\(exported.error)")
        try Data(exported.output.utf8).write(to: URL(fileURLWithPath: folder.file("exported.json")))
        let moved = try await zreader(["favourites", "import", folder.file("exported.json")], data: "b")
        #expect(moved.output == "导入 3 条收藏：3 条是新的，0 条已在收藏夹中\n")
        let again = try await zreader(["favourites", "import", folder.file("exported.json")], data: "b")
        #expect(again.output == "导入 3 条收藏：0 条是新的，3 条已在收藏夹中\n")

        let exportedAgain = try await zreader(["favourites", "export", "--json"], data: "b")
        #expect(exportedAgain.output == exported.output)
        let object = try #require(try JSONSerialization.jsonObject(with: Data(exported.output.utf8)) as? [String: Any])
        let favourites = try #require(object["favourites"] as? [[String: Any]])
        #expect(favourites.map { $0["id"] as? Int } == [9_791_101, 9_791_102, 9_791_104])
        #expect((favourites[0]["page"] as? [String: Any])?["body"] as? String == "<p>暖气一来，空气就干了。</p>")
        #expect(favourites[2]["title"] as? String == "电梯里的关门键到底有没有用？", "no escape reaches the data file")
        #expect(favourites.map { $0["multipic"] as? Bool } == [nil, true, nil], "多图 travels with the favourite")
    }

    @Test func markdownIsAListOfLinks() async throws {
        try Data(Self.backup.utf8).write(to: URL(fileURLWithPath: folder.file("backup.json")))
        _ = try await zreader(["favourites", "import", folder.file("backup.json")], data: "a")

        let markdown = try await zreader(["favourites", "export", "--markdown"], data: "a")

        #expect(markdown.status == 0)
        let lines = markdown.output.split(separator: "\n").map(String.init)
        #expect(lines.first == "# 知乎日报 · 收藏夹")
        #expect(
            lines.dropFirst().first
                == "- [为什么北方一来暖气，很多人就开始流鼻血？](https://daily.zhihu.com/story/9791101) — 耳鼻喉科老周 · 3 分钟阅读 · 收藏于 2026-12-01 20:08"
        )
        #expect(lines.count == 4)
    }

    /// A favourite whose every field a hostile server filled: controls, DEL, bidi overrides,
    /// zero-width spaces and a BOM in the body; Markdown links, autolinks and HTML in the words.
    static let hostileBackup = """
        {"format": "zreader-favourites", "version": 1, "favourites": [
          {"id": 9791105, "title": "看 [这里](javascript:alert(1)) <img src=x onerror=alert(1)>",
           "hint": "作者 ![x](javascript:alert(2)) <javascript:alert(3)> <b>粗</b> *强* `码` &amp;", "saved_at": 1796126900,
           "page": {"title": "标题", "body": "<p>a\\u0085b\\u007fc\\u202ed\\u200be\\ufefff\\u2028g\\u001b[2Jh\\u009b31mi</p>"}}
        ]}
        """

    @Test func aJSONExportEscapesEveryHiddenCharacterAndReadsBackTheSame() async throws {
        try Data(Self.hostileBackup.utf8).write(to: URL(fileURLWithPath: folder.file("hostile.json")))
        _ = try await zreader(["favourites", "import", folder.file("hostile.json")], data: "a")
        let exported = try await zreader(["favourites", "export", "--json"], data: "a")
        #expect(exported.status == 0, "\(exported.error)")
        let raw = exported.output.unicodeScalars.filter { scalar in
            scalar != "\n"
                && (scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value)
                    || [.format, .lineSeparator, .paragraphSeparator].contains(scalar.properties.generalCategory))
        }
        #expect(raw.isEmpty, "written raw: \(raw.map { String($0.value, radix: 16) })")
        #expect(exported.output.contains("\\u202e") && exported.output.contains("\\u0085"), "\(exported.output)")
        let object = try #require(try JSONSerialization.jsonObject(with: Data(exported.output.utf8)) as? [String: Any])
        let favourite = try #require((object["favourites"] as? [[String: Any]])?.first)
        #expect(
            (favourite["page"] as? [String: Any])?["body"] as? String
                == "<p>a\u{85}b\u{7F}c\u{202E}d\u{200B}e\u{FEFF}f\u{2028}g\u{1B}[2Jh\u{9B}31mi</p>")
    }

    @Test func aMarkdownExportHasNoLinkButTheStorysAndNoHTML() async throws {
        try Data(Self.hostileBackup.utf8).write(to: URL(fileURLWithPath: folder.file("hostile.json")))
        _ = try await zreader(["favourites", "import", folder.file("hostile.json")], data: "a")
        let markdown = try await zreader(["favourites", "export", "--markdown"], data: "a")
        #expect(markdown.status == 0, "\(markdown.error)")
        let line = try #require(markdown.output.split(separator: "\n").dropFirst().first.map(String.init))
        // Every link target is the story's page; no tag, autolink or entity is left live.
        let targets = line.ranges(of: "](").map { line[$0.upperBound...].prefix { $0 != ")" } }
        #expect(targets == ["https://daily.zhihu.com/story/9791105"], "\(line)")
        #expect(!line.contains("<") && !line.contains(">"), "\(line)")
        #expect(line.contains("&amp;amp;"), "an entity in the words is shown as written: \(line)")
        #expect(line.contains("&lt;img src=x onerror=alert\\(1\\)&gt;"), "\(line)")
        #expect(line.contains("\\*强\\*") && line.contains("\\`码\\`"), "\(line)")
    }

    /// A sparse 1 GB file: refused as too large from its size, before anything is read (reading it
    /// to the 512 MB limit first took seconds and half a gigabyte).
    @Test func aOneGigabyteImportIsRefusedAsTooLargeAtOnce() async throws {
        let path = folder.file("huge.json")
        _ = FileManager.default.createFile(atPath: path, contents: nil)
        let handle = try FileHandle(forWritingTo: URL(fileURLWithPath: path))
        try handle.truncate(atOffset: 1 << 30)
        try handle.close()

        let run = try await zreader(["favourites", "import", path], data: "a")

        #expect(run.status == 1)
        #expect(run.error == "zreader: \(path) 太大（1024 MB，最多 512 MB），未导入\n", "\(run.error)")
    }

    /// `count` favourites with pages of about 2 KB each, `format` and `version` after them, and
    /// `last` as the last favourite's JSON when given.
    static func largeExport(count: Int, last: String? = nil) -> String {
        let body = String(repeating: "<p>暖气一来，空气就干了。\\\"干裂\\\"之后就会出血。\\u202e</p>", count: 30)
        var favourites = (1...count).map { id in
            #"{"id": \#(id), "title": "第 \#(id) 篇", "saved_at": \#(1_796_126_900 - id), "#
                + #""page": {"title": "第 \#(id) 篇", "body": "\#(body)"}}"#
        }
        if let last { favourites[count - 1] = last }
        return "{\"favourites\": [\n" + favourites.joined(separator: ",\n")
            + "\n], \"version\": 1, \"format\": \"zreader-favourites\"}\n"
    }

    /// A few megabytes, read a chunk at a time in two passes (the format is known only at the
    /// end), all imported, pages included.
    @Test func aLargeFileWithItsFormatAfterTheFavouritesImportsCompletely() async throws {
        let export = Self.largeExport(count: 3000)
        #expect(export.utf8.count > 4_000_000, "more than a few chunks and import batches")
        try Data(export.utf8).write(to: URL(fileURLWithPath: folder.file("large.json")))

        let run = try await zreader(["favourites", "import", folder.file("large.json")], data: "a")

        #expect(run.status == 0, "\(run.error)")
        #expect(run.output == "导入 3000 条收藏：3000 条是新的，0 条已在收藏夹中\n")
        let exported = try await zreader(["favourites", "export", "--json"], data: "a")
        let object = try #require(try JSONSerialization.jsonObject(with: Data(exported.output.utf8)) as? [String: Any])
        let favourites = try #require(object["favourites"] as? [[String: Any]])
        #expect(Set(favourites.compactMap { $0["id"] as? Int }) == Set(1...3000))
        let body = (favourites.last?["page"] as? [String: Any])?["body"] as? String
        #expect(body?.hasPrefix("<p>暖气一来，空气就干了。\"干裂\"之后就会出血。\u{202E}</p>") == true, "\(body ?? "")")
    }

    /// Broken in its very last favourite, after thousands of good ones: nothing is stored, and the
    /// message says where.
    @Test func aFileBrokenInItsLastFavouriteStoresNothing() async throws {
        let export = Self.largeExport(count: 3000, last: #"{"id": 3000, "title": "坏的", "saved_at": }"#)
        try Data(export.utf8).write(to: URL(fileURLWithPath: folder.file("broken.json")))

        let run = try await zreader(["favourites", "import", folder.file("broken.json")], data: "a")

        #expect(run.status == 1)
        #expect(run.error.hasPrefix("zreader: \(folder.file("broken.json")) 的第 3000 条收藏有误（第 "), "\(run.error)")
        let exported = try await zreader(["favourites", "export", "--json"], data: "a")
        let object = try #require(try JSONSerialization.jsonObject(with: Data(exported.output.utf8)) as? [String: Any])
        #expect((object["favourites"] as? [Any])?.isEmpty == true, "\(exported.output.prefix(300))")
    }

    @Test func aFileThatIsNotAnExportIsRefusedAndNothingImported() async throws {
        try Data("{\"favourites\": []}".utf8).write(to: URL(fileURLWithPath: folder.file("other.json")))

        let run = try await zreader(["favourites", "import", folder.file("other.json")], data: "a")

        #expect(run.status == 1)
        #expect(run.error == "zreader: \(folder.file("other.json")) 不是 zreader 导出的收藏文件\n")
        let missing = try await zreader(["favourites", "import", folder.file("missing.json")], data: "a")
        #expect(missing.status == 1 && missing.error.hasPrefix("zreader: 无法读取 "))
    }
}
