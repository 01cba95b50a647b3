import FoundationEssentials
import ZReaderSystem

/// An export read one favourite at a time, so that a file of any size costs one chunk and one
/// favourite of memory: the top-level object is followed byte by byte, every favourite is cut
/// out of the `favourites` array and decoded alone.
///
/// `format` and `version` may come anywhere in the object, after the favourites too: only the
/// end of a pass tells whether the file is an export. An import therefore reads the file twice:
/// once to check it all, once to store it.
struct FavouritesFileReader {
    /// Why a file is not an export that can be imported.
    enum Problem: Error, Equatable {
        /// The file could not be read.
        case unreadable(SystemError)
        /// The file grew past `ChunkedBytes`'s limit while it was read: at least these many bytes.
        case tooLarge(Int)
        /// Not JSON of an export's shape, or not of this format and version.
        case notAnExport
        /// The favourite at this position (from 1) is not valid JSON of a favourite; `offset`
        /// is the byte it starts at.
        case brokenFavourite(position: Int, offset: Int)
        /// The favourite at this position is larger than `FavouritesFileReader.maximumFavouriteBytes`.
        case favouriteTooLarge(position: Int)
    }

    /// One favourite's JSON at most: a story's page is tens of kilobytes; this bounds what one
    /// decoding holds.
    static let maximumFavouriteBytes = 8 * 1_048_576
    /// Any other value of the top-level object at most (`format`, `version`, keys unknown here).
    static let maximumOtherValueBytes = 64 * 1024

    private enum Phase {
        case beforeObject
        case member
        case afterMember
        case firstFavourite
        case favourite
        case afterObject
        case finished
    }

    private var bytes: ChunkedBytes
    private var phase = Phase.beforeObject
    private let decoder = JSONDecoder()
    private var seenKeys: Set<String> = []
    /// The favourites cut out so far.
    private(set) var position = 0
    /// Bytes of JSON in the favourites returned since `resetBatchBytes`.
    private(set) var batchBytes = 0
    private(set) var format: String?
    private(set) var version: Int?

    init(bytes: ChunkedBytes) {
        self.bytes = bytes
    }

    /// Whether the pass has reached the end and the file said it is an export this zreader reads.
    var isExport: Bool {
        phase == .finished && format == FavouritesFile.formatName && version == 1 && seenKeys.contains("favourites")
    }

    mutating func resetBatchBytes() {
        batchBytes = 0
    }

    /// The next favourite, or nil once the object has ended (then `isExport` says whether it was
    /// an export).
    mutating func next() throws(Problem) -> FavouritesFile.Favourite? {
        do {
            while true {
                switch phase {
                case .beforeObject:
                    try expect("{")
                    phase = try bytes.peekSkippingWhitespace() == UInt8(ascii: "}") ? .afterMember : .member
                case .member:
                    guard try bytes.peekSkippingWhitespace() == UInt8(ascii: "\"") else { throw Problem.notAnExport }
                    let key = try decode(
                        String.self, try bytes.cutValue(keeping: true, limit: Self.maximumOtherValueBytes))
                    try expect(":")
                    guard seenKeys.insert(key).inserted else { throw Problem.notAnExport }
                    phase = .afterMember
                    switch key {
                    case "favourites":
                        try expect("[")
                        phase = .firstFavourite
                    case "format":
                        format = try decode(String.self, try otherValue())
                    case "version":
                        version = try decode(Int.self, try otherValue())
                    default:
                        _ = try decode(IgnoredValue.self, try otherValue())
                    }
                case .afterMember:
                    switch try take() {
                    case UInt8(ascii: ","): phase = .member
                    case UInt8(ascii: "}"): phase = .afterObject
                    default: throw Problem.notAnExport
                    }
                case .firstFavourite:
                    if try bytes.peekSkippingWhitespace() == UInt8(ascii: "]") {
                        bytes.skipByte()
                        phase = .afterMember
                    } else {
                        phase = .favourite
                    }
                case .favourite:
                    return try favourite()
                case .afterObject:
                    guard try bytes.peekSkippingWhitespace() == nil else { throw Problem.notAnExport }
                    phase = .finished
                case .finished:
                    return nil
                }
            }
        } catch let problem as Problem {
            throw problem
        } catch let stop as ChunkedBytes.Stop {
            switch stop {
            case .unreadable(let error): throw .unreadable(error)
            case .fileTooLarge(let bytes): throw .tooLarge(bytes)
            case .valueTooLong: throw .notAnExport
            }
        } catch {
            throw .notAnExport
        }
    }

    /// Cuts out, decodes and returns the next favourite, and reads past the `,` or `]` after it.
    private mutating func favourite() throws -> FavouritesFile.Favourite {
        position += 1
        _ = try bytes.peekSkippingWhitespace()
        let start = bytes.offset
        let json: [UInt8]
        do {
            json = try bytes.cutValue(keeping: true, limit: Self.maximumFavouriteBytes)
        } catch .valueTooLong {
            throw Problem.favouriteTooLarge(position: position)
        }
        batchBytes += json.count
        let favourite: FavouritesFile.Favourite
        do {
            favourite = try decoder.decode(FavouritesFile.Favourite.self, from: Data(json))
        } catch {
            throw Problem.brokenFavourite(position: position, offset: start)
        }
        switch try take() {
        case UInt8(ascii: ","): break
        case UInt8(ascii: "]"): phase = .afterMember
        default: throw Problem.brokenFavourite(position: position, offset: start)
        }
        return favourite
    }

    private mutating func otherValue() throws(ChunkedBytes.Stop) -> [UInt8] {
        try bytes.cutValue(keeping: true, limit: Self.maximumOtherValueBytes)
    }

    private func decode<Value: Decodable>(_ type: Value.Type, _ json: [UInt8]) throws(Problem) -> Value {
        do {
            return try decoder.decode(type, from: Data(json))
        } catch {
            throw .notAnExport
        }
    }

    /// The next byte after whitespace, consumed; nil at the end of the file.
    private mutating func take() throws(ChunkedBytes.Stop) -> UInt8? {
        let byte = try bytes.peekSkippingWhitespace()
        if byte != nil { bytes.skipByte() }
        return byte
    }

    private mutating func expect(_ character: Unicode.Scalar) throws {
        guard try take() == UInt8(ascii: character) else { throw Problem.notAnExport }
    }

    /// Any JSON value, decoded only to be checked: the whole file must be JSON, as it had to be
    /// when it was decoded at once.
    private struct IgnoredValue: Decodable {
        init(from decoder: any Decoder) throws {}
    }
}
