import Glibc
import ZReaderSystem
import ZReaderTerminal

/// Asks tmux about the terminal it draws in (`TmuxClientInfo.command`), once at start-up inside
/// tmux: a query written to the pane would be answered by tmux itself, and through passthrough
/// the outer terminal's answers come after tmux's own DA1, past the round's sentinel.
///
/// Bounded like the query round: tmux gets `timeLimitMilliseconds` to answer (it takes under
/// 10 ms) and is killed past it; its answer is read up to `TmuxClientInfo.longestAnswer` bytes.
enum TmuxClientQuery {
    static let timeLimitMilliseconds = 500

    /// tmux's answer, or nil outside tmux, without a `tmux` on `PATH`, or when it did not answer.
    static func run(environment: [String: String]) -> TmuxClientInfo? {
        guard let socket = environment["TMUX"], !socket.isEmpty,
            let tmux = BrowserLauncher(environment: environment).locate("tmux")
        else { return nil }
        return output(of: [tmux] + TmuxClientInfo.command, environment: environment).flatMap(
            TmuxClientInfo.init(parsing:))
    }

    /// What `arguments` (a program's path, then its arguments) writes to standard output within
    /// the time limit; nil when it could not be started.
    private static func output(of arguments: [String], environment: [String: String]) -> String? {
        var pipeEnds: [Int32] = [0, 0]
        guard pipe(&pipeEnds) == 0 else { return nil }
        let (readEnd, writeEnd) = (pipeEnds[0], pipeEnds[1])
        defer { close(readEnd) }
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
        posix_spawn_file_actions_adddup2(&actions, writeEnd, 1)
        posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
        posix_spawn_file_actions_addclose(&actions, readEnd)
        posix_spawn_file_actions_addclose(&actions, writeEnd)
        var attributes = posix_spawnattr_t()
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        var empty = sigset_t()
        sigemptyset(&empty)
        posix_spawnattr_setsigmask(&attributes, &empty)
        posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETSIGMASK))
        let argv = arguments.map { strdup($0) } + [nil]
        let envp = environment.map { strdup("\($0.key)=\($0.value)") } + [nil]
        defer {
            for pointer in argv + envp { free(pointer) }
        }
        var pid: pid_t = 0
        let spawned = posix_spawn(&pid, arguments[0], &actions, &attributes, argv, envp) == 0
        close(writeEnd)
        guard spawned else { return nil }
        let (answer, finished) = read(readEnd, until: .now + .milliseconds(timeLimitMilliseconds))
        // A tmux that closed its output is exiting; one that did not in time is stopped.
        if !finished { kill(pid, SIGKILL) }
        var status: Int32 = 0
        _ = try? SystemCall.retrying("waitpid") { waitpid(pid, &status, 0) }
        return String(decoding: answer, as: UTF8.self)
    }

    /// What `descriptor` gives until its end, `TmuxClientInfo.longestAnswer` bytes or `deadline`,
    /// and whether it came to its end.
    private static func read(_ descriptor: Int32, until deadline: ContinuousClock.Instant) -> ([UInt8], Bool) {
        var answer: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: TmuxClientInfo.longestAnswer)
        while answer.count < TmuxClientInfo.longestAnswer {
            var waiting = pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)
            let ready = try? SystemCall.retrying("poll") { () -> Int32 in
                let left = deadline - ContinuousClock.now
                guard left > .zero else { return 0 }
                let milliseconds = left.components.seconds * 1000 + left.components.attoseconds / 1_000_000_000_000_000
                return poll(&waiting, 1, Int32(max(1, milliseconds)))
            }
            guard let ready, ready > 0 else { return (answer, false) }
            let wanted = TmuxClientInfo.longestAnswer - answer.count
            let count = chunk.withUnsafeMutableBytes { buffer in
                try? SystemCall.read(descriptor, into: UnsafeMutableRawBufferPointer(rebasing: buffer[..<wanted]))
            }
            guard let count, count > 0 else { return (answer, true) }
            answer += chunk[..<count]
        }
        return (answer, false)
    }
}
