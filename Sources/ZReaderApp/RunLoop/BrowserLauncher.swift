import FoundationEssentials
import ZReaderSystem

#if canImport(Glibc)
    import Glibc
#endif

/// Opens a URL in the user's browser: the config file's `browser`, else `$BROWSER` (a
/// colon-separated list of commands, `%s` standing for the URL), else the first of `xdg-open`,
/// `sensible-browser`, `www-browser` on the PATH.
///
/// The URL is always an argument of its own: a word that is exactly `%s` becomes it, a command
/// without one gets it last, and a command with `%s` inside a longer word (`sh -c 'open %s'`,
/// `--url=%s`) is passed over, since a shell would read the URL's text as code there. Wrapping a
/// browser in a shell is done by handing the URL on as `$1` (`sh -c 'exec firefox "$1"' sh %s`
/// is not possible on one line split at spaces; a two-line script is).
///
/// The browser runs in the foreground with the terminal (a text browser takes it over; a desktop
/// one returns at once) and with default signal handling, so Ctrl-C reaches it, not zreader.
public struct BrowserLauncher: Sendable {
    /// How opening went.
    public enum Outcome: Hashable, Sendable {
        case opened(String)
        case notFound
        case failed(String, status: Int32)
    }

    public var environment: [String: String]
    /// The config file's `browser` command, which goes before `$BROWSER`; nil for none.
    public var configured: String?

    public init(environment: [String: String] = ProcessInfo.processInfo.environment, command: String? = nil) {
        self.environment = environment
        configured = command
    }

    static let fallbacks = ["xdg-open", "sensible-browser", "www-browser"]

    /// The word that stands for the URL.
    static let placeholder = "%s"

    /// The command line that would open `url`, or nil when there is no browser to run.
    public func command(for url: String) -> [String]? {
        // The configured command is one command (its words may hold colons); $BROWSER is a list.
        let candidates =
            (configured.map { [Substring($0)] } ?? [])
            + (environment["BROWSER"].map { $0.split(separator: ":") } ?? [])
        if !candidates.isEmpty {
            for entry in candidates {
                var words = entry.split(separator: " ").map(String.init)
                guard let program = words.first, locate(program) != nil else { continue }
                guard !words.contains(where: { $0 != Self.placeholder && $0.contains(Self.placeholder) }) else {
                    continue
                }
                if words.contains(Self.placeholder) {
                    words = words.map { $0 == Self.placeholder ? url : $0 }
                } else {
                    words.append(url)
                }
                return words
            }
        }
        return BrowserLauncher.fallbacks.first { locate($0) != nil }.map { [$0, url] }
    }

    /// The path of `program` (a path already, or found on `PATH`), if it is executable.
    func locate(_ program: String) -> String? {
        if program.contains("/") { return access(program, X_OK) == 0 ? program : nil }
        let path = environment["PATH"] ?? "/usr/local/bin:/usr/bin:/bin"
        for directory in path.split(separator: ":") {
            let candidate = "\(directory)/\(program)"
            if access(candidate, X_OK) == 0 { return candidate }
        }
        return nil
    }

    /// Runs the browser command and waits for it.
    public func run(_ command: [String]) -> Outcome {
        guard let program = command.first, let path = locate(program) else { return .notFound }
        var attributes = posix_spawnattr_t()
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        var empty = sigset_t()
        sigemptyset(&empty)
        var defaults = sigset_t()
        sigemptyset(&defaults)
        for signal in [SIGINT, SIGTERM, SIGHUP, SIGTSTP, SIGWINCH, SIGQUIT] { sigaddset(&defaults, signal) }
        posix_spawnattr_setsigmask(&attributes, &empty)
        posix_spawnattr_setsigdefault(&attributes, &defaults)
        posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETSIGMASK | POSIX_SPAWN_SETSIGDEF))
        let argv = command.map { strdup($0) } + [nil]
        let envp = environment.map { strdup("\($0.key)=\($0.value)") } + [nil]
        defer {
            for pointer in argv + envp { free(pointer) }
        }
        var pid: pid_t = 0
        guard posix_spawn(&pid, path, nil, &attributes, argv, envp) == 0 else { return .failed(program, status: -1) }
        var status: Int32 = 0
        _ = try? SystemCall.retrying("waitpid") { waitpid(pid, &status, 0) }
        let exited = (status & 0x7F) == 0
        let code = exited ? (status >> 8) & 0xFF : 128 + (status & 0x7F)
        return code == 0 ? .opened(program) : .failed(program, status: code)
    }
}
