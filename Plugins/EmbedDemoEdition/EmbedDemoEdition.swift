import Foundation
import PackagePlugin

/// Turns the demo edition in the package's top-level `Resources/demo/` (its JSON files, and its
/// pictures in `images/`) into a C file that embeds their bytes (`#embed`), so the `zreader`
/// binary carries them and works when copied anywhere alone.
///
/// It generates C for the CDemoEdition target: SwiftPM 6.3 compiles a plugin's C output only
/// under the package's `experimentalCGen` feature (see the tools version in Package.swift).
@main
struct EmbedDemoEdition: BuildToolPlugin {
    /// The picture extensions `DemoEditionEmbedder` embeds.
    static let pictureExtensions: Set<String> = ["jpg", "jpeg", "png"]

    func createBuildCommands(context: PluginContext, target: Target) throws -> [Command] {
        let input = context.package.directoryURL.appending(path: "Resources/demo")
        let pictures = input.appending(path: "images")
        let embedder = try context.tool(named: "DemoEditionEmbedder").url
        var files: [URL] = []
        if let walker = FileManager.default.enumerator(at: input, includingPropertiesForKeys: nil) {
            for case let url as URL in walker where url.pathExtension == "json" {
                files.append(url)
            }
        }
        let pictureFiles = ((try? FileManager.default.contentsOfDirectory(atPath: pictures.path)) ?? [])
            .map { pictures.appending(path: $0) }
            .filter { Self.pictureExtensions.contains($0.pathExtension.lowercased()) }
        let output = context.pluginWorkDirectoryURL.appending(path: "DemoEditionTable.c")
        return [
            .buildCommand(
                displayName: "Embedding the demo edition (\(files.count) files, \(pictureFiles.count) pictures)",
                executable: embedder,
                arguments: [input.path, output.path],
                inputFiles: (files + pictureFiles).sorted { $0.path < $1.path },
                outputFiles: [output])
        ]
    }
}
