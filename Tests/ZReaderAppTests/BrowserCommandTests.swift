import Foundation
import Testing
import ZReaderApp
import ZReaderDomain
import ZReaderTestSupport

/// A story's link handed to the browser is one argument, never text inside a shell's command.
@Suite("The browser command and a hostile link")
struct BrowserCommandTests {
    /// A link whose path would run `touch` if a shell read it as code.
    static func hostileLink(touching marker: URL) throws -> WebURL {
        try #require(WebURL("https://example.com/$(touch${IFS}\(marker.path));`touch${IFS}\(marker.path)`"))
    }

    func launcher(_ configured: String) -> BrowserLauncher {
        BrowserLauncher(environment: ["PATH": "/usr/bin:/bin"], command: configured)
    }

    @Test func theLinkIsAWordOfItsOwnOrLast() {
        let url = "https://example.com/a"
        #expect(launcher("sh %s").command(for: url) == ["sh", url])
        #expect(launcher("sh -N %s -o x").command(for: url) == ["sh", "-N", url, "-o", "x"])
        #expect(launcher("sh").command(for: url) == ["sh", url])
    }

    @Test func aPlaceholderInsideAWordIsPassedOver() {
        let url = "https://example.com/a"
        let launcher = BrowserLauncher(
            environment: ["PATH": "/usr/bin:/bin", "BROWSER": "sh -c echo%s:true"], command: nil)
        #expect(launcher.command(for: url) == ["true", url])
        #expect(self.launcher("sh -c open%s").command(for: url)?.contains { $0.contains("open") } != true)
    }

    /// The forms of the attack: `sh -c` with the link inside the command string, and with
    /// the link as the command string itself (a careless wrapper): neither runs the link's text.
    @Test(arguments: ["sh -c echo%s", "sh -c %s"])
    func aShellWrapperRunsNothingFromTheLink(_ configured: String) throws {
        let folder = try TemporaryFolder()
        let marker = folder.url.appending(path: "pwned")
        let link = try Self.hostileLink(touching: marker)
        // Only `sh` and `touch` on the PATH: no desktop opener starts when the command is passed over.
        let bin = folder.url.appending(path: "bin")
        try FileManager.default.createDirectory(at: bin, withIntermediateDirectories: true)
        for tool in ["/bin/sh", "/usr/bin/touch"] {
            let name = URL(fileURLWithPath: tool).lastPathComponent
            try FileManager.default.createSymbolicLink(
                atPath: bin.appending(path: name).path, withDestinationPath: tool)
        }
        let launcher = BrowserLauncher(environment: ["PATH": bin.path], command: configured)
        if let command = launcher.command(for: link.string) {
            _ = launcher.run(command)
        }
        #expect(!FileManager.default.fileExists(atPath: marker.path), "the link ran as code under \(configured)")
    }
}
