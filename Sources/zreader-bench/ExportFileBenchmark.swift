import Foundation
import ZReaderApp
import ZReaderSystem

/// Writes and decodes large favourites exports, to measure an import's memory and time.
///
/// `zreader-bench export-file FILE SIZE_MB` writes a valid export of about SIZE_MB megabytes
/// (favourites of about 20 KB, `format` and `version` after them: the order that makes an import
/// read the file twice), for `/usr/bin/time -f '%M KB %e s' zreader favourites import FILE`.
/// `zreader-bench decode-export FILE` decodes such a file whole with JSONDecoder, as imports did
/// before they streamed, for the peak RSS to compare with.
enum ExportFileBenchmark {
    static func write(path: String, megabytes: Int) -> Int32 {
        let descriptor = open(path, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o644)
        guard descriptor >= 0 else {
            print("zreader-bench: cannot create \(path)")
            return 1
        }
        defer { close(descriptor) }
        let paragraph = "<p>暖气一来，空气就干了。鼻腔黏膜里的毛细血管很浅，\\\"干裂\\\"之后就会出血。\\u202e</p>"
        let body = String(repeating: paragraph, count: 160)
        let target = megabytes * 1_000_000
        var written = 0
        var count = 0
        do throws(SystemError) {
            try SystemCall.writeAll(descriptor, "{\"favourites\": [\n")
            while written < target {
                count += 1
                let favourite =
                    (count > 1 ? ",\n" : "")
                    + "{\"id\": \(count), \"title\": \"第 \(count) 篇：为什么北方一来暖气，很多人就开始流鼻血？\", "
                    + "\"hint\": \"耳鼻喉科老周 · 3 分钟阅读\", \"saved_at\": \(1_796_126_900 - count), \"type\": 0, "
                    + "\"page\": {\"title\": \"第 \(count) 篇\", \"body\": \"\(body)\", "
                    + "\"share_url\": \"https://daily.zhihu.com/story/\(count)\"}}"
                try SystemCall.writeAll(descriptor, favourite)
                written += favourite.utf8.count
            }
            try SystemCall.writeAll(descriptor, "\n], \"version\": 1, \"format\": \"zreader-favourites\"}\n")
        } catch {
            print("zreader-bench: \(error)")
            return 1
        }
        print("wrote \(path): \(count) favourites, \(written / 1_000_000) MB")
        return 0
    }

    static func decodeWhole(path: String) -> Int32 {
        guard let data = FileManager.default.contents(atPath: path),
            (try? JSONDecoder().decode(FavouritesFile.self, from: data)) != nil
        else {
            print("zreader-bench: \(path) is not an export")
            return 1
        }
        print("decoded \(path) whole: \(data.count) bytes")
        return 0
    }
}
