import Foundation
import PackagePlugin

/// Gives the `zreader` target the commit it is built from (`BuildCommit.short`), for `--version`.
///
/// A build command whose inputs are the files git rewrites whenever HEAD moves (a commit, a
/// checkout, a reset, a pull): `scripts/write-build-commit` runs only then, and rewrites its file
/// only when the commit is a new one, so a build of an unchanged checkout runs and compiles
/// nothing. Not a prebuild command: SwiftPM skips those on a build whose package structure did not
/// change (swiftlang/swift-package-manager#5476), which left the old commit in after a new one.
/// Outside a git checkout (a tarball) the commit is empty.
@main
struct StampBuildCommit: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: Target) throws -> [Command] {
        let root = context.package.directoryURL
        let script = root.appending(path: "scripts/write-build-commit")
        let output = context.pluginWorkDirectoryURL.appending(path: "BuildCommit.swift")
        return [
            .buildCommand(
                displayName: "Reading the commit zreader is built from",
                executable: URL(fileURLWithPath: "/bin/sh"),
                arguments: [script.path, root.path, output.path],
                inputFiles: [script] + Self.filesMovedWithHead(checkout: root),
                outputFiles: [output])
        ]
    }

    /// `HEAD`, its reflog, the branch it names and `packed-refs`, those that exist: one of them
    /// changes whenever HEAD moves, also in a worktree (whose `.git` is a file naming its git
    /// directory) and with the reflog turned off.
    static func filesMovedWithHead(checkout root: URL) -> [URL] {
        guard let gitDirectory = gitDirectory(checkout: root) else { return [] }
        let common =
            contents(gitDirectory.appending(path: "commondir")).map { resolved($0, against: gitDirectory) }
            ?? gitDirectory
        let head = gitDirectory.appending(path: "HEAD")
        var files = [head, gitDirectory.appending(path: "logs/HEAD"), common.appending(path: "packed-refs")]
        if let named = contents(head), named.hasPrefix("ref: ") {
            files.append(common.appending(path: String(named.dropFirst("ref: ".count))))
        }
        return files.filter { FileManager.default.fileExists(atPath: $0.path) }
    }

    /// `ROOT/.git`, or the directory a `.git` file names (`gitdir: …`); nil for no checkout.
    private static func gitDirectory(checkout root: URL) -> URL? {
        let dotGit = root.appending(path: ".git")
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: dotGit.path, isDirectory: &isDirectory) else { return nil }
        if isDirectory.boolValue { return dotGit }
        guard let text = contents(dotGit), text.hasPrefix("gitdir: ") else { return nil }
        return resolved(String(text.dropFirst("gitdir: ".count)), against: root)
    }

    /// The file's text without the line end, nil when it cannot be read.
    private static func contents(_ file: URL) -> String? {
        (try? String(contentsOf: file, encoding: .utf8))?.trimmingCharacters(in: .whitespacesAndNewlines)
    }

    /// `path` as git writes it in these files: absolute, or relative to `directory`.
    private static func resolved(_ path: String, against directory: URL) -> URL {
        path.hasPrefix("/") ? URL(fileURLWithPath: path) : directory.appending(path: path).standardizedFileURL
    }
}
