import Synchronization
import ZReaderScreen

/// A notice sink for tests: keeps what a loader told, in order.
public final class NoticeRecorder: Sendable {
    private let notices = Mutex<[DisplayText]>([])

    public init() {}

    public func record(_ notice: DisplayText) {
        notices.withLock { $0.append(notice) }
    }

    public var told: [DisplayText] { notices.withLock { $0 } }
}
