import Foundation
import Testing
import ZReaderApp
import ZReaderTestSupport

@Suite("The event log stays small, private, and where it should be")
struct FileEventLogTests {
    let folder: TemporaryFolder

    init() throws {
        folder = try TemporaryFolder()
    }

    private func lines(_ name: String) throws -> [String] {
        String(decoding: try folder.bytes(of: name), as: UTF8.self).split(separator: "\n").map(String.init)
    }

    @Test func linesAlikeButForTheirNumbersAreWrittenOnceAndSummedUp() throws {
        let log = FileEventLog(directory: folder.url)
        for index in 0..<5000 {
            log.record("news/before/20261101: dropped stories[\(index)]: 缺少 title（id \(9_000_000 + index)）")
        }
        log.record("using https://daily.zhihu.com/api/4 after https://news-at.zhihu.com/api/4 failed")
        log.flush()

        let written = try lines("zreader.log")
        #expect(written.count == 3, "\(written)")
        #expect(written[0].hasSuffix(" news/before/20261101: dropped stories[0]: 缺少 title（id 9000000）"))
        #expect(
            written[1].hasSuffix(
                " … and 4999 more like it: news/before/20261101: dropped stories[0]: 缺少 title（id 9000000）"))
        #expect(
            written[2].hasSuffix(" using https://daily.zhihu.com/api/4 after https://news-at.zhihu.com/api/4 failed"))
    }

    @Test func aLogPastItsLimitIsRotatedAsItIsWrittenKeepingOneOlderFile() throws {
        let log = FileEventLog(directory: folder.url, maximumBytes: 4096)
        for index in 0..<400 {
            // Alternating, so that nothing is summed up.
            log.record(index.isMultiple(of: 2) ? "event a \(index)" : "something else b \(index)")
        }

        #expect(try folder.contents() == ["zreader.log", "zreader.log.1"])
        #expect(try folder.bytes(of: "zreader.log").count <= 4096)
        #expect(try folder.bytes(of: "zreader.log.1").count <= 4096)
        #expect(try lines("zreader.log").last?.hasSuffix("something else b 399") == true)
    }

    @Test func theLogIsPrivateAndControlCharactersNeverReachIt() throws {
        let log = FileEventLog(directory: folder.url.appending(path: "new/zreader"))
        log.record("title \u{1B}]52;c;SGVsbG8=\u{07} and \u{1B}[2J\nsecond line")

        let path = folder.file("new/zreader/zreader.log")
        var status = stat()
        #expect(stat(path, &status) == 0 && status.st_mode & 0o777 == 0o600)
        #expect(stat(folder.file("new/zreader"), &status) == 0 && status.st_mode & 0o777 == 0o700)
        let text = String(decoding: try Data(contentsOf: URL(fileURLWithPath: path)), as: UTF8.self)
        #expect(!text.unicodeScalars.contains { $0.value < 0x20 && $0 != "\n" })
        #expect(text.split(separator: "\n").count == 1)
    }

    @Test func aLinkInPlaceOfTheLogIsNotFollowed() throws {
        let victim = folder.file("victim")
        try Data("keep me".utf8).write(to: URL(fileURLWithPath: victim))
        try FileManager.default.createDirectory(atPath: folder.file("cache"), withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(
            atPath: folder.file("cache/zreader.log"), withDestinationPath: victim)

        let log = FileEventLog(directory: folder.url.appending(path: "cache"))
        log.record("anything")
        log.flush()

        #expect(try folder.bytes(of: "victim") == Data("keep me".utf8))
    }
}
