import Foundation
import PackagePlugin

/// Turns the demo edition's JSON files in the package's top-level `Resources/demo/` into Swift
/// source, so the `zreader` binary carries them and works when copied anywhere alone.
@main
struct EmbedDemoEdition: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: Target) throws -> [Command] {
        let input = context.package.directoryURL.appending(path: "Resources/demo")
        let output = context.pluginWorkDirectoryURL.appending(path: "DemoEditionArchive.swift")
        var files: [URL] = []
        if let walker = FileManager.default.enumerator(at: input, includingPropertiesForKeys: nil) {
            for case let url as URL in walker where url.pathExtension == "json" {
                files.append(url)
            }
        }
        return [
            .buildCommand(
                displayName: "Embedding the demo edition (\(files.count) files)",
                executable: try context.tool(named: "DemoEditionEmbedder").url,
                arguments: [input.path, output.path],
                inputFiles: files.sorted { $0.path < $1.path },
                outputFiles: [output])
        ]
    }
}
