import Foundation
import Synchronization
import ZReaderModel

/// Appends events to `zreader.log` in the cache directory, one timestamped line each; keeps one
/// older file once the log passes a megabyte.
///
/// The file is opened on the first event, off the
/// start-up path. A log that cannot be written is silently skipped: it must never stop the app.
public final class FileEventLog: EventLog {
    private enum State {
        case unopened
        case open(FileHandle)
        case unavailable
    }

    private let directory: URL
    private let state = Mutex(State.unopened)

    public static let maximumBytes = 1_048_576

    public init(directory: URL) {
        self.directory = directory
    }

    public func record(_ line: String) {
        let stamp = Date().formatted(.iso8601)
        let data = Data("\(stamp) \(line.replacingOccurrences(of: "\n", with: " "))\n".utf8)
        state.withLock { state in
            if case .unopened = state {
                state = open()
            }
            if case .open(let handle) = state {
                try? handle.write(contentsOf: data)
            }
        }
    }

    private func open() -> State {
        let file = directory.appending(path: "zreader.log")
        let manager = FileManager.default
        try? manager.createDirectory(
            at: directory, withIntermediateDirectories: true, attributes: [.posixPermissions: 0o700])
        if let size = (try? manager.attributesOfItem(atPath: file.path))?[.size] as? Int,
            size > FileEventLog.maximumBytes
        {
            let older = directory.appending(path: "zreader.log.1")
            try? manager.removeItem(at: older)
            try? manager.moveItem(at: file, to: older)
        }
        if !manager.fileExists(atPath: file.path) {
            _ = manager.createFile(atPath: file.path, contents: nil, attributes: [.posixPermissions: 0o600])
        }
        guard let handle = try? FileHandle(forWritingTo: file) else { return .unavailable }
        _ = try? handle.seekToEnd()
        return .open(handle)
    }
}
