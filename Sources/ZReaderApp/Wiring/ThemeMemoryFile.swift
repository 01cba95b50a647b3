import FoundationEssentials
import Glibc
import ZReaderModel
import ZReaderScreen
import ZReaderSystem

/// Keeps the theme the day/night key chose in a one-word file, `theme`, in zreader's state
/// directory: `$XDG_STATE_HOME/zreader`, else `~/.local/state/zreader`.
///
/// Written whole or not at all (a temporary file renamed over the old one), readable by the user
/// only (the file 0600, the directory 0700). Anything but a theme's name in it reads as no memory:
/// a broken file costs the user one key press, never a start.
public struct ThemeMemoryFile: ThemeMemory {
    public let directory: URL

    /// The file's name in the directory.
    public static let fileName = "theme"
    /// More than this is not a theme's name: read no further.
    static let largestFile = 64

    public init(directory: URL) {
        self.directory = directory
    }

    /// The memory in the user's state directory, or nil when there is no home to put it in.
    ///
    /// An empty or relative `XDG_STATE_HOME` is ignored, as the XDG base directory specification
    /// asks.
    public static func standard(
        environment: [String: String] = ProcessInfo.processInfo.environment
    ) -> ThemeMemoryFile? {
        if let stateHome = environment["XDG_STATE_HOME"], stateHome.hasPrefix("/") {
            return ThemeMemoryFile(directory: URL(fileURLWithPath: stateHome).appending(path: "zreader"))
        }
        guard let home = environment["HOME"], home.hasPrefix("/") else { return nil }
        return ThemeMemoryFile(
            directory: URL(fileURLWithPath: home).appending(path: ".local/state/zreader"))
    }

    public var file: URL { directory.appending(path: ThemeMemoryFile.fileName) }

    public func load() -> ThemeName? {
        // Non-blocking, so that a pipe in the file's place cannot hold up the start.
        let descriptor = open(file.path, O_RDONLY | O_CLOEXEC | O_NOFOLLOW | O_NONBLOCK)
        guard descriptor >= 0 else { return nil }
        defer { close(descriptor) }
        guard let bytes = try? SystemCall.read(descriptor, upTo: ThemeMemoryFile.largestFile + 1),
            !bytes.isEmpty, bytes.count <= ThemeMemoryFile.largestFile,
            let text = String(validating: bytes, as: UTF8.self)
        else { return nil }
        return ThemeName(rawValue: text.trimming(.whitespacesAndNewlines))
    }

    public func save(_ theme: ThemeName) -> Bool {
        do {
            try FileManager.default.createDirectory(
                at: directory, withIntermediateDirectories: true, attributes: [.posixPermissions: 0o700])
        } catch {
            return false
        }
        let temporary = directory.appending(
            path: ".\(ThemeMemoryFile.fileName).\(getpid()).\(UInt32.random(in: 0...UInt32.max))")
        let descriptor = open(temporary.path, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC | O_NOFOLLOW, 0o600)
        guard descriptor >= 0 else { return false }
        let written = (try? SystemCall.writeAll(descriptor, "\(theme.rawValue)\n")) != nil
        let synced = fsync(descriptor) == 0
        let closed = close(descriptor) == 0
        guard written, synced, closed, rename(temporary.path, file.path) == 0 else {
            unlink(temporary.path)
            return false
        }
        return true
    }
}
