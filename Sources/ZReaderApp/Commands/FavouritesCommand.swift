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
    static func importFile(_ options: CommandLineOptions, console: Console) -> Result {
        guard let path = options.importPath else { return Result(output: "", error: "", status: .usage) }
        let data: Data
        switch read(path) {
        case .read(let bytes):
            data = bytes
        case .unreadable:
            return Result(output: "", error: "zreader: 无法读取 \(TextSanitizer.clean(path))\n", status: .failure)
        case .tooLarge(let bytes):
            let limit = FavouritesFile.maximumBytes / 1_048_576
            return Result(
                output: "",
                error: "zreader: \(TextSanitizer.clean(path)) 太大（\(bytes / 1_048_576) MB，最多 \(limit) MB），未导入\n",
                status: .failure)
        }
        guard let file = FavouritesFile.decode(data) else {
            return Result(
                output: "", error: "zreader: \(TextSanitizer.clean(path)) 不是 zreader 导出的收藏文件\n", status: .failure)
        }
        let records = file.records
        var notices: [String] = []
        let added: Int
        do {
            let stores = StorySources.openStores(for: options) { console.report("zreader: \($0)\n") }
            if let notice = stores.userData.notice { notices.append("zreader: \(notice)\n") }
            guard stores.userData.databasePath != nil else {
                return Result(output: "", error: notices.joined() + "zreader: 收藏数据不可写，未导入\n", status: .failure)
            }
            added = try stores.userData.store.importFavourites(records)
        } catch {
            return Result(output: "", error: notices.joined() + "zreader: 导入失败：\(reason(error))\n", status: .failure)
        }
        var line = "导入 \(records.count) 条收藏：\(added) 条是新的，\(records.count - added) 条已在收藏夹中"
        if file.unusableCount > 0 { line += "；\(file.unusableCount) 条缺少 id 或标题，已跳过" }
        return Result(output: line + "\n", error: notices.joined(), status: .success)
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

    /// What reading an export file gave.
    private enum FileRead {
        case read(Data)
        /// Missing, not a regular file, or failing to read.
        case unreadable
        /// Larger than `FavouritesFile.maximumBytes`: these many bytes.
        case tooLarge(Int)
    }

    /// The file at `path`, its size checked before a byte is read (a 1 GB file is refused at once,
    /// not read to the limit first); opened without blocking, so a FIFO is refused, not waited on.
    private static func read(_ path: String) -> FileRead {
        let descriptor = open(path, O_RDONLY | O_CLOEXEC | O_NONBLOCK)
        guard descriptor >= 0 else { return .unreadable }
        defer { close(descriptor) }
        var status = stat()
        guard fstat(descriptor, &status) == 0, status.st_mode & S_IFMT == S_IFREG else { return .unreadable }
        guard Int(status.st_size) <= FavouritesFile.maximumBytes else { return .tooLarge(Int(status.st_size)) }
        guard let bytes = try? SystemCall.read(descriptor, upTo: FavouritesFile.maximumBytes + 1) else {
            return .unreadable
        }
        // A file that grew while it was read is as large as what was read.
        guard bytes.count <= FavouritesFile.maximumBytes else { return .tooLarge(bytes.count) }
        return .read(Data(bytes))
    }

    private static func reason(_ failure: StoreFailure) -> String {
        switch failure {
        case .database(let reason): reason
        }
    }
}
