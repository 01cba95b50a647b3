import Foundation
import ZReaderStore

#if canImport(Glibc)
    import Glibc
#endif

/// `zreader-bench cache [DAYS]`: DAYS (default 365) days of cache (eight stories a day with ~4 KB
/// bodies) in a temporary folder, its size, and the median time zreader takes at start to open it
/// (its header and schema: the integrity check runs later, off the first frame) and read what the
/// first frame shows: the latest day and the two before it.
///
/// Cold runs first ask the kernel to forget the file's pages, so that they read from disk.
enum CacheBenchmark {
    static func run(days: Int = 365) throws -> String {
        let directory = FileManager.default.temporaryDirectory.appending(path: "zreader-bench-\(getpid())").path
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let bytes = try CacheFiller.fill(directory: directory, days: days)
        let file = directory + "/cache.db"
        var cold: [Duration] = []
        for _ in 0..<5 {
            dropFromPageCache(file)
            cold.append(try ContinuousClock().measure { try openAndReadFirstFrame(directory) })
        }
        var warm: [Duration] = []
        for _ in 0..<9 {
            warm.append(try ContinuousClock().measure { try openAndReadFirstFrame(directory) })
        }
        func median(_ samples: [Duration]) -> String {
            Measurement.format(Measurement.microseconds(Measurement.median(samples)))
        }
        return "cache: \(days) days, \(bytes / 1024) KiB; open and read 3 days: cold median \(median(cold)), "
            + "warm median \(median(warm))"
    }

    private static func openAndReadFirstFrame(_ directory: String) throws {
        let opened = StoreOpener.open(cacheDirectory: directory)
        if let notice = opened.notice { throw CacheFiller.FillError(message: notice.string) }
        guard case let store = opened.store, let latest = try store.latestDay(),
            try store.day(latest.day.date.previous) != nil, try store.day(latest.day.date.previous.previous) != nil
        else { throw CacheFiller.FillError(message: "the filled cache is missing days") }
    }

    private static func dropFromPageCache(_ path: String) {
        let descriptor = open(path, O_RDONLY)
        guard descriptor >= 0 else { return }
        fsync(descriptor)
        posix_fadvise(descriptor, 0, 0, Int32(POSIX_FADV_DONTNEED))
        close(descriptor)
    }
}
