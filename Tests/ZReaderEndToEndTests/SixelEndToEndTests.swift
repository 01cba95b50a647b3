import Foundation
import Testing
import ZReaderImageDecoding
import ZReaderTestSupport

extension TerminalLayerEndToEndTests {
    /// zreader in a real xterm started as a VT340, which draws sixel: the banner is the
    /// photograph's own pixels, and scrolling past it leaves none behind.
    @Suite("Sixel in a real xterm")
    struct SixelEndToEndTests {
        static let columns = 100
        static let rows = 30
        /// The thumbnails' columns and the margin right of them: pixels in one run, cells in the other.
        static let thumbnailColumns = 92..<100

        /// What xterm drew once the screen settled, and again after `keys`.
        struct Shots {
            var first: RGBAImage
            var afterKeys: RGBAImage
        }

        func shots(graphics: String, keys: String) async throws -> Shots {
            let xvfb = BuiltBinary.executable("Xvfb", preferring: ["/usr/bin/Xvfb"])
            let xterm = BuiltBinary.executable("xterm", preferring: ["/usr/bin/xterm"])
            let xdotool = BuiltBinary.executable("xdotool", preferring: ["/usr/bin/xdotool"])
            try #require(
                xvfb != nil && xterm != nil && xdotool != nil,
                "Xvfb, xterm and xdotool are not installed (scripts/install-deps)")
            let folder = try TemporaryFolder()
            let first = folder.file("first.png")
            let later = folder.file("later.png")
            let script = FixtureServer.packageRoot.appending(path: "Tests/Fixtures/real_terminal.py").path
            // Generous: a sixel waits 400 ms of stillness and is made off the loop; a loaded machine
            // may take seconds for each.
            let run = try await BuiltBinary.runInBackground(
                "/usr/bin/python3",
                [
                    script, "--vt340", "--out", first, "--keys", keys, "--keys-out", later, "--settle", "3",
                    "--timeout", "90", "--cols", "\(Self.columns)", "--rows", "\(Self.rows)", "--",
                    try BuiltBinary.zreader(), "--demo", "--graphics", graphics, "--cache-dir", folder.file("cache"),
                    "--data-dir", folder.file("data"),
                ])
            try #require(run.output.hasPrefix("ok"), "real_terminal.py: \(run.output) \(run.error)")
            return Shots(
                first: try ImageDecoder.decode(try Data(contentsOf: URL(fileURLWithPath: first))),
                afterKeys: try ImageDecoder.decode(try Data(contentsOf: URL(fileURLWithPath: later))))
        }

        /// How many colours each cell of `rows` shows (inside a one-pixel margin), every column.
        func coloursPerCell(_ image: RGBAImage, rows: Range<Int>) -> [Int] {
            let width = Double(image.width) / Double(Self.columns)
            let height = Double(image.height) / Double(Self.rows)
            var counts: [Int] = []
            for row in rows {
                for column in 0..<Self.columns {
                    var colours: Set<RGBAImage.Pixel> = []
                    let xs = (Int(Double(column) * width) + 1)..<(Int(Double(column + 1) * width) - 1)
                    let ys = (Int(Double(row) * height) + 1)..<(Int(Double(row + 1) * height) - 1)
                    for y in ys { for x in xs { colours.insert(image.pixel(x: x, y: y)) } }
                    counts.append(colours.count)
                }
            }
            return counts
        }

        func median(_ values: [Int]) -> Int { values.sorted()[values.count / 2] }

        /// The share of pixels that differ between two captures in `rows`, left of the thumbnails.
        func difference(_ one: RGBAImage, _ other: RGBAImage, rows: Range<Int>) -> Double {
            guard one.width == other.width, one.height == other.height else { return 1 }
            let right = one.width * Self.thumbnailColumns.lowerBound / Self.columns
            let top = one.height * rows.lowerBound / Self.rows
            let bottom = one.height * rows.upperBound / Self.rows
            var differing = 0
            for y in top..<bottom {
                for x in 0..<right where one.pixel(x: x, y: y) != other.pixel(x: x, y: y) { differing += 1 }
            }
            return Double(differing) / Double(max(1, right * (bottom - top)))
        }

        @Test func theBannerIsThePhotographsPixelsAndNoneStayOnceScrolledPast() async throws {
            // Fourteen rows down, a row a key as a held key scrolls (curses scrolls the screen and
            // writes only what changed), take the banner's twelve rows off the screen.
            let keys = Array(repeating: "ctrl+e", count: 14).joined(separator: " ")
            let sixel = try await shots(graphics: "sixel", keys: keys)
            let cells = try await shots(graphics: "cells", keys: keys)
            // The banner's picture rows (below its brand row, above its title): cell art shows at most
            // a glyph's two colours and an edge between them in a cell; the photograph many.
            let art = median(coloursPerCell(cells.first, rows: 2..<6))
            let pixels = median(coloursPerCell(sixel.first, rows: 2..<6))
            #expect(art <= 4, "cell art shows \(art) colours a cell")
            #expect(pixels >= 8, "the sixel banner shows \(pixels) colours a cell, cell art \(art)")
            // Scrolled past: the rows the banner covered show what the cells run shows there, pixel for
            // pixel, but for the thumbnails (pixels in one, cells in the other) and the status line.
            let stale = difference(sixel.afterKeys, cells.afterKeys, rows: 0..<(Self.rows - 1))
            // A thumbnail left behind is about 0.4% of that area.
            #expect(stale < 0.001, "\(stale) of the pixels differ from the cells run after scrolling")
            #expect(difference(sixel.first, cells.first, rows: 2..<6) > 0.5, "the comparison sees no pixels")
            // The pixels lie where the banner's cells are: its top row, the top bar, stays cell art.
            let topBar = median(coloursPerCell(sixel.first, rows: 0..<1))
            #expect(topBar <= 4, "the top bar shows \(topBar) colours a cell: pixels drawn over it")
        }
    }
}
