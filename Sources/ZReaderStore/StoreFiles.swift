#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The file-system chores around zreader's databases and log: private directories and files,
/// symbolic links refused, and moving a broken database aside.
///
/// Nothing here deletes or overwrites a file.
enum StoreFiles {
    /// What a path names.
    enum Kind: Hashable, Sendable {
        case missing
        case directory
        case regularFile
        /// Only when links are not followed: a link, never opened, so it cannot redirect a write.
        case symbolicLink
        /// A device, socket or pipe, or a path that cannot be examined (`reason` says why).
        case other(reason: String)
    }

    /// Files SQLite keeps beside a database, which belong to it and travel with it.
    static let companionSuffixes = ["-wal", "-shm", "-journal"]

    /// The mode of every file zreader creates: the user's reading is nobody else's business.
    static let fileMode: mode_t = 0o600

    /// What `path` names; a directory is looked up through links (a user may link `~/.cache`
    /// elsewhere), a file is not, unless `followingLinks`.
    static func kind(of path: String, followingLinks: Bool = true) -> Kind {
        var status = stat()
        guard (followingLinks ? stat(path, &status) : lstat(path, &status)) == 0 else {
            let code = errno
            return code == ENOENT ? .missing : .other(reason: describe(code))
        }
        switch status.st_mode & S_IFMT {
        case S_IFDIR: return .directory
        case S_IFREG: return .regularFile
        case S_IFLNK: return .symbolicLink
        default: return .other(reason: "不是普通文件")
        }
    }

    /// Creates `path` as an empty file of mode 0600 unless something is there already; a link in
    /// its place is neither followed nor replaced.
    ///
    /// SQLite would create a database 0644, and gives its -wal and -shm files the database's
    /// mode: creating the file first keeps all three private.
    static func createPrivateFile(_ path: String) throws(StoreOpenProblem) {
        let descriptor = open(path, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, fileMode)
        if descriptor >= 0 {
            close(descriptor)
            return
        }
        let code = errno
        guard code == EEXIST else { throw .unavailable("无法创建 \(fileName(of: path))：\(describe(code))") }
    }

    /// Takes group and other permissions off a file of this user's that has them (a cache.db an
    /// older zreader left 0644), without following a link.
    static func makePrivate(_ path: String) {
        var status = stat()
        guard lstat(path, &status) == 0, status.st_mode & S_IFMT == S_IFREG, status.st_uid == geteuid(),
            status.st_mode & 0o077 != 0
        else { return }
        chmod(path, status.st_mode & 0o700)
    }

    /// The device and inode of the file at `path` (not through a link): which file a name means now.
    static func identity(of path: String) -> FileIdentity? {
        var status = stat()
        guard lstat(path, &status) == 0 else { return nil }
        return FileIdentity(device: UInt64(status.st_dev), inode: UInt64(status.st_ino))
    }

    /// One file, whatever it is called.
    struct FileIdentity: Hashable, Sendable {
        var device: UInt64
        var inode: UInt64
    }

    /// The first of `path` and its companions that is a symbolic link, if any.
    static func linkAmongFiles(of path: String) -> String? {
        ([""] + companionSuffixes).map { path + $0 }.first { kind(of: $0, followingLinks: false) == .symbolicLink }
    }

    /// Creates `path` and any missing parents with mode 0700, like `mkdir -p`; an existing
    /// directory is left as it is.
    static func makeDirectory(_ path: String) throws(StoreOpenProblem) {
        switch kind(of: path) {
        case .directory: return
        case .missing: break
        case .regularFile, .symbolicLink: throw .unavailable("\(path) 不是目录")
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

    /// `"20261130-031500"` for a moved-aside file's name: local time, so that the name matches the
    /// user's clock.
    static func stamp(at seconds: Int) -> String {
        var clock = time_t(seconds)
        var parts = tm()
        guard localtime_r(&clock, &parts) != nil else { return String(seconds) }
        func padded(_ value: Int32, _ width: Int) -> String {
            let digits = String(value)
            return String(repeating: "0", count: max(0, width - digits.count)) + digits
        }
        let date = padded(parts.tm_year + 1900, 4) + padded(parts.tm_mon + 1, 2) + padded(parts.tm_mday, 2)
        return date + "-" + padded(parts.tm_hour, 2) + padded(parts.tm_min, 2) + padded(parts.tm_sec, 2)
    }

    /// Renames `path` (and its -wal, -shm and -journal files) to `path.corrupt-STAMP`, adding
    /// `-2`, `-3`… when that name is taken, and returns the new name of the database file.
    ///
    /// The companions must go too: SQLite would otherwise apply an old log to the fresh database.
    static func moveAside(_ path: String, stamp: String) throws(StoreOpenProblem) -> String {
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
    static func exists(_ path: String) -> Bool {
        var status = stat()
        return lstat(path, &status) == 0
    }

    static func parent(of path: String) -> String? {
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
    static func describe(_ code: Int32) -> String {
        switch code {
        case EACCES, EPERM: "没有读写权限"
        case EROFS: "只读文件系统"
        case ENOSPC: "磁盘已满"
        case ENOTDIR: "路径中有一段不是目录"
        default: strerror(code).map { String(cString: $0) } ?? "errno \(code)"
        }
    }
}
