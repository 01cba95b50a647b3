import Testing
import ZReaderDomain
import ZReaderModel
import ZReaderScreen
import ZReaderTestSupport
import ZReaderViews

/// Pictures where the terminal draws pixels: kitty placeholders in the rows without text, cells
/// plus declared placements for the positional methods, cells at 8 colours.
@Suite("Pictures drawn in pixels")
struct PixelPictureRenderingTests {
    let size = Size(columns: 80, rows: 24)

    func state(_ method: PixelMethod) -> AppState {
        Fixtures.state(
            size: size, days: Fixtures.withPictures(Fixtures.days(olderDays: 1)),
            topStories: Fixtures.topStoriesWithPictures,
            pictures: PictureSettings(depth: .trueColor, isEnabled: true, method: method, imageMSB: 7))
    }

    /// Answers every picture the state wants with a flat picture and (unless `pixels` is false) pixels.
    func deliverAll(_ state: inout AppState, pixels: Bool = true) {
        for _ in 0..<20 {
            let wanted = state.pictures.loading
            guard !wanted.isEmpty else { return }
            for key in wanted {
                let converted = ConvertedPicture(
                    cells: Fixtures.flatPicture(key.size, RGBColor(hex: 0x3366AA)),
                    pixels: pixels ? KittyPayload(width: 10, height: 10, compressed: [1, 2, 3]) : nil)
                _ = AppReducer.reduce(&state, .pictureLoaded(key, .success(converted)), now: state.clock)
            }
        }
    }

    func isPlaceholder(_ cell: Cell) -> Bool { cell.grapheme.unicodeScalars.first == KittyPlaceholder.scalar }

    func bannerImage(_ state: AppState) throws -> KittyImageID {
        let key = try #require(state.pictures.bannerKey(for: state.home.currentTopStory, layout: state.home.layout))
        return try #require(state.pictures.ready(for: key)?.image)
    }

    @Test func theBannerIsPlaceholdersOfItsImageSaveTheCellsTextTakesWhichAreThoseOfTheCellArt() throws {
        var pixels = state(.kittyPlaceholders)
        var cells = state(.cells)
        deliverAll(&pixels)
        deliverAll(&cells)
        let frame = AppView.render(pixels, depth: .trueColor)
        let cellFrame = AppView.render(cells, depth: .trueColor)
        let image = try bannerImage(pixels)
        let height = pixels.home.layout.bannerHeight
        let art = Cell(grapheme: " ", style: CellStyle(fg: RGBColor(hex: 0x3366AA), bg: RGBColor(hex: 0x3366AA)))
        var placeholders = 0
        for row in 0..<height {
            for column in 0..<size.columns {
                let cell = frame[column, row]
                guard cellFrame[column, row] == art else {
                    #expect(
                        cell == cellFrame[column, row], "text or plate at \(column),\(row) differs from the cell art's")
                    continue
                }
                #expect(isPlaceholder(cell), "no placeholder at \(column),\(row)")
                #expect(cell.style.foreground == .imageID(image))
                // Each cell names its own tile: the banner's row, its column, the id's top byte.
                let scalars: [Unicode.Scalar?] = Array(cell.grapheme.unicodeScalars)
                #expect(
                    scalars.dropFirst() == [
                        KittyPlaceholder.diacritic(row), KittyPlaceholder.diacritic(column),
                        KittyPlaceholder.diacritic(7),
                    ])
                placeholders += 1
            }
        }
        // The brand, the date, the title, the hint and the dots take a few cells of their rows only.
        #expect(placeholders > size.columns * (height - 3))
    }

    @Test func thumbnailsAreWhollyPlaceholders() throws {
        var state = state(.kittyPlaceholders)
        deliverAll(&state)
        let frame = AppView.render(state, depth: .palette256)
        let rows = try #require(state.home.layout.rows(of: StoryPosition(section: 0, index: 0)))
        let left = size.columns - 1 - StoryRowMetrics.swatchWidth
        for y in rows.lowerBound..<(rows.lowerBound + 2) {
            for x in left..<(left + StoryRowMetrics.swatchWidth) {
                #expect(isPlaceholder(frame[x, y]), "cell \(x),\(y)")
            }
        }
        #expect(!isPlaceholder(frame[left - 1, rows.lowerBound]))
    }

    @Test func atEightColoursAndUntilTheImageIsSentThePictureIsCells() {
        var sent = state(.kittyPlaceholders)
        deliverAll(&sent)
        var unsent = state(.kittyPlaceholders)
        deliverAll(&unsent, pixels: false)
        var cells = state(.cells)
        deliverAll(&cells)
        #expect(AppView.render(sent, depth: .palette8) == AppView.render(cells, depth: .palette8))
        #expect(AppView.render(unsent, depth: .trueColor) == AppView.render(cells, depth: .trueColor))
        #expect(unsent.pictures.images.isEmpty)
    }

    @Test(arguments: [PixelMethod.sixel, .kittyDirect])
    func positionalMethodsDrawTheCellsAndDeclareTheBandsWithoutText(_ method: PixelMethod) throws {
        var pixels = state(method)
        var cells = state(.cells)
        deliverAll(&pixels)
        deliverAll(&cells)
        let frame = AppView.render(pixels, depth: .trueColor)
        #expect(frame == AppView.render(cells, depth: .trueColor))
        let height = pixels.home.layout.bannerHeight
        let titleRow = try #require(
            (0..<height).first { frame.text(ofRow: $0).contains(Fixtures.topStories[0].title.string) })
        let banner = try #require(frame.placements.first)
        #expect(banner.rows == 1..<titleRow)
        #expect(banner.frame == Rect(x: 0, y: 1, width: size.columns, height: titleRow - 1))
        #expect(banner.pictureSize == Size(columns: size.columns, rows: height))
        let image: KittyImageID? = method == .kittyDirect ? try bannerImage(pixels) : nil
        #expect(banner.image == image)
        let thumbnails = frame.placements.dropFirst()
        #expect(!thumbnails.isEmpty)
        #expect(
            thumbnails.allSatisfy {
                $0.rows == 0..<$0.pictureSize.rows && $0.frame.width == StoryRowMetrics.swatchWidth
            })
    }
}
