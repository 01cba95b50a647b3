import ZReaderSystem

/// A file's bytes read a chunk at a time from its start, so that memory holds one chunk, never the
/// file; what JSON needs of them: the next byte, whitespace skipped, and one whole value cut out.
///
/// The value cutter follows strings, their escapes and the nesting of `{}` and `[]`, and nothing
/// else: it finds where a value ends, and JSONDecoder, given the value's bytes, says whether it is
/// valid JSON.
struct ChunkedBytes {
    /// Why the bytes stopped: the file could not be read, it went on past the limit (at least
    /// these many bytes), or a value was longer than allowed.
    enum Stop: Error, Equatable {
        case unreadable(SystemError)
        case fileTooLarge(Int)
        case valueTooLong
    }

    private let fill: (UnsafeMutableRawBufferPointer) throws(SystemError) -> Int
    private var chunk: [UInt8]
    /// The next unread byte of `chunk`.
    private var start = 0
    /// How many bytes of `chunk` the last fill gave.
    private var end = 0
    /// How many bytes came before `chunk`'s first.
    private var chunkOffset = 0
    private var reachedEnd = false
    private let limit: Int

    /// - Parameters:
    ///   - limit: the most bytes read; a file that goes on (it grew after its size was checked)
    ///     stops with `fileTooLarge`.
    ///   - chunkSize: the bytes read at a time (tests use a few, so that values straddle chunks).
    ///   - fill: reads the next bytes into the buffer, answering how many; 0 at the end.
    init(
        limit: Int = .max, chunkSize: Int = 1 << 20,
        fill: @escaping (UnsafeMutableRawBufferPointer) throws(SystemError) -> Int
    ) {
        self.limit = limit
        self.fill = fill
        chunk = [UInt8](repeating: 0, count: max(1, chunkSize))
    }

    /// How many bytes were consumed: where the next byte is in the file.
    var offset: Int { chunkOffset + start }

    /// The next byte after any JSON whitespace, not consumed; nil at the end of the file.
    mutating func peekSkippingWhitespace() throws(Stop) -> UInt8? {
        while true {
            guard try available() else { return nil }
            let byte = chunk[start]
            guard Self.isWhitespace(byte) else { return byte }
            start += 1
        }
    }

    /// Consumes the byte `peekSkippingWhitespace` answered.
    mutating func skipByte() {
        start += 1
    }

    /// Cuts out the JSON value that starts at the next byte (after whitespace): its bytes when
    /// `keeping`, else nothing (the value is passed over without being held).
    ///
    /// A string, array or object ends at its closing byte; a number, `true`, `false` or `null` at
    /// the first byte that cannot continue it, which is left unread. The end of the file ends a
    /// value wherever it is: the cut is then incomplete, and the decoder refuses it.
    mutating func cutValue(keeping: Bool, limit: Int) throws(Stop) -> [UInt8] {
        _ = try peekSkippingWhitespace()
        var kept: [UInt8] = []
        var length = 0
        var depth = 0
        var inString = false
        var escaped = false
        var isScalar: Bool?
        while try available() {
            var index = start
            var finished = false
            chunk.withUnsafeBufferPointer { bytes in
                if isScalar == nil {
                    let first = bytes[index]
                    isScalar = first != UInt8(ascii: "\"") && first != UInt8(ascii: "{") && first != UInt8(ascii: "[")
                }
                if isScalar == true {
                    while index < end, !Self.endsScalar(bytes[index]) { index += 1 }
                    finished = index < end
                    return
                }
                while index < end, !finished {
                    let byte = bytes[index]
                    index += 1
                    if inString {
                        if escaped {
                            escaped = false
                        } else if byte == UInt8(ascii: "\\") {
                            escaped = true
                        } else if byte == UInt8(ascii: "\"") {
                            inString = false
                            finished = depth == 0
                        }
                    } else if byte == UInt8(ascii: "\"") {
                        inString = true
                    } else if byte == UInt8(ascii: "{") || byte == UInt8(ascii: "[") {
                        depth += 1
                    } else if byte == UInt8(ascii: "}") || byte == UInt8(ascii: "]") {
                        depth -= 1
                        finished = depth <= 0
                    }
                }
            }
            length += index - start
            guard length <= limit else { throw .valueTooLong }
            if keeping { kept.append(contentsOf: chunk[start..<index]) }
            start = index
            if finished { break }
        }
        return kept
    }

    /// Whether a byte is left to read, reading the next chunk when this one is used up.
    private mutating func available() throws(Stop) -> Bool {
        if start < end { return true }
        guard !reachedEnd else { return false }
        chunkOffset += end
        start = 0
        end = 0
        let filled = chunk.withUnsafeMutableBytes { buffer in
            Result { () throws(SystemError) in try fill(buffer) }
        }
        switch filled {
        case .success(let count): end = count
        case .failure(let error): throw .unreadable(error)
        }
        reachedEnd = end == 0
        guard chunkOffset + end <= limit else { throw .fileTooLarge(chunkOffset + end) }
        return end > 0
    }

    private static func isWhitespace(_ byte: UInt8) -> Bool {
        byte == 0x20 || byte == 0x0A || byte == 0x0D || byte == 0x09
    }

    /// A byte no number or literal holds: a separator, a closing bracket or whitespace.
    private static func endsScalar(_ byte: UInt8) -> Bool {
        byte == UInt8(ascii: ",") || byte == UInt8(ascii: "]") || byte == UInt8(ascii: "}") || isWhitespace(byte)
    }
}
