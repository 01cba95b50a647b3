import Testing
import ZReaderSystem

@testable import ZReaderApp

/// The streaming reader of an export: the same answers as decoding the file whole, whichever chunk
/// boundaries the values straddle, with the top level checked wherever `format` and `version` are.
@Suite("An export is read one favourite at a time")
struct FavouritesFileReaderTests {
    /// Reads `json` a few bytes at a time: every favourite's id, or the problem that stopped it.
    static func ids(_ json: String, chunkSize: Int) -> Result<[Int], FavouritesFileReader.Problem> {
        let bytes = Array(json.utf8)
        var offset = 0
        var reader = FavouritesFileReader(
            bytes: ChunkedBytes(chunkSize: chunkSize) { buffer throws(SystemError) in
                let count = min(buffer.count, bytes.count - offset)
                for index in 0..<count { buffer[index] = bytes[offset + index] }
                offset += count
                return count
            })
        var ids: [Int] = []
        do {
            while let favourite = try reader.next() { ids.append(favourite.id) }
        } catch {
            return .failure(error)
        }
        return reader.isExport ? .success(ids) : .failure(.notAnExport)
    }

    static let export = """
        {"favourites": [{"id": 1, "title": "括号 ]} 与引号 \\" 在字符串里", "saved_at": 1},
          {"id": 2, "title": "二", "saved_at": 2, "page": {"title": "t", "body": "<p>\\\\</p>", "type": 0}},
          {"id": 3, "title": "\\u4e09", "saved_at": 3, "hint": null}],
         "extra": [1, {"a": "]"}, -2.5e3, true, null],
         "versio\\u006e": 1, "format": "zreader-favourites"}
        """

    @Test(arguments: [1, 2, 3, 7, 64, 1 << 20])
    func formatAndVersionAfterTheFavouritesAreFoundAtAnyChunkSize(chunkSize: Int) {
        #expect(Self.ids(Self.export, chunkSize: chunkSize) == .success([1, 2, 3]))
    }

    @Test func anEmptyListIsAnExportOfNothing() {
        let empty = #"{"format": "zreader-favourites", "version": 1, "favourites": [ ]}"#
        #expect(Self.ids(empty, chunkSize: 5) == .success([]))
    }

    @Test(arguments: [
        // Not the format, not the version, or either missing.
        #"{"format": "other", "version": 1, "favourites": []}"#,
        #"{"format": "zreader-favourites", "version": 2, "favourites": []}"#,
        #"{"format": "zreader-favourites", "favourites": []}"#,
        #"{"format": "zreader-favourites", "version": 1}"#,
        // Broken around the favourites: what JSONDecoder refused of the whole file.
        #"{"format": "zreader-favourites", "version": 1, "favourites": []"#,
        #"{"format": "zreader-favourites", "version": 1, "favourites": []} x"#,
        #"{"format": "zreader-favourites", "version": 1, "favourites": {}}"#,
        #"{"format": "zreader-favourites", "version": 1 "favourites": []}"#,
        #"{"format": "zreader-favourites", "version": 1, "favourites": [], "extra": [1 2]}"#,
        #"{"format": "zreader-favourites", "version": 1, "favourites": [], "favourites": []}"#,
        #"["format", "zreader-favourites"]"#, "",
    ])
    func whatIsNotAnExportIsRefused(json: String) {
        #expect(Self.ids(json, chunkSize: 3) == .failure(.notAnExport), "\(json)")
    }

    @Test func aBrokenFavouriteIsNamedByItsPlaceAndByte() {
        let head =
            #"{"format": "zreader-favourites", "version": 1, "favourites": [{"id": 1, "title": "一", "saved_at": 1},"#
        let broken = head + #" {"id": 2, "title": "二", "saved_at": 2]}"#
        #expect(Self.ids(broken, chunkSize: 4) == .failure(.brokenFavourite(position: 2, offset: head.utf8.count + 1)))
        let trailingComma = head + "]}"
        #expect(
            Self.ids(trailingComma, chunkSize: 4) == .failure(.brokenFavourite(position: 2, offset: head.utf8.count)))
        let unterminated = head + #" {"id": 2, "title": "二"#
        #expect(
            Self.ids(unterminated, chunkSize: 4) == .failure(.brokenFavourite(position: 2, offset: head.utf8.count + 1))
        )
    }

    @Test func aFavouriteLargerThanTheBoundIsRefusedWithoutBeingHeld() {
        let body = String(repeating: "x", count: FavouritesFileReader.maximumFavouriteBytes)
        let json =
            #"{"favourites": [{"id": 1, "title": "一", "saved_at": 1, "page": {"title": "t", "body": ""#
            + body + #""}}], "format": "zreader-favourites", "version": 1}"#
        #expect(Self.ids(json, chunkSize: 1 << 16) == .failure(.favouriteTooLarge(position: 1)))
    }

    @Test func aFileThatGoesOnPastItsLimitIsTooLarge() {
        let bytes = Array(Self.export.utf8)
        var offset = 0
        var reader = FavouritesFileReader(
            bytes: ChunkedBytes(limit: 40, chunkSize: 16) { buffer throws(SystemError) in
                let count = min(buffer.count, bytes.count - offset)
                for index in 0..<count { buffer[index] = bytes[offset + index] }
                offset += count
                return count
            })
        #expect(throws: FavouritesFileReader.Problem.tooLarge(48)) { while try reader.next() != nil {} }
    }
}
