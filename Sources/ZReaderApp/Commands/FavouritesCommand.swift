import FoundationEssentials
import Glibc
import ZReaderDomain
import ZReaderScreen
import ZReaderStore
import ZReaderSystem

/// `zreader favourites export [--json|--markdown]` and `zreader favourites import FILE`: a backup
/// of the favourites, or moving them to another machine.
///
/// Both touch only the user's data file (and hand over the favourites an old cache still holds).
enum FavouritesCommand {
    /// What a command printed and its exit status.
    struct Result: Sendable {
        var output: String
        var error: String
        var status: ExitStatus
    }

    /// The favourites on standard output, most recently saved first.
    static func export(_ options: CommandLineOptions, console: Console) -> Result {
        var notices: [String] = []
        let records: [FavouriteRecord]
        do {
            let stores = StorySources.openStores(for: options) { console.report("zreader: \($0)\n") }
            if stores.userData.databasePath == nil {
                // The data file could not be opened for writing (another user's, a read-only
                // disk): read it without writing, or fail; an empty list would be a backup of nothing.
                do throws(ReadOnlyFavourites.Failure) {
                    records = try ReadOnlyFavourites.read(
                        dataDirectory: DataLocation.directory(override: options.dataDirectory))
                } catch {
                    return Result(
                        output: "", error: "zreader: \(TextSanitizer.clean(error.message))\n", status: .failure)
                }
            } else {
                if let notice = stores.userData.notice { notices.append("zreader: \(notice)\n") }
                records = try stores.userData.store.favouriteRecords()
            }
        } catch {
            return Result(output: "", error: notices.joined() + "zreader: 无法读取收藏：\(reason(error))\n", status: .failure)
        }
        let output =
            switch options.exportFormat {
            case .json: String(decoding: FavouritesFile(records).encoded(), as: UTF8.self) + "\n"
            case .markdown: markdown(records)
            }
        return Result(output: output, error: notices.joined(), status: .success)
    }

    /// Adds the favourites of an export at `options.importPath`; says how many were new.
    ///
    /// The file is read twice, a chunk at a time, so that memory stays bounded at any size: a
    /// first pass checks all of it (the top level, `format` and `version` wherever they are, every
    /// favourite decoded) before anything is stored; a second pass stores it in batches, all in
    /// one transaction, so that a file that changed between the passes stores nothing either.
    static func importFile(_ options: CommandLineOptions, console: Console) -> Result {
        guard let path = options.importPath else { return Result(output: "", error: "", status: .usage) }
        let name = TextSanitizer.clean(path).string
        let descriptor: Int32
        switch open(path) {
        case .opened(let opened):
            descriptor = opened
        case .unreadable:
            return Result(output: "", error: "zreader: 无法读取 \(name)\n", status: .failure)
        case .tooLarge(let bytes):
            return Result(output: "", error: tooLarge(name, bytes: bytes), status: .failure)
        }
        defer { close(descriptor) }
        switch check(descriptor) {
        case .success:
            break
        case .failure(let problem):
            return Result(output: "", error: message(problem, name: name), status: .failure)
        }
        var notices: [String] = []
        let stores = StorySources.openStores(for: options) { console.report("zreader: \($0)\n") }
        if let notice = stores.userData.notice { notices.append("zreader: \(notice)\n") }
        guard stores.userData.databasePath != nil else {
            return Result(output: "", error: notices.joined() + "zreader: 收藏数据不可写，未导入\n", status: .failure)
        }
        var reader = fileReader(descriptor)
        var usable = 0
        var unusable = 0
        let added: Int
        do {
            added = try stores.userData.store.importFavourites { () throws(FavouritesFileReader.Problem) in
                var batch: [FavouriteRecord] = []
                reader.resetBatchBytes()
                while batch.count < importBatchCount, reader.batchBytes < importBatchBytes {
                    guard let favourite = try reader.next() else {
                        // The file changed since it was checked: store nothing rather than a part.
                        guard reader.isExport else { throw .notAnExport }
                        break
                    }
                    if let record = FavouritesFile.record(favourite) {
                        batch.append(record)
                    } else {
                        unusable += 1
                    }
                }
                usable += batch.count
                return batch.isEmpty ? nil : batch
            }
        } catch {
            switch error {
            case .store(let failure):
                return Result(
                    output: "", error: notices.joined() + "zreader: 导入失败：\(reason(failure))\n", status: .failure)
            case .source(let problem):
                return Result(output: "", error: notices.joined() + message(problem, name: name), status: .failure)
            }
        }
        var line = "导入 \(usable) 条收藏：\(added) 条是新的，\(usable - added) 条已在收藏夹中"
        if unusable > 0 { line += "；\(unusable) 条缺少 id 或标题，已跳过" }
        return Result(output: line + "\n", error: notices.joined(), status: .success)
    }

    /// A batch of an import: what is decoded and held at once, at most.
    private static let importBatchCount = 256
    private static let importBatchBytes = 4 * 1_048_576

    /// The first pass of an import: the whole file read, nothing kept.
    private static func check(_ descriptor: Int32) -> Swift.Result<Void, FavouritesFileReader.Problem> {
        var reader = fileReader(descriptor)
        do {
            while try reader.next() != nil {}
        } catch {
            return .failure(error)
        }
        return reader.isExport ? .success(()) : .failure(.notAnExport)
    }

    /// A reader of the file from its start.
    private static func fileReader(_ descriptor: Int32) -> FavouritesFileReader {
        lseek(descriptor, 0, SEEK_SET)
        return FavouritesFileReader(
            bytes: ChunkedBytes(limit: FavouritesFile.maximumBytes) { buffer throws(SystemError) in
                try SystemCall.read(descriptor, into: buffer)
            })
    }

    private static func message(_ problem: FavouritesFileReader.Problem, name: String) -> String {
        switch problem {
        case .unreadable: "zreader: 无法读取 \(name)\n"
        case .tooLarge(let bytes): tooLarge(name, bytes: bytes)
        case .notAnExport: "zreader: \(name) 不是 zreader 导出的收藏文件\n"
        case .brokenFavourite(let position, let offset):
            "zreader: \(name) 的第 \(position) 条收藏有误（第 \(offset) 字节起），未导入\n"
        case .favouriteTooLarge(let position):
            "zreader: \(name) 的第 \(position) 条收藏超过 \(FavouritesFileReader.maximumFavouriteBytes / 1_048_576) MB，未导入\n"
        }
    }

    private static func tooLarge(_ name: String, bytes: Int) -> String {
        let limit = FavouritesFile.maximumBytes / 1_048_576
        return "zreader: \(name) 太大（\(bytes / 1_048_576) MB，最多 \(limit) MB），未导入\n"
    }

    /// ```
    /// # 知乎日报 · 收藏夹
    ///
    /// - [为什么北方一来暖气，很多人就开始流鼻血？](https://daily.zhihu.com/story/9791101) — 耳鼻喉科老周 · 收藏于 2026-11-30 08:00
    /// ```
    ///
    /// The server's words are text, never markup: Markdown's punctuation is escaped and HTML's
    /// `<`, `>` and `&` are entities, so a title can hold no live link, image or tag; the one link
    /// is the story's own `https` page.
    static func markdown(_ records: [FavouriteRecord]) -> String {
        var lines = ["# 知乎日报 · 收藏夹", ""]
        for record in records {
            let story = record.entry.story
            let hint = story.hint.map { " — \(markdownText($0.string)) ·" } ?? " —"
            lines.append(
                "- [\(markdownText(story.title.string))](\(story.id.webAddress.string))\(hint) "
                    + "收藏于 \(BeijingTime.text(record.entry.savedAt))")
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// `text`, cleaned as for the screen, as Markdown that shows it literally.
    static func markdownText(_ text: String) -> String {
        var escaped = ""
        for character in TextSanitizer.clean(text).string {
            switch character {
            case "&": escaped += "&amp;"
            case "<": escaped += "&lt;"
            case ">": escaped += "&gt;"
            case "\\", "`", "*", "_", "{", "}", "[", "]", "(", ")", "!", "|", "~":
                escaped += "\\" + String(character)
            default: escaped.append(character)
            }
        }
        return escaped
    }

    /// What opening an export file gave.
    private enum FileOpening {
        case opened(Int32)
        /// Missing, not a regular file, or failing to open.
        case unreadable
        /// Larger than `FavouritesFile.maximumBytes`: these many bytes.
        case tooLarge(Int)
    }

    /// The file at `path`, its size checked before a byte is read (a 1 GB file is refused at once,
    /// not read to the limit first); opened without blocking, so a FIFO is refused, not waited on.
    private static func open(_ path: String) -> FileOpening {
        let descriptor = Glibc.open(path, O_RDONLY | O_CLOEXEC | O_NONBLOCK)
        guard descriptor >= 0 else { return .unreadable }
        var status = stat()
        guard fstat(descriptor, &status) == 0, status.st_mode & S_IFMT == S_IFREG else {
            close(descriptor)
            return .unreadable
        }
        guard Int(status.st_size) <= FavouritesFile.maximumBytes else {
            close(descriptor)
            return .tooLarge(Int(status.st_size))
        }
        return .opened(descriptor)
    }

    private static func reason(_ failure: StoreFailure) -> String {
        switch failure {
        case .database(let reason): reason
        }
    }
}
