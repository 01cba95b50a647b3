#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The first 100 bytes of an SQLite file, read without SQLite: what it says it is and how long.
struct DatabaseHeader {
    var isDatabase: Bool
    /// The page size times the page count, when the header vouches for the count (its
    /// version-valid-for number matches the change counter, as SQLite requires).
    var declaredBytes: Int?
    var fileBytes: Int

    static let magic = Array("SQLite format 3\u{0}".utf8)

    /// Nil for an empty or unreadable file, which SQLite itself will judge.
    static func read(_ path: String) -> DatabaseHeader? {
        let descriptor = open(path, O_RDONLY | O_NOFOLLOW | O_CLOEXEC)
        guard descriptor >= 0 else { return nil }
        defer { close(descriptor) }
        var status = stat()
        guard fstat(descriptor, &status) == 0, status.st_size > 0 else { return nil }
        var bytes = [UInt8](repeating: 0, count: 100)
        let count = bytes.withUnsafeMutableBytes { pread(descriptor, $0.baseAddress, 100, 0) }
        let fileBytes = Int(status.st_size)
        guard count == 100, Array(bytes[0..<16]) == magic else {
            return DatabaseHeader(isDatabase: false, declaredBytes: nil, fileBytes: fileBytes)
        }
        func number(at offset: Int, width: Int) -> Int {
            bytes[offset..<offset + width].reduce(0) { $0 << 8 | Int($1) }
        }
        let rawPageSize = number(at: 16, width: 2)
        let pageSize = rawPageSize == 1 ? 65_536 : rawPageSize
        let pageCount = number(at: 28, width: 4)
        let isCountValid = pageCount > 0 && number(at: 24, width: 4) == number(at: 92, width: 4)
        return DatabaseHeader(
            isDatabase: true, declaredBytes: isCountValid ? pageSize * pageCount : nil, fileBytes: fileBytes)
    }
}
