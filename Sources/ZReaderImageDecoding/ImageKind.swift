/// The formats zreader recognises by their first bytes, whatever the URL or the server claims.
public enum ImageKind: String, Hashable, Sendable, CaseIterable {
    case jpeg
    case png
    case webp
    /// Recognised so that it can be refused by name: zreader does not decode GIFs.
    case gif

    /// The kind the bytes' magic number announces, or nil for anything else (a web page, noise).
    public init?(sniffing bytes: some Collection<UInt8>) {
        let head = Array(bytes.prefix(12))
        func starts(_ magic: [UInt8], at offset: Int = 0) -> Bool {
            head.count >= offset + magic.count && Array(head[offset..<(offset + magic.count)]) == magic
        }
        if starts([0xFF, 0xD8, 0xFF]) {
            self = .jpeg
        } else if starts([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]) {
            self = .png
        } else if starts(Array("RIFF".utf8)) && starts(Array("WEBP".utf8), at: 8) {
            self = .webp
        } else if starts(Array("GIF87a".utf8)) || starts(Array("GIF89a".utf8)) {
            self = .gif
        } else {
            return nil
        }
    }
}
