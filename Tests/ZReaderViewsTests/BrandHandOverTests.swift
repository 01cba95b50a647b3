import Testing
import ZReaderModel
import ZReaderScreen
import ZReaderTestSupport
import ZReaderViews

/// The banner's brand line (知乎日报 and the date) stays on the top bar as it fades in, fading out
/// while 今日新闻 fades in: the first scroll row moves nothing.
@Suite("The brand line hands over to the top bar")
struct BrandHandOverTests {
    /// The contrast of the brand's first character against its cell, at `offset`.
    func brandInk(_ frame: ScreenBuffer) throws -> Double {
        let cell = frame[1, 0]
        guard case .rgb(let ink) = cell.style.foreground, case .rgb(let plate) = cell.style.background else {
            throw ThemeTestFailure("\(cell.style) has no colours")
        }
        return contrastRatio(ink, plate)
    }

    @Test(arguments: [ThemeName.terminal, .day, .night], [ColorDepth.trueColor, .palette8, .monochrome])
    func theBrandStaysAndFadesAsTheBarFadesIn(_ theme: ThemeName, _ depth: ColorDepth) throws {
        var state = ThemedScreens(theme).homeState()
        let date = try #require(state.home.days.first).date.sectionTitle.string
        let travel = state.home.layout.bannerHeight - HomeLayout.barHeight
        var last = Double.infinity
        for offset in 0..<travel / 4 {
            Fixtures.scroll(&state, to: offset)
            let frame = AppView.render(state, depth: depth)
            let top = frame.text(ofRow: 0)
            #expect(top.contains("知乎日报") && top.contains(date), "offset \(offset): \(top)")
            if depth == .trueColor {
                let ink = try brandInk(frame)
                #expect(ink <= last, "offset \(offset)")
                last = ink
            }
        }
        Fixtures.scroll(&state, to: travel)
        let top = AppView.render(state, depth: depth).text(ofRow: 0)
        #expect(!top.contains("知乎日报") && top.contains("今日新闻"), "\(top)")
    }
}
