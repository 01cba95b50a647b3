import Foundation
import Synchronization

#if canImport(Glibc)
    import Glibc
#endif

/// A long-running child process for tests, started with `posix_spawn`, its output in files, stopped and reaped on demand.
// Not Foundation's `Process`, which was seen here to miss child exits, and no pipes: a reader of a
// pipe blocks for as long as any child still holds its write end.
public final class BackgroundProcess: Sendable {
    /// The process could not be started.
    public struct SpawnError: Error, CustomStringConvertible {
        public var description: String
    }

    public let pid: pid_t
    /// The file the child's standard output goes to (deleted when this object goes away).
    public let outputPath: String
    /// The file the child's standard error goes to (deleted when this object goes away).
    public let errorPath: String

    /// The exit status once reaped; reaping happens under its lock, so that two threads never
    /// both `waitpid` the same child.
    private let exitStatus = Mutex<Int32?>(nil)

    /// Starts `executable` (an absolute path) with `arguments`; standard input is /dev/null.
    public init(executable: String, arguments: [String], environment: [String: String]? = nil) throws {
        let directory = FileManager.default.temporaryDirectory
        let name = "zreader-bg-\(getpid())-\(UUID().uuidString)"
        outputPath = directory.appending(path: "\(name).out").path
        errorPath = directory.appending(path: "\(name).err").path

        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 1, outputPath, O_WRONLY | O_CREAT | O_TRUNC, 0o600)
        posix_spawn_file_actions_addopen(&actions, 2, errorPath, O_WRONLY | O_CREAT | O_TRUNC, 0o600)
        Self.closeOtherDescriptors(&actions)

        // The child must answer SIGTERM even when the spawning thread blocks or ignores signals.
        var attributes = posix_spawnattr_t()
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        var emptyMask = sigset_t()
        sigemptyset(&emptyMask)
        var defaults = sigset_t()
        sigemptyset(&defaults)
        for signal in [SIGTERM, SIGINT, SIGHUP, SIGPIPE] { sigaddset(&defaults, signal) }
        posix_spawnattr_setsigmask(&attributes, &emptyMask)
        posix_spawnattr_setsigdefault(&attributes, &defaults)
        posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETSIGMASK | POSIX_SPAWN_SETSIGDEF))

        let environmentLines = (environment ?? ProcessInfo.processInfo.environment).map { "\($0.key)=\($0.value)" }
        let argv = ([executable] + arguments).map { strdup($0) } + [nil]
        let envp = environmentLines.map { strdup($0) } + [nil]
        defer {
            for pointer in argv + envp { free(pointer) }
        }
        var child: pid_t = 0
        let result = posix_spawn(&child, executable, &actions, &attributes, argv, envp)
        guard result == 0 else {
            unlink(outputPath)
            unlink(errorPath)
            throw SpawnError(description: "cannot start \(executable): \(String(cString: strerror(result)))")
        }
        pid = child
    }

    deinit {
        stop()
        unlink(outputPath)
        unlink(errorPath)
    }

    /// Whether the child has not exited yet.
    public var isRunning: Bool {
        exitStatus.withLock { Self.reapIfExited(pid, &$0) == nil }
    }

    /// The exit status once the child has ended (128 + N when killed by signal N), else nil.
    public var status: Int32? {
        exitStatus.withLock { Self.reapIfExited(pid, &$0) }
    }

    /// Waits for the child to end by itself and returns its exit status.
    public func wait() -> Int32 {
        exitStatus.withLock { status in
            if let known = status { return known }
            var raw: Int32 = 0
            while waitpid(pid, &raw, 0) == -1 && errno == EINTR {}
            let decoded = Self.decode(raw)
            status = decoded
            return decoded
        }
    }

    /// Waits for the child to end by itself, without holding a thread of the task pool (a test
    /// that blocks one can starve the others' background work), and returns its exit status.
    public func exitStatus() async -> Int32 {
        while true {
            if let known = status { return known }
            try? await Task.sleep(for: .milliseconds(10))
        }
    }

    /// Everything the child has written to standard output so far.
    public func output() -> String {
        (try? String(contentsOfFile: outputPath, encoding: .utf8)) ?? ""
    }

    /// Everything the child has written to standard error so far.
    public func errorOutput() -> String {
        (try? String(contentsOfFile: errorPath, encoding: .utf8)) ?? ""
    }

    /// Sends SIGTERM, waits up to `grace` seconds, then SIGKILL; always reaps.
    ///
    /// Safe to call twice.
    @discardableResult
    public func stop(grace: Double = 2) -> Int32 {
        let pid = self.pid
        return exitStatus.withLock { status in
            if let known = Self.reapIfExited(pid, &status) { return known }
            kill(pid, SIGTERM)
            let deadline = Date().addingTimeInterval(grace)
            while Date() < deadline {
                if let known = Self.reapIfExited(pid, &status) { return known }
                usleep(10_000)
            }
            kill(pid, SIGKILL)
            var raw: Int32 = 0
            while waitpid(pid, &raw, 0) == -1 && errno == EINTR {}
            let decoded = Self.decode(raw)
            status = decoded
            return decoded
        }
    }

    /// Collects the child's status without blocking, once; call under the status's lock.
    private static func reapIfExited(_ pid: pid_t, _ status: inout Int32?) -> Int32? {
        if let status { return status }
        var raw: Int32 = 0
        var result: pid_t
        repeat { result = waitpid(pid, &raw, WNOHANG) } while result == -1 && errno == EINTR
        if result == pid {
            status = decode(raw)
        } else if result == -1 {
            // ECHILD: someone else reaped it (a SIGCHLD handler); it is gone either way.
            status = -1
        }
        return status
    }

    private static func decode(_ raw: Int32) -> Int32 {
        (raw & 0x7F) == 0 ? (raw >> 8) & 0xFF : 128 + (raw & 0x7F)
    }

    /// Keeps the child from inheriting the test runner's other descriptors (a pipe among them
    /// would keep the runner's reader waiting).
    ///
    /// glibc has had the action since 2.34, but Swift's
    /// Glibc module does not export it, so it is looked up at run time and skipped when absent.
    private static func closeOtherDescriptors(_ actions: inout posix_spawn_file_actions_t) {
        typealias AddCloseFrom = @convention(c) (UnsafeMutablePointer<posix_spawn_file_actions_t>, Int32) -> Int32
        guard let handle = dlopen(nil, RTLD_NOW) else { return }
        defer { dlclose(handle) }
        guard let symbol = dlsym(handle, "posix_spawn_file_actions_addclosefrom_np") else { return }
        let addCloseFrom = unsafeBitCast(symbol, to: AddCloseFrom.self)
        _ = addCloseFrom(&actions, 3)
    }
}
