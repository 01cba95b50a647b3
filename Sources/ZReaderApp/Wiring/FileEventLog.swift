import FoundationEssentials
import Glibc
import Synchronization
import ZReaderDomain
import ZReaderSystem

/// Appends events to `zreader.log` in the cache directory, one timestamped line each, bounded
/// within a run: past `maximumBytes` the file is rotated to `zreader.log.1` (one older file kept,
/// so the two never pass twice the limit), and a run of lines that differ only in their numbers
/// is written as its first line and one summary (`… and 4999 more like it`).
///
/// The file is opened on the first event, off the start-up path, created 0600 and never through a
/// link. A log that cannot be written is silently skipped: it must never stop the app.
public final class FileEventLog: EventLog {
    private struct State {
        var descriptor: Int32?
        var isUnavailable = false
        var pending: RepeatedLine?
    }

    /// Lines alike so far: the first was written, the others only counted.
    private struct RepeatedLine {
        var shape: String
        var first: String
        var more = 0
        var since: ContinuousClock.Instant
    }

    private let directory: String
    private let maximumBytes: Int
    private let state = Mutex(State())

    public static let maximumBytes = 1_048_576
    /// A run of alike lines is summed up at least this often, so a long run still shows in the log.
    static let summaryInterval = Duration.seconds(10)

    public init(directory: URL, maximumBytes: Int = FileEventLog.maximumBytes) {
        self.directory = directory.path
        self.maximumBytes = maximumBytes
    }

    deinit {
        flush()
        state.withLock { state in
            if let descriptor = state.descriptor { close(descriptor) }
        }
    }

    private var path: String { directory + "/zreader.log" }

    public func record(_ line: String) {
        let clean = Self.printable(line)
        let shape = Self.shape(of: clean)
        state.withLock { state in
            let now = ContinuousClock.now
            if var pending = state.pending, pending.shape == shape {
                pending.more += 1
                if now - pending.since < Self.summaryInterval {
                    state.pending = pending
                    return
                }
                write(summary(of: pending), &state)
                state.pending = RepeatedLine(shape: shape, first: clean, since: now)
                return
            }
            if let pending = state.pending, pending.more > 0 { write(summary(of: pending), &state) }
            write(clean, &state)
            state.pending = RepeatedLine(shape: shape, first: clean, since: now)
        }
    }

    /// Writes the summary of alike lines still being counted (at exit).
    public func flush() {
        state.withLock { state in
            guard let pending = state.pending, pending.more > 0 else { return }
            write(summary(of: pending), &state)
            state.pending?.more = 0
        }
    }

    private func summary(of lines: RepeatedLine) -> String {
        "… and \(lines.more) more like it: \(lines.first)"
    }

    private func write(_ line: String, _ state: inout State) {
        guard !state.isUnavailable else { return }
        let data = Array("\(Date().formatted(.iso8601)) \(line)\n".utf8)
        if state.descriptor == nil { state.descriptor = open(&state) }
        guard var descriptor = state.descriptor else { return }
        if size(of: descriptor) + data.count > maximumBytes {
            rotate(written: descriptor)
            close(descriptor)
            state.descriptor = open(&state)
            guard let reopened = state.descriptor else { return }
            descriptor = reopened
        }
        _ = try? SystemCall.writeAll(descriptor, data)
    }

    private func open(_ state: inout State) -> Int32? {
        guard Self.makeDirectory(directory) else {
            state.isUnavailable = true
            return nil
        }
        let descriptor = Glibc.open(path, O_WRONLY | O_APPEND | O_CREAT | O_NOFOLLOW | O_CLOEXEC, 0o600)
        guard descriptor >= 0 else {
            state.isUnavailable = true
            return nil
        }
        return descriptor
    }

    private func size(of descriptor: Int32) -> Int {
        var status = stat()
        return fstat(descriptor, &status) == 0 ? Int(status.st_size) : 0
    }

    /// Moves the full log to `zreader.log.1`, unless another zreader already did (the name no
    /// longer means the file this one was writing).
    private func rotate(written descriptor: Int32) {
        var written = stat()
        var named = stat()
        guard fstat(descriptor, &written) == 0, lstat(path, &named) == 0, named.st_mode & S_IFMT == S_IFREG,
            written.st_ino == named.st_ino, written.st_dev == named.st_dev
        else { return }
        rename(path, path + ".1")
    }

    /// Creates `path` and its missing parents 0700, like `mkdir -p`.
    private static func makeDirectory(_ path: String) -> Bool {
        if mkdir(path, 0o700) == 0 || errno == EEXIST { return true }
        guard errno == ENOENT, let slash = path.lastIndex(of: "/"), slash != path.startIndex else { return false }
        return makeDirectory(String(path[..<slash])) && (mkdir(path, 0o700) == 0 || errno == EEXIST)
    }

    /// The line on one row without control characters: a log is read in a terminal too.
    static func printable(_ line: String) -> String {
        String(
            String.UnicodeScalarView(
                line.unicodeScalars.map { scalar in
                    scalar.properties.generalCategory == .control ? " " : scalar
                }))
    }

    /// The line with every run of digits as `#`: lines of one shape differ only in ids and counts.
    static func shape(of line: String) -> String {
        var shape = ""
        var inNumber = false
        for character in line {
            if character.isASCII, character.isNumber {
                if !inNumber { shape.append("#") }
                inNumber = true
            } else {
                shape.append(character)
                inNumber = false
            }
        }
        return shape
    }
}
