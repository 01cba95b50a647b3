import Foundation
import Testing
import ZReaderImageDecoding
import ZReaderTestSupport

extension TerminalLayerEndToEndTests {
    /// zreader in a real xterm on a virtual display (Tests/Fixtures/real_terminal.py), as a user
    /// starts it: `TERM=xterm-256color` and no `COLORTERM`, which xterm never sets.
    @Suite("In a real xterm")
    struct RealTerminalTests {
        static let columns = 100
        static let rows = 30

        /// xterm's 256 colours: its sixteen, the cube and the grey ramp.
        static let palette: Set<[UInt8]> = {
            var colours: Set<[UInt8]> = [
                [0, 0, 0], [205, 0, 0], [0, 205, 0], [205, 205, 0], [0, 0, 238], [205, 0, 205], [0, 205, 205],
                [229, 229, 229], [127, 127, 127], [255, 0, 0], [0, 255, 0], [255, 255, 0], [92, 92, 255],
                [255, 0, 255], [0, 255, 255], [255, 255, 255],
            ]
            let levels: [UInt8] = [0, 95, 135, 175, 215, 255]
            for red in levels { for green in levels { for blue in levels { colours.insert([red, green, blue]) } } }
            for step in 0..<24 { colours.insert([UInt8(8 + step * 10), UInt8(8 + step * 10), UInt8(8 + step * 10)]) }
            return colours
        }()

        /// What xterm drew for `arguments` once the screen settled.
        func screenshot(_ arguments: [String]) async throws -> RGBAImage {
            let xvfb = BuiltBinary.executable("Xvfb", preferring: ["/usr/bin/Xvfb"])
            let xterm = BuiltBinary.executable("xterm", preferring: ["/usr/bin/xterm"])
            try #require(xvfb != nil && xterm != nil, "Xvfb and xterm are not installed (scripts/install-deps)")
            let folder = try TemporaryFolder()
            let png = folder.file("xterm.png")
            let script = FixtureServer.packageRoot.appending(path: "Tests/Fixtures/real_terminal.py").path
            let run = try await BuiltBinary.runInBackground(
                "/usr/bin/python3",
                [
                    script, "--out", png, "--cols", "\(Self.columns)", "--rows", "\(Self.rows)", "--",
                    try BuiltBinary.zreader(),
                    "--demo", "--cache-dir", folder.file("cache"), "--data-dir", folder.file("data"),
                ] + arguments)
            try #require(run.output.hasPrefix("ok"), "real_terminal.py: \(run.output) \(run.error)")
            return try ImageDecoder.decode(try Data(contentsOf: URL(fileURLWithPath: png)))
        }

        /// The share of the banner's picture rows (below its brand row, above its title) whose pixels
        /// are colours of the 256-colour palette.
        func paletteShare(of image: RGBAImage) -> Double {
            let cellHeight = Double(image.height) / Double(Self.rows)
            var inPalette = 0
            var count = 0
            for y in Int(cellHeight * 2)..<Int(cellHeight * 6) {
                for x in stride(from: 0, to: image.width, by: 3) {
                    let pixel = image.pixel(x: x, y: y)
                    if Self.palette.contains([pixel.red, pixel.green, pixel.blue]) { inPalette += 1 }
                    count += 1
                }
            }
            return Double(inPalette) / Double(max(1, count))
        }

        @Test func withoutCOLORTERMTheBannerIsIn24BitColourBecauseXtermSaysItKeepsIt() async throws {
            let asked = paletteShare(of: try await screenshot([]))
            // The same banner at 256 colours, for scale: nearly every pixel a palette colour.
            let palette = paletteShare(of: try await screenshot(["--colors", "256"]))
            #expect(palette > 0.8, "at 256 colours \(palette) of the banner's pixels are palette colours")
            #expect(asked < 0.2, "\(asked) of the banner's pixels are palette colours: not 24-bit")
        }
    }
}
