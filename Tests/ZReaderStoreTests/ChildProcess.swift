import Foundation

#if canImport(Glibc)
    import Glibc
#endif

/// A command started with `posix_spawn`, its output going to temporary files: a pipe nobody
/// reads while waiting could fill up and stall the child.
final class ChildProcess {
    /// The command could not be started.
    struct SpawnError: Error, CustomStringConvertible {
        var description: String
    }

    private let pid: pid_t
    private let outputPath: String
    private let errorPath: String
    private var result: (status: Int32, output: String, error: String)?

    init(_ program: String, _ arguments: [String]) throws {
        let directory = FileManager.default.temporaryDirectory
        outputPath = directory.appending(path: "zreader-child-\(UUID().uuidString).out").path
        errorPath = directory.appending(path: "zreader-child-\(UUID().uuidString).err").path
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 1, outputPath, O_WRONLY | O_CREAT | O_TRUNC, 0o600)
        posix_spawn_file_actions_addopen(&actions, 2, errorPath, O_WRONLY | O_CREAT | O_TRUNC, 0o600)
        let argv = ([program] + arguments).map { strdup($0) } + [nil]
        defer { argv.forEach { free($0) } }
        var child: pid_t = 0
        let spawned = posix_spawnp(&child, program, &actions, nil, argv, environ)
        guard spawned == 0 else { throw SpawnError(description: "cannot run \(program): error \(spawned)") }
        pid = child
    }

    /// A test that fails before waiting must still reap its child.
    deinit {
        _ = wait()
    }

    /// Waits for the child to exit; its exit status (128 + signal when killed) and what it wrote.
    func wait() -> (status: Int32, output: String, error: String) {
        if let result { return result }
        var status: Int32 = 0
        while waitpid(pid, &status, 0) == -1 && errno == EINTR {}
        let exitStatus = (status & 0x7F) == 0 ? (status >> 8) & 0xFF : 128 + (status & 0x7F)
        defer {
            unlink(outputPath)
            unlink(errorPath)
        }
        let output = (try? String(contentsOfFile: outputPath, encoding: .utf8)) ?? ""
        let error = (try? String(contentsOfFile: errorPath, encoding: .utf8)) ?? ""
        result = (exitStatus, output, error)
        return (exitStatus, output, error)
    }
}
