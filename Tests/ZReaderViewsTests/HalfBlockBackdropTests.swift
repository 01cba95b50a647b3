import Testing
import ZReaderModel
import ZReaderScreen
import ZReaderTestSupport
import ZReaderViews

/// The banner's gradient fallback in half rows at small heights: twice the vertical resolution.
@Suite("Half-row shading of the banner")
struct HalfBlockBackdropTests {
    func frame(rows: Int, depth: ColorDepth = .trueColor) -> (frame: ScreenBuffer, height: Int) {
        let size = Size(columns: 80, rows: rows)
        let state = Fixtures.state(size: size, days: Fixtures.days(olderDays: 1))
        return (AppView.render(state, depth: depth), HomeLayout.bannerHeight(screenRows: rows))
    }

    var hue: RGBColor { Fixtures.topStories[0].imageHue ?? Theme.fallbackHue }

    @Test(arguments: [17, 20, 23])
    func aSmallBannerIsShadedInHalfRows(_ rows: Int) {
        let (frame, height) = frame(rows: rows)
        #expect(height < 10)
        // The last column holds no text: only the shading, each cell two half rows.
        for row in 0..<height {
            let cell = frame[79, row]
            #expect(cell.grapheme == "▀", "row \(row)")
            #expect(cell.style.foreground == .rgb(BannerGradient.color(hue: hue, row: 2 * row, height: 2 * height)))
            #expect(cell.style.background == .rgb(BannerGradient.color(hue: hue, row: 2 * row + 1, height: 2 * height)))
        }
        let halves = (0..<height).flatMap { [frame[79, $0].style.foreground, frame[79, $0].style.background] }
        let wholeRows = (0..<height).map { BannerGradient.color(hue: hue, row: $0, height: height) }
        #expect(Set(halves).count > Set(wholeRows).count * 3 / 2, "\(Set(halves).count) vs \(Set(wholeRows).count)")
    }

    @Test func textOnAHalfRowBannerSitsOnTheMeanOfItsTwoHalves() {
        let (frame, height) = frame(rows: 20)
        let brand = frame[1, 0]
        #expect(brand.grapheme == "知")
        #expect(brand.style.foreground == .rgb(.white))
        let top = BannerGradient.alpha(row: 0, height: 2 * height)
        let bottom = BannerGradient.alpha(row: 1, height: 2 * height)
        #expect(brand.style.background == .rgb(hue.blended(with: BannerGradient.shade, alpha: (top + bottom) / 2)))
        #expect(frame.text(ofRow: 0).hasPrefix(" 知乎日报"))
    }

    @Test func tallerBannersKeepWholeRows() {
        let (frame, height) = frame(rows: 24)
        #expect(height == 10)
        for row in 0..<height {
            #expect(frame[79, row].grapheme == " ")
            #expect(frame[79, row].style.background == .rgb(BannerGradient.color(hue: hue, row: row, height: height)))
        }
    }

    @Test func withoutColourOrWithWideBlocksThereAreNoHalfBlocks() {
        let monochrome = frame(rows: 20, depth: .monochrome).frame
        #expect(!(0..<8).contains { monochrome.text(ofRow: $0).contains("▀") })
        // Where the terminal draws ▀ two columns wide (Ambiguous characters wide), whole rows.
        let wide = AmbiguousWidth.during(.wide) { frame(rows: 20).frame }
        #expect(!(0..<8).contains { wide.text(ofRow: $0).contains("▀") })
        #expect(wide[79, 3].style.background == .rgb(BannerGradient.color(hue: hue, row: 3, height: 8)))
    }
}
