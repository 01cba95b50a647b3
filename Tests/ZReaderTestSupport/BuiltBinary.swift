import Foundation

#if canImport(Glibc)
    import Glibc
#endif

/// The `zreader` executable that `swift build` made beside the test bundle, and a way to run
/// commands from tests.
public enum BuiltBinary {
    /// The path of `name` in the build products folder, or nil when it has not been built.
    public static func path(_ name: String = "zreader") -> String? {
        let runner = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
        let packageRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent()
        let candidates = [
            runner.appending(path: name), runner.deletingLastPathComponent().appending(path: name),
            packageRoot.appending(path: ".build/debug/\(name)"),
        ]
        return candidates.first { FileManager.default.isExecutableFile(atPath: $0.path) }?.path
    }

    /// A command could not be started.
    public struct SpawnError: Error, CustomStringConvertible {
        public var description: String
    }

    /// Runs a command to completion and returns its exit status, standard output and error.
    ///
    /// Output goes through temporary files rather than pipes, and the child is reaped with
    /// `waitpid`: a command that leaves a daemon behind (tmux's server) holds a pipe open forever,
    /// and Foundation's `Process` was seen to miss the exit of such a command.
    public static func run(_ executable: String, _ arguments: [String], environment: [String: String]? = nil)
        throws -> (status: Int32, output: String, error: String)
    {
        let directory = FileManager.default.temporaryDirectory
        let outputFile = directory.appending(path: "zreader-run-\(UUID().uuidString).out").path
        let errorFile = directory.appending(path: "zreader-run-\(UUID().uuidString).err").path
        defer {
            unlink(outputFile)
            unlink(errorFile)
        }
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 1, outputFile, O_WRONLY | O_CREAT | O_TRUNC, 0o600)
        posix_spawn_file_actions_addopen(&actions, 2, errorFile, O_WRONLY | O_CREAT | O_TRUNC, 0o600)
        let environmentLines = (environment ?? ProcessInfo.processInfo.environment).map { "\($0.key)=\($0.value)" }
        let argv = ([executable] + arguments).map { strdup($0) } + [nil]
        let envp = environmentLines.map { strdup($0) } + [nil]
        defer {
            argv.forEach { free($0) }
            envp.forEach { free($0) }
        }
        var pid: pid_t = 0
        let spawned = posix_spawnp(&pid, executable, &actions, nil, argv, envp)
        guard spawned == 0 else { throw SpawnError(description: "cannot run \(executable): error \(spawned)") }
        var status: Int32 = 0
        while waitpid(pid, &status, 0) == -1 && errno == EINTR {}
        let exitStatus = (status & 0x7F) == 0 ? (status >> 8) & 0xFF : 128 + (status & 0x7F)
        let output = (try? String(contentsOfFile: outputFile, encoding: .utf8)) ?? ""
        let error = (try? String(contentsOfFile: errorFile, encoding: .utf8)) ?? ""
        return (exitStatus, output, error)
    }
}
