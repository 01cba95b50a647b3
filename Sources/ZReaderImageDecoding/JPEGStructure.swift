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

    /// How many scans the file holds (start-of-scan markers, each followed by its entropy-coded
    /// data), counted without decoding; a progressive decoder walks every block of the frame once
    /// per scan, whatever size it is asked to produce.
    static func scanCount(_ bytes: UnsafeBufferPointer<UInt8>) -> Int {
        scanRanges(bytes).count
    }

    /// Where the last scan lies, from its start-of-scan marker to the marker after its data.
    static func lastScanRange(_ bytes: UnsafeBufferPointer<UInt8>) -> Range<Int>? {
        scanRanges(bytes).last
    }

    /// Each scan's bytes: its marker segment and the entropy-coded data after it.
    private static func scanRanges(_ bytes: UnsafeBufferPointer<UInt8>) -> [Range<Int>] {
        guard bytes.count >= 4, bytes[0] == 0xFF, bytes[1] == 0xD8 else { return [] }
        var scans: [Range<Int>] = []
        var index = 2
        while index + 3 < bytes.count {
            guard bytes[index] == 0xFF else { return scans }
            let marker = bytes[index + 1]
            if marker == 0xFF || (0xD0...0xD7).contains(marker) {
                index += marker == 0xFF ? 1 : 2
                continue
            }
            if marker == 0xD9 { return scans }
            let segmentLength = Int(bytes[index + 2]) << 8 | Int(bytes[index + 3])
            guard segmentLength >= 2 else { return scans }
            let start = index
            index += 2 + segmentLength
            if marker == 0xDA {
                index = nextMarker(bytes, from: index)
                scans.append(start..<index)
            }
        }
        return scans
    }

    /// The first marker at or after `start` that is not stuffed data (`FF 00`) or a restart marker.
    private static func nextMarker(_ bytes: UnsafeBufferPointer<UInt8>, from start: Int) -> Int {
        var index = start
        while index + 1 < bytes.count {
            if bytes[index] == 0xFF {
                let next = bytes[index + 1]
                if next != 0x00 && next != 0xFF && !(0xD0...0xD7).contains(next) { return index }
            }
            index += 1
        }
        return bytes.count
    }
}
