import Foundation
import PackagePlugin

/// Gives the `zreader` target the commit it is built from (`BuildCommit.short`), for `--version`.
///
/// A prebuild command, because the commit changes without any file the build knows of changing:
/// `scripts/write-build-commit` runs `git` before every build, and rewrites its file only when
/// the commit is a new one, so an unchanged checkout rebuilds nothing. Outside a git checkout
/// the commit is empty.
@main
struct StampBuildCommit: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: Target) throws -> [Command] {
        let root = context.package.directoryURL
        let generated = context.pluginWorkDirectoryURL.appending(path: "Generated")
        return [
            .prebuildCommand(
                displayName: "Reading the commit zreader is built from",
                executable: URL(fileURLWithPath: "/bin/sh"),
                arguments: [
                    root.appending(path: "scripts/write-build-commit").path, root.path,
                    generated.appending(path: "BuildCommit.swift").path,
                ],
                outputFilesDirectory: generated)
        ]
    }
}
