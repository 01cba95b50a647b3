import Foundation
import PackagePlugin

/// Turns the demo edition in the package's top-level `Resources/demo/` (its JSON files, and its
/// pictures in `images/`) into Swift source, so the `zreader` binary carries them and works when
/// copied anywhere alone.
@main
struct EmbedDemoEdition: BuildToolPlugin {
    /// The picture extensions `DemoEditionEmbedder pictures` embeds.
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
        // Two generated files: the pictures compile beside the JSON, and a changed picture
        // regenerates only its own file.
        let jsonOutput = context.pluginWorkDirectoryURL.appending(path: "DemoEditionArchive.swift")
        let picturesOutput = context.pluginWorkDirectoryURL.appending(path: "DemoEditionPictureArchive.swift")
        return [
            .buildCommand(
                displayName: "Embedding the demo edition (\(files.count) files)",
                executable: embedder,
                arguments: ["json", input.path, jsonOutput.path],
                inputFiles: files.sorted { $0.path < $1.path },
                outputFiles: [jsonOutput]),
            .buildCommand(
                displayName: "Embedding the demo edition's pictures (\(pictureFiles.count) files)",
                executable: embedder,
                arguments: ["pictures", pictures.path, picturesOutput.path],
                inputFiles: pictureFiles.sorted { $0.path < $1.path },
                outputFiles: [picturesOutput]),
        ]
    }
}
