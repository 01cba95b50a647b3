import Glibc

/// glibc's `pthread_setname_np(3)`, which Glibc's module leaves out (it is a GNU extension).
@_silgen_name("pthread_setname_np")
private func setThreadName(_ thread: pthread_t, _ name: UnsafePointer<CChar>) -> Int32

/// A thread of the system's own (a detached pthread), for work that blocks in a C library and
/// so must not hold one of the concurrency pool's few threads: libcurl's `curl_multi_poll`.
public enum SystemThread {
    /// What the new thread runs, handed over through `pthread_create`'s one pointer.
    private final class Start {
        let name: String
        let body: @Sendable () -> Void

        init(name: String, body: @escaping @Sendable () -> Void) {
            self.name = name
            self.body = body
        }
    }

    /// Runs `body` on a new thread named `name` (as `top -H` and a debugger show it; the system
    /// keeps its first 15 bytes), which ends when `body` returns.
    public static func start(name: String, _ body: @escaping @Sendable () -> Void) throws(SystemError) {
        let start = Unmanaged.passRetained(Start(name: name, body: body))
        var thread = pthread_t()
        let result = pthread_create(
            &thread, nil,
            { pointer in
                guard let pointer else { return nil }
                let start = Unmanaged<Start>.fromOpaque(pointer).takeRetainedValue()
                _ = setThreadName(pthread_self(), String(decoding: start.name.utf8.prefix(15), as: UTF8.self))
                start.body()
                return nil
            }, start.toOpaque())
        guard result == 0 else {
            start.release()
            throw SystemError(code: result, call: "pthread_create")
        }
        pthread_detach(thread)
    }

    /// The cores online, as the system counts them (1 when it will not say): how many threads can
    /// compute at once.
    public static var coresOnline: Int { max(1, sysconf(Int32(_SC_NPROCESSORS_ONLN))) }

    /// Blocks the calling thread for `duration`, the whole of it even when signals interrupt the sleep.
    public static func sleep(for duration: Duration) {
        let (seconds, attoseconds) = duration.components
        var wanted = timespec(tv_sec: Int(max(0, seconds)), tv_nsec: Int(max(0, attoseconds) / 1_000_000_000))
        var remaining = timespec()
        while nanosleep(&wanted, &remaining) == -1 && errno == EINTR {
            wanted = remaining
        }
    }
}
