import CDemoEdition

/// The demo edition's files as the binary carries them: bytes in its read-only data, listed by
/// the CDemoEdition table, looked up by name.
enum DemoEditionArchive {
    /// A file's bytes in the binary, which never move nor change.
    struct File: @unchecked Sendable {
        let bytes: UnsafeRawBufferPointer
    }

    /// JSON by request path, pictures by file name.
    static let (json, pictures): ([String: File], [String: File]) = {
        var count = 0
        let table = UnsafeBufferPointer(start: zr_demo_edition_files(&count), count: count)
        var json: [String: File] = [:]
        var pictures: [String: File] = [:]
        for entry in table {
            let file = File(bytes: UnsafeRawBufferPointer(start: entry.bytes, count: entry.count))
            if entry.isPicture != 0 {
                pictures[String(cString: entry.name)] = file
            } else {
                json[String(cString: entry.name)] = file
            }
        }
        return (json, pictures)
    }()
}
