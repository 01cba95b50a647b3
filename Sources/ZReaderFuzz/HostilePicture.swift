/// The bytes a hostile image host serves as a picture, for the fuzzer to hand the real converter:
/// each must be refused as a failed picture, cheaply, whatever screen asked for it.
///
/// Only headers are built (a few hundred bytes at most): what costs a decoder CPU or memory is
/// what the headers promise, and the converter must refuse that before decoding a pixel.
public enum HostilePicture: String, CaseIterable, Hashable, Sendable {
    /// No bytes at all (an empty 200 answer).
    case empty
    /// A PNG whose header is whole and whose data never comes (a cut download).
    case truncated
    /// A PNG claiming 100,000 × 100,000 pixels: 40 GB of RGBA, if believed.
    case hugeDimensions
    /// A progressive JPEG of 6320 × 6320 grey pixels in 499 scans: seconds of CPU, if decoded.
    case manyScans
    /// Noise behind each format's magic number.
    case jpegMagicGarbage
    case pngMagicGarbage
    case webpMagicGarbage

    /// Whether the converter must refuse it for what it would cost, before decoding (the others
    /// are refused as broken).
    public var isCostly: Bool {
        switch self {
        case .hugeDimensions, .manyScans: true
        case .empty, .truncated, .jpegMagicGarbage, .pngMagicGarbage, .webpMagicGarbage: false
        }
    }

    /// The picture's bytes; the garbage after a magic number comes from `rng`.
    public func bytes(using rng: inout SplitMix64) -> [UInt8] {
        switch self {
        case .empty:
            return []
        case .truncated:
            return Self.pngHeader(width: 64, height: 48)
        case .hugeDimensions:
            return Self.pngHeader(width: 100_000, height: 100_000) + Self.chunk("IDAT", [0x78, 0x9C, 0x03, 0x00])
                + Self.chunk("IEND", [])
        case .manyScans:
            return Self.progressiveJPEG(width: 6320, height: 6320, scans: 499)
        case .jpegMagicGarbage:
            return [0xFF, 0xD8, 0xFF] + Self.noise(using: &rng)
        case .pngMagicGarbage:
            return Self.pngSignature + Self.noise(using: &rng)
        case .webpMagicGarbage:
            let noise = Self.noise(using: &rng)
            return Array("RIFF".utf8) + Self.littleEndian(UInt32(noise.count + 4)) + Array("WEBP".utf8) + noise
        }
    }

    private static let pngSignature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]

    /// The signature and a valid IHDR chunk (8-bit RGBA, not interlaced).
    private static func pngHeader(width: UInt32, height: UInt32) -> [UInt8] {
        pngSignature + chunk("IHDR", bigEndian(width) + bigEndian(height) + [8, 6, 0, 0, 0])
    }

    /// A PNG chunk: length, type, data and the CRC libpng checks.
    private static func chunk(_ type: String, _ data: [UInt8]) -> [UInt8] {
        let typed = Array(type.utf8) + data
        return bigEndian(UInt32(data.count)) + typed + bigEndian(crc32(typed))
    }

    /// SOI, a quantization table, a progressive frame header (SOF2, one component), a Huffman
    /// table, then `scans` scan
    /// headers each followed by one byte of entropy-coded data, and EOI.
    private static func progressiveJPEG(width: Int, height: Int, scans: Int) -> [UInt8] {
        var bytes: [UInt8] = [0xFF, 0xD8]
        // A quantization table of ones, so that nothing but the cost stops a decoder.
        bytes += [0xFF, 0xDB, 0x00, 0x43, 0x00] + [UInt8](repeating: 1, count: 64)
        bytes += [0xFF, 0xC2, 0x00, 0x0B, 0x08] + bigEndian16(height) + bigEndian16(width) + [0x01, 0x01, 0x11, 0x00]
        // One DC table with a single one-bit code.
        bytes += [0xFF, 0xC4, 0x00, 0x14, 0x00, 0x01] + [UInt8](repeating: 0, count: 15) + [0x00]
        for scan in 0..<scans {
            let first = scan == 0
            // The DC scan first, then successive-approximation refinements of it.
            bytes += [0xFF, 0xDA, 0x00, 0x08, 0x01, 0x01, 0x00, 0x00, 0x00, first ? 0x01 : 0x10, 0x00]
        }
        return bytes + [0xFF, 0xD9]
    }

    private static func noise(using rng: inout SplitMix64) -> [UInt8] {
        (0..<rng.int(in: 0...300)).map { _ in UInt8(truncatingIfNeeded: rng.next()) }
    }

    private static func bigEndian(_ value: UInt32) -> [UInt8] {
        [UInt8(value >> 24), UInt8(value >> 16 & 0xFF), UInt8(value >> 8 & 0xFF), UInt8(value & 0xFF)]
    }

    private static func bigEndian16(_ value: Int) -> [UInt8] {
        [UInt8(value >> 8 & 0xFF), UInt8(value & 0xFF)]
    }

    private static func littleEndian(_ value: UInt32) -> [UInt8] {
        [UInt8(value & 0xFF), UInt8(value >> 8 & 0xFF), UInt8(value >> 16 & 0xFF), UInt8(value >> 24)]
    }

    /// CRC-32 (ISO-HDLC), as PNG uses.
    private static func crc32(_ bytes: [UInt8]) -> UInt32 {
        var crc: UInt32 = 0xFFFF_FFFF
        for byte in bytes {
            crc ^= UInt32(byte)
            for _ in 0..<8 { crc = crc & 1 == 1 ? (crc >> 1) ^ 0xEDB8_8320 : crc >> 1 }
        }
        return ~crc
    }
}
