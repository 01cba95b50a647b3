#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The file-system chores around the cache database: its directory, and moving a broken one aside.
///
/// Nothing here deletes or overwrites a file.
enum CacheFiles {
    /// What a path names, following symbolic links.
    enum Kind: Hashable, Sendable {
        case missing
        case directory
        case regularFile
        /// A device, socket or pipe, or a path that cannot be examined (`reason` says why).
        case other(reason: String)
    }

    /// Files SQLite keeps beside a database, which belong to it and travel with it.
    static let companionSuffixes = ["-wal", "-shm", "-journal"]

    static func kind(of path: String) -> Kind {
        var status = stat()
        guard stat(path, &status) == 0 else {
            let code = errno
            return code == ENOENT ? .missing : .other(reason: describe(code))
        }
        switch status.st_mode & S_IFMT {
        case S_IFDIR: return .directory
        case S_IFREG: return .regularFile
        default: return .other(reason: "不是普通文件")
        }
    }

    /// Creates `path` and any missing parents with mode 0700, like `mkdir -p`; an existing
    /// directory is left as it is.
    static func makeDirectory(_ path: String) throws(CacheOpenProblem) {
        switch kind(of: path) {
        case .directory: return
        case .missing: break
        case .regularFile: throw .unavailable("\(path) 不是目录")
        case .other(let reason): throw .unavailable("\(path)：\(reason)")
        }
        if mkdir(path, 0o700) == 0 { return }
        var code = errno
        if code == ENOENT, let parent = parent(of: path) {
            try makeDirectory(parent)
            if mkdir(path, 0o700) == 0 { return }
            code = errno
        }
        // Another process may have made it in the meantime.
        if code == EEXIST, kind(of: path) == .directory { return }
        throw .unavailable("无法创建目录 \(path)：\(describe(code))")
    }

    /// Renames `path` (and its -wal, -shm and -journal files) to `path.corrupt-STAMP`, adding
    /// `-2`, `-3`… when that name is taken, and returns the new name of the database file.
    ///
    /// The companions must go too: SQLite would otherwise apply an old log to the fresh database.
    static func moveAside(_ path: String, stamp: String) throws(CacheOpenProblem) -> String {
        let base = "\(path).corrupt-\(stamp)"
        var target = base
        var attempt = 1
        while ([""] + companionSuffixes).contains(where: { exists(target + $0) }) {
            attempt += 1
            target = "\(base)-\(attempt)"
        }
        for suffix in [""] + companionSuffixes where suffix.isEmpty || exists(path + suffix) {
            guard rename(path + suffix, target + suffix) == 0 else {
                throw .unavailable("无法移走 \(path + suffix)：\(describe(errno))")
            }
        }
        return target
    }

    /// The last component of `path`.
    static func fileName(of path: String) -> String {
        path.split(separator: "/").last.map(String.init) ?? path
    }

    /// Does not follow symbolic links: a dangling link still takes up the name.
    private static func exists(_ path: String) -> Bool {
        var status = stat()
        return lstat(path, &status) == 0
    }

    private static func parent(of path: String) -> String? {
        var trimmed = Substring(path)
        while trimmed.count > 1, trimmed.hasSuffix("/") { trimmed = trimmed.dropLast() }
        guard let slash = trimmed.lastIndex(of: "/") else { return nil }
        let parent = trimmed[..<slash]
        return parent.isEmpty ? nil : String(parent)
    }

    /// Why this process may not read and write the file at `path`, if it may not.
    ///
    /// SQLite's own
    /// word for this is "unable to open database file".
    static func accessProblem(ofFile path: String) -> String? {
        access(path, R_OK | W_OK) == 0 ? nil : "\(fileName(of: path))：\(describe(errno))"
    }

    /// Why this process may not create a file at `path` in its directory, if it may not.
    static func creationProblem(at path: String) -> String? {
        let directory = parent(of: path) ?? (path.hasPrefix("/") ? "/" : ".")
        return access(directory, W_OK | X_OK) == 0 ? nil : "\(directory)：\(describe(errno))"
    }

    /// The error in words: the common ones in Chinese, like the rest of zreader's messages.
    private static func describe(_ code: Int32) -> String {
        switch code {
        case EACCES, EPERM: "没有读写权限"
        case EROFS: "只读文件系统"
        case ENOSPC: "磁盘已满"
        case ENOTDIR: "路径中有一段不是目录"
        default: strerror(code).map { String(cString: $0) } ?? "errno \(code)"
        }
    }
}
