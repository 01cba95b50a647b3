import Glibc
import Synchronization
import ZReaderModel
import ZReaderScreen
import ZReaderSystem

/// Where background work posts its results for the run loop, which it wakes through a pipe.
///
/// The loop drains the mailbox on its own thread, so every state change happens there; posting is
/// safe from any thread.
public final class Mailbox: WakeUpSignal, Sendable {
    private let pending = Mutex<[Action]>([])
    private let readEnd: Int32
    private let writeEnd: Int32

    public init() {
        var ends: [Int32] = [-1, -1]
        if pipe(&ends) == 0 {
            for end in ends {
                _ = fcntl(end, F_SETFL, fcntl(end, F_GETFL) | O_NONBLOCK)
                _ = fcntl(end, F_SETFD, FD_CLOEXEC)
            }
        }
        readEnd = ends[0]
        writeEnd = ends[1]
    }

    deinit {
        close(readEnd)
        close(writeEnd)
    }

    /// Queues `action` and wakes the loop.
    public func post(_ action: Action) {
        pending.withLock { $0.append(action) }
        // A full pipe (EAGAIN) is already readable: the loop wakes either way.
        _ = try? SystemCall.writeAll(writeEnd, [1])
    }

    /// Wakes the loop without an action: work done off the loop that the state does not hold
    /// (a sixel picture made) is waiting to be drawn.
    public func wake() {
        _ = try? SystemCall.writeAll(writeEnd, [1])
    }

    /// Everything posted so far, oldest first; the mailbox is empty afterwards.
    public func drain() -> [Action] {
        pending.withLock { actions in
            defer { actions.removeAll() }
            return actions
        }
    }

    public var count: Int { pending.withLock { $0.count } }

    public var fileDescriptor: Int32 { readEnd }

    public func acknowledge() {
        var buffer = [UInt8](repeating: 0, count: 64)
        // Until the pipe is empty (EAGAIN: it is non-blocking).
        while buffer.withUnsafeMutableBytes({ (try? SystemCall.read(readEnd, into: $0)) ?? 0 }) > 0 {}
    }
}
