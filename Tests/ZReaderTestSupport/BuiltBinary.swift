import Foundation
import Testing

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

    /// The built `zreader`; the test fails here when it has not been built.
    public static func zreader() throws -> String {
        try #require(path(), "zreader has not been built (.build/debug/zreader)")
    }

    /// The first executable `name` in `preferred`, then on PATH; nil when there is none.
    public static func executable(_ name: String, preferring preferred: [String] = []) -> String? {
        let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/local/bin:/usr/bin:/bin"
        let candidates = preferred + path.split(separator: ":").map { "\($0)/\(name)" }
        return candidates.first { FileManager.default.isExecutableFile(atPath: $0) }
    }

    /// `run`, waiting without holding a thread of the task pool: for tests whose command takes
    /// seconds.
    public static func runWithoutBlocking(
        _ executable: String, _ arguments: [String], environment: [String: String]? = nil
    ) async throws -> (status: Int32, output: String, error: String) {
        let process = try BackgroundProcess(executable: executable, arguments: arguments, environment: environment)
        let status = await process.exitStatus()
        return (status, process.output(), process.errorOutput())
    }

    /// Runs a command (an absolute path) to completion and returns its exit status, standard
    /// output and error.
    public static func run(_ executable: String, _ arguments: [String], environment: [String: String]? = nil)
        throws -> (status: Int32, output: String, error: String)
    {
        let process = try BackgroundProcess(executable: executable, arguments: arguments, environment: environment)
        let status = process.wait()
        return (status, process.output(), process.errorOutput())
    }

    /// The same, waited for on a thread of its own, for commands that take seconds: the test's
    /// task is suspended meanwhile rather than holding a thread other tests' work needs.
    public static func runInBackground(
        _ executable: String, _ arguments: [String], environment: [String: String]? = nil
    ) async throws -> (status: Int32, output: String, error: String) {
        let process = try BackgroundProcess(executable: executable, arguments: arguments, environment: environment)
        let status = await OwnThread.run { process.wait() }
        return (status, process.output(), process.errorOutput())
    }
}
