import Testing
import ZReaderCellArt
import ZReaderImageDecoding
import ZReaderScreen

@Suite("The pixel pass: banner shading and dimming")
struct PixelPassTests {
    /// Seed 004's shading, written out from the seed rather than from zreader's code.
    private static func seedAlpha(_ position: Double) -> Double {
        if position < 0.4 { return 0.6 * (1 - position / 0.4) }
        if position < 0.7 { return 0 }
        return 0.6 * (position - 0.7) / 0.3
    }

    private static let shade = RGBColor(red: 51, green: 51, blue: 51)
    private static let shading = PixelOverlay(color: shade, stops: [(0.0, 0.6), (0.4, 0.0), (0.7, 0.0), (1.0, 0.6)])

    private func close(_ a: RGBColor, _ b: RGBColor, tolerance: Int = 1) -> Bool {
        abs(Int(a.red) - Int(b.red)) <= tolerance && abs(Int(a.green) - Int(b.green)) <= tolerance
            && abs(Int(a.blue) - Int(b.blue)) <= tolerance
    }

    @Test func theOverlayFollowsTheSeedsStops() {
        for step in 0...100 {
            let position = Double(step) / 100
            #expect(abs(Self.shading.alpha(at: position) - Self.seedAlpha(position)) < 1e-9, "at \(position)")
        }
        #expect(Self.shading.alpha(at: -1) == 0.6)
        #expect(Self.shading.alpha(at: 2) == 0.6)
    }

    /// A flat picture of 40 × 16 cells of 1:2, decoded at exactly the pixel hint (160 × 128), so each
    /// half cell averages four pixel rows whose positions are known.
    @Test func theBannerShadingIsBlendedIntoTheTopMiddleAndBottomRows() throws {
        let hue = RGBColor(red: 200, green: 120, blue: 40)
        let options = CellArtOptions(
            size: Size(columns: 40, rows: 16), depth: .trueColor, symbols: .halfBlocks, overlay: Self.shading)
        let hint = CellArt.pixelHint(for: options)
        #expect(hint == PixelSize(width: 160, height: 128))
        let picture = try #require(
            CellArt.convert(TestImages.uniform(hue, width: hint.width, height: hint.height), options: options))
        func expected(pixelRows: Range<Int>) -> RGBColor {
            let positions = pixelRows.map { Double($0) / Double(hint.height - 1) }
            let alpha = positions.map(Self.seedAlpha).reduce(0, +) / Double(positions.count)
            return hue.blended(with: Self.shade, alpha: alpha)
        }
        for column in [0, 20, 39] {
            let top = TestImages.halves(picture[column, 0])
            #expect(close(top.top, expected(pixelRows: 0..<4)), "top edge \(top.top)")
            #expect(close(top.bottom, expected(pixelRows: 4..<8)), "top row's lower half \(top.bottom)")
            // Inside the fades, away from the stops' corners: the shading's direction and slope.
            let fadingOut = TestImages.halves(picture[column, 3])
            #expect(close(fadingOut.top, expected(pixelRows: 24..<28)), "row 3 \(fadingOut.top)")
            let fadingIn = TestImages.halves(picture[column, 13])
            #expect(close(fadingIn.bottom, expected(pixelRows: 108..<112)), "row 13 \(fadingIn.bottom)")
            let middle = TestImages.halves(picture[column, 8])
            #expect(middle.top == hue && middle.bottom == hue, "the clear middle is the picture itself")
            let bottom = TestImages.halves(picture[column, 15])
            #expect(close(bottom.top, expected(pixelRows: 120..<124)))
            #expect(close(bottom.bottom, expected(pixelRows: 124..<128)), "bottom edge \(bottom.bottom)")
        }
        // Near full strength at the edges: the shade at 0.6 over the hue, within a half cell's fade.
        #expect(close(TestImages.halves(picture[0, 0]).top, hue.blended(with: Self.shade, alpha: 0.6), tolerance: 3))
    }

    @Test func dimmingScalesEveryChannelAfterTheOverlay() throws {
        let hue = RGBColor(red: 200, green: 120, blue: 40)
        var options = CellArtOptions(size: Size(columns: 8, rows: 4), depth: .trueColor, brightness: 0.5)
        let dimmed = try #require(CellArt.convert(TestImages.uniform(hue, width: 32, height: 32), options: options))
        #expect(dimmed.elements.allSatisfy { $0.background == RGBColor(red: 100, green: 60, blue: 20) })
        options.overlay = PixelOverlay(color: RGBColor(red: 0, green: 0, blue: 200), stops: [(0, 0.5), (1, 0.5)])
        let both = try #require(CellArt.convert(TestImages.uniform(hue, width: 32, height: 32), options: options))
        #expect(both[3, 2].background == RGBColor(red: 50, green: 30, blue: 60))
    }
}
