/// What the JPEG's marker segments say about the file as a whole, read without decoding it.
enum JPEGStructure {
    /// Whether the segments lead from the start-of-image marker to a scan with an end-of-image
    /// marker after it: false for a file cut anywhere before its last two bytes.
    ///
    /// The segments before the first scan are walked by their lengths, so an EXIF thumbnail's own
    /// markers inside them are skipped; entropy-coded data cannot hold `FF D9` (a data `FF` is
    /// always followed by `00`), so an `FF D9` after the scan starts is the end of the image.
    static func isComplete(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        guard bytes.count >= 4, bytes[0] == 0xFF, bytes[1] == 0xD8 else { return false }
        var index = 2
        while index + 3 < bytes.count {
            guard bytes[index] == 0xFF else { return false }
            let marker = bytes[index + 1]
            if marker == 0xFF {
                index += 1
                continue
            }
            if marker == 0xD9 { return false }
            let segmentLength = Int(bytes[index + 2]) << 8 | Int(bytes[index + 3])
            if marker == 0xDA { return hasEndMarker(bytes, from: index + 2 + segmentLength) }
            guard segmentLength >= 2 else { return false }
            index += 2 + segmentLength
        }
        return false
    }

    private static func hasEndMarker(_ bytes: UnsafeBufferPointer<UInt8>, from start: Int) -> Bool {
        var index = start
        while index + 1 < bytes.count {
            if bytes[index] == 0xFF && bytes[index + 1] == 0xD9 { return true }
            index += 1
        }
        return false
    }
}
