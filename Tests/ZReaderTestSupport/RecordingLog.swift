import Synchronization
import ZReaderDomain

/// An event log that keeps its lines for tests to read.
public final class RecordingLog: EventLog {
    private let lines = Mutex<[String]>([])

    public init() {}

    public var recorded: [String] { lines.withLock { $0 } }

    public func record(_ line: String) {
        lines.withLock { $0.append(line) }
    }
}
