import Testing
import ZReaderCellArt
import ZReaderImageDecoding
import ZReaderScreen

/// A sky at 256 and 8 colours is a gradient, not bands.
///
/// Its gradient falls between palette colours, and without dithering each stretch between two of
/// them becomes one flat band (issue 20's posterised banner). At
/// 24-bit every colour is exact (`CellConversionTests`): chafa's truecolor canvas does not dither
/// even when asked, and zreader does not ask.
@Suite("Pictures are dithered at 256 and 8 colours")
struct DitheringTests {
    /// A left-to-right sky gradient, from a deep to a pale blue.
    static let from = RGBColor(red: 70, green: 120, blue: 180)
    static let to = RGBColor(red: 150, green: 190, blue: 230)
    static let size = Size(columns: 64, rows: 4)

    static func sky() -> RGBAImage {
        RGBAImage(width: 256, height: 32) { x, _ in
            let t = Double(x) / 255
            func channel(_ a: UInt8, _ b: UInt8) -> UInt8 { UInt8((Double(a) + (Double(b) - Double(a)) * t).rounded()) }
            return TestImages.pixel(
                RGBColor(
                    red: channel(from.red, to.red), green: channel(from.green, to.green),
                    blue: channel(from.blue, to.blue)))
        }
    }

    static func convert(depth: ColorDepth, dithers: Bool = true) throws -> CellPicture {
        var options = CellArtOptions(size: size, depth: depth)
        options.dithers = dithers
        options.paletteSaturation = 1
        return try #require(CellArt.convert(sky(), options: options))
    }

    /// How much of a cell the symbol's ink covers.
    static func ink(_ symbol: Character) -> Double {
        switch symbol {
        case " ": 0
        case "▘", "▝", "▖", "▗": 0.25
        case "▌", "▐", "▀", "▄", "▚", "▞": 0.5
        case "▙", "▛", "▜", "▟": 0.75
        default: 1
        }
    }

    /// The blue channel a cell shows on average: the picture's gradient is mostly in blue and green.
    static func meanBlue(_ element: CellPicture.Element) -> Double {
        let coverage = ink(element.symbol)
        return Double(element.foreground.blue) * coverage + Double(element.background.blue) * (1 - coverage)
    }

    /// The distinct shades of blue the columns show, each column's cells averaged: a few for
    /// bands, many for a gradient.
    static func shades(_ picture: CellPicture) -> Int {
        let columns = (0..<size.columns).map { x in
            Int(((0..<size.rows).map { meanBlue(picture[x, $0]) }.reduce(0, +) / Double(size.rows)).rounded())
        }
        return Set(columns).count
    }

    @Test(arguments: [ColorDepth.palette256, .palette8])
    func aSkyIsAGradientNotBands(_ depth: ColorDepth) throws {
        let dithered = try Self.shades(Self.convert(depth: depth))
        let banded = try Self.shades(Self.convert(depth: depth, dithers: false))
        #expect(banded <= 3, "undithered, the sky is a few flat bands")
        #expect(dithered > 2 * banded, "dithered, it steps through \(dithered) shades, not \(banded)")
    }

    @Test func ditheringIsOnUnlessAsked() throws {
        #expect(CellArtOptions(size: Self.size, depth: .palette256).dithers)
    }

    @Test(arguments: [ColorDepth.palette256, .palette8])
    func theSamePixelsAlwaysGiveTheSameCells(_ depth: ColorDepth) throws {
        // Ordered dithering's pattern is fixed by position: redrawing a picture changes no cell.
        #expect(try Self.convert(depth: depth) == Self.convert(depth: depth))
    }
}
