import ZReaderSystem

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Reads a config file's bytes, refusing what no config file is: anything but a regular file, and
/// anything over a megabyte.
///
/// Symbolic links are followed: dotfile managers (GNU Stow, chezmoi, Home Manager) install the
/// config as a link, and a link in the user's own config directory can only be planted by someone
/// who could write the file itself. What the checks guard against instead is reading something
/// that never ends or blocks: the descriptor is opened non-blocking (a FIFO does not hang the
/// open), checked with `fstat` (the file examined is the one read), and read only up to the limit.
enum ConfigFileReader {
    /// A megabyte: a config file is a few kilobytes; more is a mistake (a log, an image).
    static let sizeLimit = 1 << 20

    /// What reading gave.
    enum Outcome: Hashable, Sendable {
        case contents([UInt8])
        case missing
        case tooLarge
        /// Why the file cannot be read: the common reasons in Chinese, others in `strerror`'s words.
        case failed(String)
    }

    static func readFile(_ path: String) -> Outcome {
        // The null device, read as an empty file, is the usual way to ask for the defaults.
        if path == "/dev/null" { return .contents([]) }
        let descriptor = open(path, O_RDONLY | O_CLOEXEC | O_NONBLOCK | O_NOCTTY)
        guard descriptor >= 0 else {
            let code = errno
            return code == ENOENT ? .missing : .failed(describe(code))
        }
        defer { close(descriptor) }
        var status = stat()
        guard fstat(descriptor, &status) == 0 else { return .failed(describe(errno)) }
        switch status.st_mode & S_IFMT {
        case S_IFREG: break
        case S_IFDIR: return .failed(describe(EISDIR))
        default: return .failed("不是普通文件")
        }
        guard status.st_size <= sizeLimit else { return .tooLarge }
        // One byte over the limit tells a file that grew since `fstat` from one that fits.
        let bytes: [UInt8]
        do {
            bytes = try SystemCall.read(descriptor, upTo: sizeLimit + 1)
        } catch {
            return .failed(describe(error.code))
        }
        guard bytes.count <= sizeLimit else { return .tooLarge }
        return .contents(bytes)
    }

    /// The error in words: the common ones in Chinese, like the rest of zreader's messages.
    private static func describe(_ code: Int32) -> String {
        switch code {
        case EACCES, EPERM: "没有读取权限"
        case EISDIR: "是一个目录"
        case ENOTDIR: "路径中有一段不是目录"
        case ELOOP: "符号链接层数过多"
        default: strerror(code).map { String(cString: $0) } ?? "error \(code)"
        }
    }
}
